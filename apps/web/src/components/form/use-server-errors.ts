import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ApiError } from '../../lib/api-client.ts';
import { SERVER_ERROR_TYPE } from './field-errors.ts';

/** Duck-typed so the check survives module duplication in tests and bundles. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'fieldErrors' in error;
}

/**
 * Finds the form field a server error key belongs to (docs/product/rules.md#server-field-errors: "matched by
 * exact name or
 * prefix"). The prefix must end at a path boundary, so `password` never swallows
 * `password_confirmation` but `client_emails.2` lands on `client_emails`.
 */
export function matchField(key: string, fields: readonly string[]): string | undefined {
  if (fields.includes(key)) return key;
  return fields
    .filter((name) => key.startsWith(`${name}.`) || key.startsWith(`${name}[`))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Applies the `errors` of a 422 reply to a react-hook-form form. Messages (i18n keys) that match no
 * field go to `root.server`, shown by FormError. Returns false when the error is not a field-error
 * reply, so the caller can fall back to a toast.
 */
export function useServerErrors<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  fields?: readonly FieldPath<TValues>[],
): (error: unknown) => boolean {
  const { setError, getValues } = form;
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error) || Object.keys(error.fieldErrors ?? {}).length === 0) return false;
      const names: string[] = fields ? [...fields] : Object.keys(getValues());
      const byField = new Map<string, string[]>();
      const unmatched: string[] = [];
      for (const [key, messages] of Object.entries(error.fieldErrors)) {
        const field = matchField(key, names);
        if (field) byField.set(field, [...(byField.get(field) ?? []), ...messages]);
        else unmatched.push(...messages);
      }
      let first = true;
      for (const [field, messages] of byField) {
        const types = Object.fromEntries(messages.map((message, index) => [`server${index}`, message]));
        setError(
          field as FieldPath<TValues>,
          { type: SERVER_ERROR_TYPE, message: messages[0], types },
          // Move focus to the first wrong field, as the app's own validation does.
          { shouldFocus: first },
        );
        first = false;
      }
      if (unmatched.length > 0) setError('root.server', { type: SERVER_ERROR_TYPE, message: unmatched[0] });
      return true;
    },
    [fields, getValues, setError],
  );
}
