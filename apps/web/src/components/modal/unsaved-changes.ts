/**
 * A form inside a Modal tells it that it holds changes, so the modal asks before throwing them away
 * (Escape, the backdrop, the close button, a drag down, the back button: issue 25).
 *
 *   const { isDirty } = useFormState({ control: form.control });
 *   useUnsavedChanges(isDirty);
 *
 * Outside a Modal it does nothing.
 */
import { createContext, useContext, useId, useLayoutEffect } from 'react';

export interface UnsavedRegistry {
  set(id: string, unsaved: boolean): void;
}

export const UnsavedContext = createContext<UnsavedRegistry | null>(null);

export function useUnsavedChanges(unsaved: boolean): void {
  const registry = useContext(UnsavedContext);
  const id = useId();
  // In the commit that shows the change, so a key pressed right after it already asks.
  useLayoutEffect(() => {
    registry?.set(id, unsaved);
  }, [registry, id, unsaved]);
  // A form that goes (a step of a wizard, the modal closing) takes its changes with it.
  useLayoutEffect(() => () => registry?.set(id, false), [registry, id]);
}
