import { describe, expect, it, vi } from 'vitest';
import {
  i18next,
  resolveLanguage,
  resolveLanguageAtStart,
  setLanguage,
  takeLanguageFromUrl,
} from './i18n.ts';
import { setupI18n, storeSession, testUser } from './test/helpers.ts';

function fakeLocation(href: string) {
  const url = new URL(href);
  const calls: string[] = [];
  const history = { state: null, replaceState: (_s: unknown, _t: string, to: string) => calls.push(to) };
  return { location: url as unknown as Location, history: history as unknown as History, calls };
}

describe('language from the URL (docs/product/screens.md#language-in-the-path)', () => {
  it('removes a leading language segment, keeping query and hash', () => {
    const { location, history, calls } = fakeLocation(
      'http://app.localhost/pt-br/auth/signin?redirect=%2Fx#top',
    );
    expect(takeLanguageFromUrl(location, history)).toBe('pt-br');
    expect(calls).toEqual(['/auth/signin?redirect=%2Fx#top']);
  });

  it('leaves other paths alone', () => {
    const { location, history, calls } = fakeLocation('http://app.localhost/professionals');
    expect(takeLanguageFromUrl(location, history)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('turns a bare language path into the root', () => {
    const { location, history, calls } = fakeLocation('http://app.localhost/nl');
    expect(takeLanguageFromUrl(location, history)).toBe('nl');
    expect(calls).toEqual(['/']);
  });

  it('orders URL, stored language, user language, browser', () => {
    storeSession({ theme: 'client', signedIn: true, user: testUser('client', { language: 'es' }) });
    expect(resolveLanguage('nl')).toBe('nl');
    expect(resolveLanguage(null)).toBe('es');
    localStorage.setItem('language', 'pt');
    expect(resolveLanguage(null)).toBe('pt');
    storeSession({ theme: 'client', signedIn: false });
    expect(resolveLanguage(null)).toBe('en'); // jsdom's navigator.languages is en-US
  });

  it('at start, waits for the session check only when the stored user decides the language', async () => {
    storeSession({ theme: 'client', signedIn: true, user: testUser('client', { language: 'nl' }) });
    localStorage.setItem('language', 'pt');
    const never = new Promise<never>(() => undefined);
    // The stored language wins: no need to wait for the check (boot loads the catalogs at once).
    await expect(resolveLanguageAtStart(null, never)).resolves.toBe('pt');
    await expect(resolveLanguageAtStart('es', never)).resolves.toBe('es');

    localStorage.removeItem('language');
    let finish!: () => void;
    const restored = new Promise<void>((resolve) => (finish = resolve));
    let language: string | undefined;
    void resolveLanguageAtStart(null, restored).then((value) => (language = value));
    await Promise.resolve();
    expect(language).toBeUndefined();
    finish();
    await restored;
    await vi.waitFor(() => expect(language).toBe('nl'));
  });

  it('loads another language on demand, sets <html lang> and remembers it', async () => {
    await setupI18n();
    await setLanguage('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(localStorage.getItem('language')).toBe('nl');
    expect(i18next.t('common:network_errors.cors')).not.toBe('network_errors.cors');
    await setLanguage('en');
  });
});
