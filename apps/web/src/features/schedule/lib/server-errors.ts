/**
 * 422 replies name the request's fields; the dialogs name theirs after the wall clock and the tag input.
 * These helpers move each server message to the control that shows it.
 */
import { formFieldOfServerKey } from '../model/form-schemas.ts';

export interface FieldErrorReply {
  status: number;
  fieldErrors: Record<string, string[]>;
}

/** Server messages keyed by form field (`client_emails.2` → `contacts`, `recurrence_rule` → `recurrence_count`). */
export function toFormFields(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = formFieldOfServerKey(key);
    out[field] = [...(out[field] ?? []), ...messages];
  }
  return out;
}

/**
 * Splits off the messages that belong to one tag of the tag input (`tagOf` names the tag of a server
 * key, or undefined); the rest stay field errors.
 */
export function splitTagErrors(
  fieldErrors: Record<string, string[]>,
  tagOf: ((key: string) => string | undefined) | undefined,
): { tags: Record<string, string[]>; rest: Record<string, string[]> } {
  const tags: Record<string, string[]> = {};
  const rest: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const tag = tagOf?.(key);
    if (tag === undefined) rest[key] = messages;
    else tags[tag] = [...(tags[tag] ?? []), ...messages];
  }
  return { tags, rest };
}
