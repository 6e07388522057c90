import { describe, expect, it } from 'vitest';
import { siteUrlIn } from './site-url.ts';

describe('the marketing site in a language (`/landingPage`)', () => {
  it('puts English at the root and every other language under its own segment', () => {
    expect(siteUrlIn('http://localhost:3000', 'en')).toBe('http://localhost:3000/');
    expect(siteUrlIn('http://localhost:3000', 'nl')).toBe('http://localhost:3000/nl/');
    expect(siteUrlIn('https://sessionbook.app/', 'pt-br')).toBe('https://sessionbook.app/pt-br/');
    expect(siteUrlIn('https://sessionbook.app//', 'es')).toBe('https://sessionbook.app/es/');
  });

  it('falls back to the root for a language the site does not have', () => {
    expect(siteUrlIn('http://localhost:3000', 'de')).toBe('http://localhost:3000/');
    expect(siteUrlIn('http://localhost:3000', '')).toBe('http://localhost:3000/');
  });
});
