/** Shared helpers for the shell's tests: real English catalogs, a config, and signed-in sessions. */
import '@testing-library/jest-dom/vitest';
import type { AppConfig, SessionUser, Theme } from '@sessionbook/domain';
import { noSocials } from '@sessionbook/domain/testing';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { initI18n, i18next } from '../i18n.ts';
import { setConfig } from '../lib/config.ts';
import { reloadSessionFromStorage } from '../lib/session-store.ts';
import { resetApiMocks } from './mocks.ts';

export async function setupI18n() {
  if (!i18next.isInitialized) await initI18n('en');
  else await i18next.changeLanguage('en');
}

/**
 * The hooks of a screen's test file: English and a config once; before each test, fresh API and toast
 * stand-ins (test/mocks.ts, where the file mocks them) and then `beforeEachTest`; after it, an
 * empty document.
 */
export function setUpScreenTests(beforeEachTest: () => void = () => {}) {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  beforeEach(() => {
    resetApiMocks();
    beforeEachTest();
  });
  afterEach(cleanup);
}

/** A VAPID public key (a P-256 point, base64url) as the server's /config.json gives it. */
export const TEST_VAPID_PUBLIC_KEY =
  'BE2UElvxqbH_mkU7RAgXRvXGwUjgIC0nn6xdQdRhnVYEISFocM3F5uAW7k4OtrX6afGxAiuhmifsTv5Xnvf3YeQ';

export function useTestConfig(rules: Partial<AppConfig['rules']> = {}) {
  setConfig({
    api: { url: 'http://app.localhost:3000/api/' },
    front: { url: 'http://app.localhost:3000', site_url: 'http://localhost:3000' },
    rules: {
      cookies: { enabled: true, type: 'banner' },
      error_tracking: { enabled: false, url: null },
      analytics: { enabled: false, id: null, tag_manager_id: null, heat_map_id: null },
      debug: false,
      google: { enabled: false },
      sms: { enabled: true },
      push: { enabled: true, public_key: TEST_VAPID_PUBLIC_KEY },
      ...rules,
    },
  });
}

/** An unsigned JWT with the claims the domain's `isTokenLive` reads. */
export function fakeToken(expiresInSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode({ iat: now, exp: now + expiresInSeconds })}.sig`;
}

export function testUser(theme: Theme = 'client', overrides: Partial<SessionUser> = {}): SessionUser {
  const profile = {
    id: 'p1',
    full_name: 'Ana Silva',
    username: 'ana',
    email: 'ana@example.test',
    phone: null,
    whatsapp_phone: null,
    onboarded: true,
    socials: noSocials(),
  };
  return {
    id: 'u1',
    email: 'ana@example.test',
    username: 'ana',
    full_name: 'Ana Silva',
    language: 'en',
    timezone: 'Europe/Amsterdam',
    theme,
    avatar: null,
    email_verified: true,
    has_password: true,
    activated: true,
    client: profile,
    professional: profile,
    ...overrides,
  };
}

/** Writes a session to local storage the way sign-in does, and makes the store re-read it. */
export function storeSession(opts: { theme: Theme; signedIn: boolean; user?: SessionUser }) {
  localStorage.clear();
  localStorage.setItem('theme', opts.theme);
  if (opts.signedIn) {
    localStorage.setItem('token', fakeToken());
    localStorage.setItem('user', JSON.stringify(opts.user ?? testUser(opts.theme)));
  }
  reloadSessionFromStorage();
}
