import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants.ts';

/**
 * The locale Intl formats a language's numbers, money and dates in: `pt` is Portugal's Portuguese,
 * which Intl would otherwise format the Brazilian way ("€ 250,00" for "250,00 €").
 */
export const intlLocale = (language: string): string => (language === 'pt' ? 'pt-PT' : language);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header or a list of browser languages.
 * `pt-BR` maps to `pt-br`; any other `pt-*` to `pt`; unknown languages fall back to English
 * (docs/product/rules.md#language-fallback).
 */
export function pickLanguage(preferred: string | readonly string[] | undefined | null): Language {
  const list = typeof preferred === 'string' ? parseAcceptLanguage(preferred) : (preferred ?? []);
  return supportedLanguageIn(list) ?? DEFAULT_LANGUAGE;
}

/**
 * The first supported language of a list of language tags, the way `pickLanguage` maps them, or null
 * when none is: the booking widget then falls back to the professional's language, not English.
 */
export function supportedLanguageIn(list: readonly string[]): Language | null {
  for (const raw of list) {
    const tag = raw.trim().toLowerCase();
    if (isLanguage(tag)) return tag;
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/**
 * Splits a leading language segment off a path (docs/product/screens.md#language-in-the-path):
 * `/pt-br/auth/signin` gives
 * `{ language: 'pt-br', path: '/auth/signin' }`. Paths without one come back unchanged.
 */
export function splitLanguageSegment(path: string): { language: Language | null; path: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(?=\/|$)(.*)$/i.exec(path);
  if (match) {
    const candidate = match[1]!.toLowerCase();
    if (isLanguage(candidate)) return { language: candidate, path: match[2] || '/' };
  }
  return { language: null, path };
}
