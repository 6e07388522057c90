import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useClearErrorOnEdit } from './use-clear-error-on-edit.ts';

export interface SchemaFormOptions {
  /**
   * The form edits something the server holds (settings, a profile): when a fresher copy arrives (the
   * screen opened on what the offline cache kept, or another device saved), the fields the user has
   * not touched take it; what they are typing stays. Off for forms that start empty.
   */
  followServer?: boolean;
}

/**
 * useForm wired to a shared domain schema, so the app checks exactly what the server checks. Errors
 * show after submit and clear when the field is edited (docs/product/rules.md#validation); the first wrong
 * field gets focus.
 */
export function useSchemaForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
  { followServer = false }: SchemaFormOptions = {},
) {
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    // The generic schema type is too open for zodResolver's overloads; the cast restates its own result type.
    resolver: zodResolver(schema as never) as unknown as Resolver<
      z.input<TSchema>,
      unknown,
      z.output<TSchema>
    >,
    defaultValues,
    // react-hook-form compares `values` deeply and resets only when they differ.
    ...(followServer
      ? { values: defaultValues as z.input<TSchema>, resetOptions: { keepDirtyValues: true } }
      : {}),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  useClearErrorOnEdit(form);
  return form;
}
