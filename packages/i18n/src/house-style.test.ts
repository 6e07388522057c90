/**
 * The house style every catalogue follows (docs/glossary.md, "House style"): sentence case everywhere,
 * server messages as whole sentences, one claim about how long signing up takes.
 */
import { LANGUAGES, type Language } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { catalogs, NAMESPACES, type Messages } from './index.ts';

/** Every message of one language as `namespace:dotted.key` → text. */
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

/**
 * Messages that are the middle of a sentence the screen puts together, so they start in lower case in
 * every language: the word between the two sign-in buttons, "(optional)", "(invalid)" and "(opens in a
 * new tab)" after a label, the count a batch "was" after a middle dot, a batch's name inside "Count of
 * …", the hidden half of "3 → 5", and whose an item is in the combined calendar's names ("Yoga, with
 * Ana, 9:00–10:00"), and the last answer a failing webhook's mail names ("the last answer was none").
 */
const FRAGMENTS = new Set([
  'auth:google.or',
  'auth:form.optional',
  'book:tag_input.invalid_suffix',
  'book:invite_link.new_tab',
  'embed:widget.new_tab',
  'vouchers:edit.was_one',
  'vouchers:edit.was_other',
  'vouchers:edit.new_batch_name',
  'vouchers:balance.preview',
  'booking:item.with_professional',
  'emails:webhook_failing.no_answer',
]);

/** The text a reader sees first: placeholders, markup, quotes and brackets do not count. */
function firstLetter(message: string): string | undefined {
  const text = message.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/<\/?\w+>/g, '');
  return /[\p{L}\p{N}]/u.exec(text)?.[0];
}

/** Messages that begin with a placeholder ("{{name}} invited you", "“{{name}}” is deleted") start with whatever fills it. */
const startsWithPlaceholder = (message: string) => /^[\s\p{Pi}\p{Ps}"']*\{\{/u.test(message);

describe('the house style', () => {
  it.each(LANGUAGES)(
    'starts every %s message with a capital letter, except sentence fragments',
    (language) => {
      const lower = [...messagesOf(language)]
        .filter(([key, message]) => !FRAGMENTS.has(key) && !startsWithPlaceholder(message))
        .filter(([, message]) => {
          const first = firstLetter(message);
          return first !== undefined && /\p{Ll}/u.test(first);
        })
        .map(([key, message]) => `${key}: "${message}"`);
      expect(lower).toEqual([]);
    },
  );

  it.each(LANGUAGES)('keeps the %s fragments in lower case, so the list above stays true', (language) => {
    const messages = messagesOf(language);
    const capitalised = [...FRAGMENTS].filter((key) =>
      /\p{Lu}/u.test(firstLetter(messages.get(key) ?? '') ?? ''),
    );
    expect(capitalised).toEqual([]);
  });

  it.each(LANGUAGES)(
    'writes every %s server message and field error as a sentence with a full stop',
    (language) => {
      // `common` is what the server says (errors by code, field errors) and what forms show; the session
      // types are names, not sentences.
      const unfinished = [...messagesOf(language)]
        .filter(([key]) => key.startsWith('common:') && !key.startsWith('common:voucher_types.'))
        .filter(([, message]) => !/[.?!…]$/.test(message.trim()))
        .map(([key, message]) => `${key}: "${message}"`);
      expect(unfinished).toEqual([]);
    },
  );

  it.each(LANGUAGES)('makes one claim in %s about how long signing up takes: about a minute', (language) => {
    // The form, the activation e-mail and the name take about a minute (docs/decisions/0037-one-voice-one-look.md);
    // any count of seconds is the old, untrue claim.
    const seconds = /\b\d+\s*(seconds?|segundos?|seconden?)\b/iu;
    const claims = [...messagesOf(language)]
      .filter(([, message]) => seconds.test(message))
      .map(([key, message]) => `${key}: "${message}"`);
    expect(claims).toEqual([]);
  });
});
