import {
  BUSY_CALENDAR_ERRORS,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LATE_CANCEL_RULES,
  NO_SHOW_RULES,
  VOUCHER_LOG_KINDS,
} from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { catalogs, flattenKeys, NAMESPACES, translate, type Messages } from './index.ts';

/** `{{ name }}` placeholders of one message, as a sorted set. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!))].sort();
}

/** Dotted key → raw value (whatever it is), so non-string leaves show up as failures too. */
function leaves(messages: Messages, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [nested, leaf] of leaves(value, `${prefix}${key}.`)) found.set(nested, leaf);
    } else {
      found.set(prefix + key, value);
    }
  }
  return found;
}

describe.each(NAMESPACES)('the %s namespace', (namespace) => {
  const byLanguage = new Map(LANGUAGES.map((language) => [language, leaves(catalogs[language][namespace])]));
  const allKeys = [...new Set([...byLanguage.values()].flatMap((entries) => [...entries.keys()]))].sort();

  it.each(LANGUAGES)('has every key of every language in %s', (language) => {
    const own = byLanguage.get(language)!;
    const missing = allKeys.filter((key) => !own.has(key));
    expect(missing, `${language}/${namespace}.json lacks keys`).toEqual([]);
  });

  it.each(LANGUAGES)('has only non-empty strings in %s', (language) => {
    const bad = [...byLanguage.get(language)!].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(
      bad.map(([key]) => key),
      `${language}/${namespace}.json has empty or non-string values`,
    ).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))(
    'uses the same placeholders as English in %s',
    (language) => {
      const english = byLanguage.get(DEFAULT_LANGUAGE)!;
      const mismatched = [...byLanguage.get(language)!]
        .filter(([key, value]) => typeof value === 'string' && typeof english.get(key) === 'string')
        .filter(
          ([key, value]) =>
            placeholders(value as string).join() !== placeholders(english.get(key) as string).join(),
        )
        .map(([key]) => key);
      expect(mismatched, `${language}/${namespace}.json changes placeholders`).toEqual([]);
    },
  );
});

describe('the common namespace', () => {
  it('is translated, not copied from English, in every other language', () => {
    const english = new Map(leaves(catalogs.en.common));
    for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
      const same = [...leaves(catalogs[language].common)].filter(
        ([key, value]) => value === english.get(key) && !/^[A-Z]+$/.test(String(value)),
      );
      // A few words may legitimately match ("URL"); whole sentences never should.
      expect(
        same.filter(([, value]) => String(value).includes(' ')).map(([key]) => key),
        `${language}/common.json still has English text`,
      ).toEqual([]);
    }
  });
});

describe('translate', () => {
  it('returns the message in the requested language', () => {
    expect(translate('es', 'common', 'validation.required')).toBe(
      (catalogs.es.common.validation as Messages).required,
    );
    expect(translate('es', 'common', 'validation.required')).not.toBe(
      translate('en', 'common', 'validation.required'),
    );
  });

  it('falls back to English when a language lacks the key', () => {
    const original = catalogs.nl.common;
    catalogs.nl.common = {};
    try {
      expect(translate('nl', 'common', 'errors.forbidden')).toBe(
        (catalogs.en.common.errors as Messages).forbidden,
      );
    } finally {
      catalogs.nl.common = original;
    }
  });

  it('returns the key itself when no language has it', () => {
    expect(translate('pt-br', 'common', 'no.such.key')).toBe('no.such.key');
  });

  it('does not return a branch of the tree as a message', () => {
    expect(translate('en', 'common', 'errors')).toBe('errors');
  });

  it('interpolates placeholders, with or without spaces, and blanks unknown ones', () => {
    const original = catalogs.en.common;
    catalogs.en.common = { ...original, test_greeting: 'Hi {{name}}, {{ count }} left{{missing}}' };
    try {
      expect(translate('en', 'common', 'test_greeting', { name: 'Ana', count: 3 })).toBe('Hi Ana, 3 left');
      // Fallback and interpolation together.
      expect(translate('pt', 'common', 'test_greeting', { name: 'Rui', count: 0 })).toBe('Hi Rui, 0 left');
    } finally {
      catalogs.en.common = original;
    }
  });

  it('lists the dotted keys of a catalog', () => {
    expect(flattenKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual(['a.b', 'a.c.d', 'e']);
  });
});

/**
 * Texts the app looks up by a value of the domain (`log.kinds.${kind}`): a value added to the domain
 * must bring its text, or the screen shows a key. Each template names where the value goes.
 */
describe('texts looked up by a domain value', () => {
  const lookups: [string, string, readonly string[]][] = [
    ['vouchers', 'log.kinds.*', VOUCHER_LOG_KINDS],
    ['people', 'vouchers.log.*', VOUCHER_LOG_KINDS],
    ['vouchers', 'settings.late_cancel_*', LATE_CANCEL_RULES],
    ['vouchers', 'settings.no_show_*', NO_SHOW_RULES],
    ['booking', 'details.line.after_deadline_*', LATE_CANCEL_RULES],
    ['booking', 'details.line.no_show_*', NO_SHOW_RULES],
    ['busy', 'errors.*', BUSY_CALENDAR_ERRORS],
  ];
  it.each(lookups)('%s has a text at %s for every value', (namespace, template, values) => {
    const keys = new Set(flattenKeys(catalogs[DEFAULT_LANGUAGE][namespace as (typeof NAMESPACES)[number]]));
    const missing = values.map((value) => template.replace('*', value)).filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });
});
