/**
 * The product's vocabulary per language: one word per concept, used alike by the marketing site, the app
 * and the e-mails. glossary.test.ts fails when any catalog uses an avoided word, and when a preferred word
 * no longer appears in its language (docs/decisions/0019-glossary.md).
 * The terms live in glossary/ by concern; this module puts them together and checks messages.
 */
import type { Language } from '@sessionbook/domain';
import { LINKS_SETTINGS_AND_ACCOUNT } from './glossary/links-settings-and-account.ts';
import { PEOPLE_AND_SESSIONS } from './glossary/people-and-sessions.ts';
import type { GlossaryTerm, TermWords } from './glossary/term.ts';
import { VOUCHERS_AND_BOOKING } from './glossary/vouchers-and-booking.ts';

export type { GlossaryTerm, TermWords };

/** The terms, by concern in glossary/; their order is the order of docs/glossary.md. */
export const GLOSSARY: readonly GlossaryTerm[] = [
  ...PEOPLE_AND_SESSIONS,
  ...VOUCHERS_AND_BOOKING,
  ...LINKS_SETTINGS_AND_ACCOUNT,
];

/** Every accepted form of a term in one language. */
export function acceptedForms(words: TermWords): string[] {
  return [words.preferred, ...(words.plural ? [words.plural] : []), ...(words.alsoAccepted ?? [])];
}

export interface AvoidedWord {
  readonly term: string;
  /** The avoided glossary entry that matched. */
  readonly word: string;
  /** The text as it appears in the message. */
  readonly found: string;
}

/**
 * Avoided glossary words in one message. Matching ignores case but not accents, and only takes whole
 * words (a letter or digit on either side is no match). A hit inside a longer accepted form of any term
 * is not one: Spanish avoids "agenda" for the calendar but its client book is the "agenda de clientes".
 */
export function findAvoidedWords(language: Language, message: string): AvoidedWord[] {
  const text = message.normalize('NFC').replace(/\{\{\s*\w+\s*\}\}/g, ' ');
  // Read only when an avoided word is found: most messages have none.
  let accepted: Span[] | undefined;
  const acceptedSpans = () =>
    (accepted ??= GLOSSARY.flatMap((term) => acceptedForms(term.words[language])).flatMap((form) =>
      matches(text, form),
    ));
  const found: AvoidedWord[] = [];
  for (const term of GLOSSARY) {
    for (const word of term.words[language].avoid) {
      for (const hit of matches(text, word)) {
        const covered = acceptedSpans().some(
          (span) =>
            span.start <= hit.start && span.end >= hit.end && span.end - span.start > hit.end - hit.start,
        );
        if (!covered) found.push({ term: term.id, word, found: text.slice(hit.start, hit.end) });
      }
    }
  }
  return found;
}

/** Whether a word or phrase occurs as whole words in a message, by the same rules. */
export function containsWord(message: string, word: string): boolean {
  return matches(message.normalize('NFC'), word).length > 0;
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Compiled once per word: a Unicode-aware pattern costs far more to build than to run. */
const patterns = new Map<string, RegExp>();

function matches(text: string, word: string): Span[] {
  // A cheap look first: nearly every message contains nearly no glossary word.
  const first = word.normalize('NFC').split(/\s+/)[0]!.toLowerCase();
  if (!text.toLowerCase().includes(first)) return [];
  let pattern = patterns.get(word);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(word.normalize('NFC'))}(?![\\p{L}\\p{N}])`, 'giu');
    patterns.set(word, pattern);
  }
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function escape(word: string): string {
  // Any run of spaces in a glossary phrase matches any run of white space (a non-breaking one included).
  return word
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .split(/\s+/)
    .join('\\s+');
}
