import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * docs/product/rules.md#validation: "Field errors clear when the user edits the field". Forms re-validate on
 * submit
 * only, so a half-typed value is never scolded; the error simply disappears once the user acts on it.
 */
export function useClearErrorOnEdit<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
): void {
  const { watch, clearErrors } = form;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name) clearErrors(name as FieldPath<TValues>);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
}
