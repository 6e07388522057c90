import { LANGUAGES, type Language } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { acceptedForms, containsWord, findAvoidedWords, GLOSSARY } from './glossary.ts';
import { readFileSync } from 'node:fs';
import { glossaryMarkdown } from './glossary-doc.ts';
import { GLOSSARY_DOC_PATH } from './glossary-doc-path.ts';
import { catalogs, NAMESPACES, type Messages } from './index.ts';

/** Every message of one language as `namespace:dotted.key` → text, all namespaces (site and e-mails too). */
function messagesOf(language: Language): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (namespace: string, messages: Messages, prefix: string) => {
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value === 'string') found.set(`${namespace}:${prefix}${key}`, value);
      else walk(namespace, value, `${prefix}${key}.`);
    }
  };
  for (const namespace of NAMESPACES) walk(namespace, catalogs[language][namespace], '');
  return found;
}

describe('the glossary', () => {
  it.each(LANGUAGES)('is followed by every %s catalog', (language) => {
    const offences = [...messagesOf(language)].flatMap(([key, message]) =>
      findAvoidedWords(language, message).map(
        (hit) =>
          `${language} ${key}: "${hit.found}" (glossary ${hit.term}: use "${preferredOf(hit.term, language)}")`,
      ),
    );
    expect(offences).toEqual([]);
  });

  it.each(LANGUAGES)('names %s words that its catalogs actually use', (language) => {
    const messages = [...messagesOf(language).values()];
    const unused = GLOSSARY.filter((term) => {
      const words = term.words[language];
      const forms = [words.preferred, ...(words.plural ? [words.plural] : [])];
      return !messages.some((message) => forms.some((form) => containsWord(message, form)));
    }).map((term) => `${language} ${term.id}: "${term.words[language].preferred}"`);
    expect(unused).toEqual([]);
  });

  it('never avoids a word it also accepts, in any language', () => {
    const clashes = GLOSSARY.flatMap((term) =>
      LANGUAGES.flatMap((language) => {
        const accepted = GLOSSARY.flatMap((other) => acceptedForms(other.words[language])).map(lower);
        return term.words[language].avoid
          .filter((word) => accepted.includes(lower(word)))
          .map((word) => `${language} ${term.id}: "${word}"`);
      }),
    );
    expect(clashes).toEqual([]);
  });

  it('is written down in docs/glossary.md as it is (npm run glossary:write -w @sessionbook/i18n)', () => {
    expect(readFileSync(GLOSSARY_DOC_PATH, 'utf8')).toBe(glossaryMarkdown());
  });

  it('has unique term ids', () => {
    const ids = GLOSSARY.map((term) => term.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('findAvoidedWords', () => {
  it('matches whole words only, ignoring case but not accents', () => {
    expect(findAvoidedWords('nl', 'Je Klantenbestand is leeg').map((hit) => hit.found)).toEqual([
      'Klantenbestand',
    ]);
    // Part of a longer word is no match.
    expect(findAvoidedWords('en', 'Creditsafe')).toEqual([]);
    // An accent makes another word: "sesion" is not "sesión" (and neither is avoided).
    expect(findAvoidedWords('es', 'Una cita')).toHaveLength(1);
    expect(findAvoidedWords('pt', 'Tipo de senha').map((hit) => hit.term)).toEqual(['session_type']);
    expect(findAvoidedWords('pt', 'Tipo de sénha')).toEqual([]);
  });

  it('lets a longer accepted form contain an avoided word, but not a shorter one', () => {
    // es: "agenda" is avoided for the calendar, yet the client book is the "agenda de clientes".
    expect(findAvoidedWords('es', 'Tu agenda de clientes')).toEqual([]);
    expect(findAvoidedWords('es', 'Tu agenda').map((hit) => hit.term)).toEqual(['calendar']);
    // pt-br: "agenda" is the calendar, which does not excuse the longer "agenda de clientes".
    expect(findAvoidedWords('pt-br', 'Agenda de clientes').map((hit) => hit.term)).toEqual(['client_book']);
  });

  it('skips placeholders', () => {
    expect(findAvoidedWords('en', 'Hello {{ customer }}')).toEqual([]);
  });
});

function preferredOf(termId: string, language: Language): string {
  return GLOSSARY.find((term) => term.id === termId)?.words[language].preferred ?? termId;
}

function lower(word: string): string {
  return word.toLocaleLowerCase();
}
