/** One concept of the glossary (glossary.ts) and its words per language. */
import type { Language } from '@sessionbook/domain';

export interface TermWords {
  /** The word to use, singular (or the only form). */
  readonly preferred: string;
  readonly plural?: string;
  /** Other forms that are fine for the same concept: a short form once the full one is established. */
  readonly alsoAccepted?: readonly string[];
  /** Words that must not be used for this concept, plurals listed separately. */
  readonly avoid: readonly string[];
}

export interface GlossaryTerm {
  readonly id: string;
  /** What the term means in the product, in English, for translators. */
  readonly meaning: string;
  readonly words: Readonly<Record<Language, TermWords>>;
}
