import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useClearErrorOnEdit } from './use-clear-error-on-edit.ts';

/**
 * useForm wired to a shared domain schema, so the app checks exactly what the server checks. Errors
 * show after submit and clear when the field is edited (spec section 5); the first wrong field gets focus.
 */
export function useSchemaForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
) {
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    // The generic schema type is too open for zodResolver's overloads; the cast restates its own result type.
    resolver: zodResolver(schema as never) as unknown as Resolver<
      z.input<TSchema>,
      unknown,
      z.output<TSchema>
    >,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  useClearErrorOnEdit(form);
  return form;
}
