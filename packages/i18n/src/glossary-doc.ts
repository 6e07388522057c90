/**
 * docs/glossary.md, written from the glossary and the catalogs (`npm run glossary:write -w
 * @sessionbook/i18n`); glossary.test.ts fails when the committed file differs, so the page translators
 * and writers read is always the one the tests enforce.
 */
import { LANGUAGES, type Language } from '@sessionbook/domain';
import { catalogs } from './catalogs/index.ts';
import { GLOSSARY, type TermWords } from './glossary.ts';
import type { Messages } from './types.ts';

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  nl: 'Dutch',
  pt: 'Portuguese (Portugal)',
  'pt-br': 'Portuguese (Brazil)',
};

const title = (id: string) => {
  const words = id.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function wordsLine(language: Language, words: TermWords): string {
  const preferred = words.plural ? `${words.preferred} / ${words.plural}` : words.preferred;
  const parts = [`- **${language}**: ${preferred}`];
  if (words.alsoAccepted?.length) parts.push(`also ${words.alsoAccepted.join(', ')}`);
  if (words.avoid.length) parts.push(`never ${words.avoid.join(', ')}`);
  return parts.join('; ');
}

const leaf = (messages: Messages, path: string): string => {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message at ${path}`);
  return node;
};

export function glossaryMarkdown(): string {
  const sessionTypes = LANGUAGES.map(
    (language) =>
      `- **${language}**: ${['individual', 'duo', 'group']
        .map((type) => leaf(catalogs[language].common, `voucher_types.${type}`))
        .join(', ')}`,
  );
  return [
    '# Glossary',
    '',
    '<!-- Generated from packages/i18n/src/glossary.ts and the catalogs by',
    '`npm run glossary:write -w @sessionbook/i18n`; a test fails when this file is stale. -->',
    '',
    'One word for one thing, in every language, on the site, in the app and in e-mails',
    '(docs/decisions/0019-glossary.md). The tests fail on a word listed after "never" anywhere in a',
    "language's catalogs, and when a preferred word is no longer used. Languages: " +
      LANGUAGES.map((language) => `${language} (${LANGUAGE_NAMES[language]})`).join(', ') +
      '.',
    '',
    '## House style',
    '',
    '- Sentence case everywhere: titles, buttons, labels and messages start with a capital letter and',
    '  continue in lower case, except names. Server messages are shown exactly as the catalogue writes',
    '  them, never lowercased (docs/decisions/0037-one-voice-one-look.md).',
    '- Every server message, error and field error is a whole sentence with a full stop.',
    '- An answer uses the words of its question: "Cancel booking" is answered by "Your booking is',
    '  cancelled", "Cancel registration" by "Your registration is cancelled".',
    '- One name per session type, the same in pickers, event details, vouchers and e-mails (below).',
    '- One claim about signing up: it takes about a minute (the form, the e-mailed link and a name).',
    '- A sentence the screen puts together from parts keeps its fragments in lower case; they are',
    '  listed in packages/i18n/src/house-style.test.ts.',
    '',
    '## Session types',
    '',
    'The names of the three session types (`common:voucher_types`), wherever one is named:',
    '',
    ...sessionTypes,
    '',
    '## Terms',
    '',
    ...GLOSSARY.flatMap((term) => [
      `### ${title(term.id)}`,
      '',
      term.meaning,
      '',
      ...LANGUAGES.map((language) => wordsLine(language, term.words[language])),
      '',
    ]),
  ].join('\n');
}
