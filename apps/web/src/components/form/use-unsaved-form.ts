import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useUnsavedChanges } from '../modal/unsaved-changes.ts';

/**
 * A react-hook-form form inside a Modal: once the user changed a value (and until it is back as it
 * was), closing the modal by Escape, the backdrop, the close button, a drag or back asks first.
 */
export function useUnsavedForm<TValues extends FieldValues, TContext, TOutput>(
  control: Control<TValues, TContext, TOutput>,
): void {
  const { isDirty, isSubmitSuccessful } = useFormState({ control });
  // A saved form has nothing left to lose while its modal closes.
  useUnsavedChanges(isDirty && !isSubmitSuccessful);
}
