import type { FieldError } from 'react-hook-form';

/**
 * Server (422) errors are set with this type so the field can show them lowercased, as
 * docs/product/rules.md#server-field-errors
 * asks ("The message is shown lowercased"); the app's own validation messages keep their case.
 */
export const SERVER_ERROR_TYPE = 'server';

/** One entry per message to show under a field. Messages are i18n keys of the `common` namespace. */
export interface FieldMessage {
  key: string;
  server: boolean;
}

/** Flattens a react-hook-form error (which may hold several server messages in `types`) into a list. */
export function fieldMessages(error: FieldError | undefined): FieldMessage[] {
  if (!error) return [];
  const server = error.type === SERVER_ERROR_TYPE;
  const fromTypes = error.types
    ? Object.values(error.types).flatMap((value) => (Array.isArray(value) ? value : [value]))
    : [];
  const keys = fromTypes.filter((value): value is string => typeof value === 'string' && value !== '');
  if (keys.length === 0 && error.message) keys.push(error.message);
  return [...new Set(keys)].map((key) => ({ key, server }));
}
