import { EMAIL_PATTERN } from './fields.ts';

/**
 * Tag input rules of docs/product/rules.md#tag-input, shared by the app's tag inputs and the server's invite
 * bodies.
 * Pure functions: no Zod, no DOM.
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
