import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { EMAIL_PATTERN } from './fields.ts';

/**
 * Tag input rules of docs/product/rules.md#tag-input, shared by the app's tag inputs and the server's invite
 * bodies.
 * Pure functions: no Zod, no DOM. A session's invitees split here as the app and the server split them.
 */

/** `+` then 7 to 15 digits, with optional single spaces between digits. */
export const CONTACT_PHONE_PATTERN = /^\+\d(?: ?\d){6,14}$/;

/**
 * Splits typed or pasted text into tags: by comma or newline, trimmed, empties dropped, duplicates
 * removed case-insensitively (the first spelling is kept, in input order).
 */
export function splitContactTags(input: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of input.split(/[,\r\n]/)) {
    const tag = part.trim();
    if (!tag) continue;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The simple e-mail pattern: text, at-sign, text, dot, text. */
export function isContactEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** A phone number with country code: `+` then 7 to 15 digits, optional single spaces between digits. */
export function isContactPhone(value: string): boolean {
  return CONTACT_PHONE_PATTERN.test(value);
}

/** The stored form of a phone number: its spaces removed (`+31 6 1234 5678` → `+31612345678`). */
export function normalizePhone(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Tags split into e-mails and phone numbers, normalised and de-duplicated; the rest is `invalid`. */
export function splitContacts(tags: readonly string[]): {
  emails: string[];
  phones: string[];
  invalid: string[];
} {
  const emails = new Set<string>();
  const phones = new Set<string>();
  const invalid: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (isContactEmail(tag)) emails.add(tag.toLowerCase());
    else if (isContactPhone(tag)) phones.add(normalizePhone(tag));
    else invalid.push(raw);
  }
  return { emails: [...emails], phones: [...phones], invalid };
}

/** The `common` message key for a tag that is neither an e-mail nor a phone number, else undefined. */
export function contactProblem(tag: string): string | undefined {
  const trimmed = tag.trim();
  if (isContactEmail(trimmed) || isContactPhone(trimmed)) return undefined;
  return /^[+\d(]/.test(trimmed) ? M.phone : M.email;
}
