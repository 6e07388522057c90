import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants.ts';
import { intlLocale, pickLanguage, splitLanguageSegment, supportedLanguageIn } from './languages.ts';

describe('pickLanguage', () => {
  it('follows Accept-Language quality order and maps regional tags', () => {
    expect(pickLanguage('fr-FR,fr;q=0.9,nl;q=0.8,en;q=0.5')).toBe('nl');
    expect(pickLanguage('pt-BR,pt;q=0.9')).toBe('pt-br');
    expect(pickLanguage('pt-PT')).toBe('pt');
    expect(pickLanguage('es-MX;q=0.2, de;q=0.9')).toBe('es');
    expect(pickLanguage(['de-DE', 'en-GB'])).toBe('en');
  });

  it('falls back to English for anything unknown or empty', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage('klingon;q=1')).toBe('en');
    expect(pickLanguage('nl;q=0')).toBe('en');
  });

  it('always answers a supported language', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect(LANGUAGES).toContain(pickLanguage(header));
      }),
    );
  });
});

describe('splitLanguageSegment', () => {
  it('removes a leading language segment and reports it', () => {
    expect(splitLanguageSegment('/pt-br/auth/signin')).toEqual({ language: 'pt-br', path: '/auth/signin' });
    expect(splitLanguageSegment('/NL/professional/calendar')).toEqual({
      language: 'nl',
      path: '/professional/calendar',
    });
    expect(splitLanguageSegment('/es')).toEqual({ language: 'es', path: '/' });
  });

  it('leaves other paths alone', () => {
    expect(splitLanguageSegment('/auth/signin')).toEqual({ language: null, path: '/auth/signin' });
    expect(splitLanguageSegment('/de/calendar')).toEqual({ language: null, path: '/de/calendar' });
    expect(splitLanguageSegment('/english')).toEqual({ language: null, path: '/english' });
    expect(splitLanguageSegment('/entry')).toEqual({ language: null, path: '/entry' });
  });

  it('round-trips: prefixing any path with a language gives that language and the path back', () => {
    const segment = fc.stringMatching(/^[a-z0-9@._-]{1,12}$/);
    const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), path, (language, rest) => {
        const split = splitLanguageSegment(`/${language}${rest === '/' ? '' : rest}`);
        expect(split).toEqual({ language, path: rest });
      }),
    );
  });
});

describe('the locale Intl formats a language in', () => {
  const euros = (language: string) =>
    new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' })
      .format(250)
      .replace(/\s/g, ' ');

  it('formats Portuguese the way Portugal writes it, and Brazilian Portuguese the way Brazil does', () => {
    expect(euros('pt')).toBe('250,00 €');
    expect(euros('pt-br')).toBe('€ 250,00');
    expect(intlLocale('nl')).toBe('nl');
  });
});

describe('supportedLanguageIn (the booking widget, decision 0053)', () => {
  it('maps tags as pickLanguage does, and is null where pickLanguage falls back to English', () => {
    expect(supportedLanguageIn(['de', 'pt-BR'])).toBe('pt-br');
    expect(supportedLanguageIn(['pt-PT'])).toBe('pt');
    expect(supportedLanguageIn(['de', 'fr'])).toBeNull();
    expect(supportedLanguageIn([])).toBeNull();
  });
});
