import type { FieldError } from 'react-hook-form';

/** The type of the errors a server (422) reply sets on a form, apart from the app's own validation. */
export const SERVER_ERROR_TYPE = 'server';

/** One entry per message to show under a field. Messages are i18n keys of the `common` namespace. */
export interface FieldMessage {
  key: string;
}

/** Flattens a react-hook-form error (which may hold several server messages in `types`) into a list. */
export function fieldMessages(error: FieldError | undefined): FieldMessage[] {
  if (!error) return [];
  const fromTypes = error.types
    ? Object.values(error.types).flatMap((value) => (Array.isArray(value) ? value : [value]))
    : [];
  const keys = fromTypes.filter((value): value is string => typeof value === 'string' && value !== '');
  if (keys.length === 0 && error.message) keys.push(error.message);
  return [...new Set(keys)].map((key) => ({ key }));
}
