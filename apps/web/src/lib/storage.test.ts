/**
 * No flag stored per device that belongs to the account (issue 25, docs/decisions/0035). A new key
 * must be placed in STORAGE_OWNERS and in AUDITED below, which asks whoever adds it to decide whose it
 * is; and nothing outside lib/storage.ts touches local or session storage on its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetRetiredKeys, RETIRED_KEYS, STORAGE_KEYS, STORAGE_OWNERS } from './storage.ts';

/** Reviewed in docs/decisions/0035: every key, and why the device (not the account) owns it. */
const AUDITED = {
  user: 'sign-in',
  token: 'sign-in',
  theme: 'device',
  language: 'device',
  cookies_accepted: 'device',
  install_prompt_dismissed: 'device',
  install_offer_screens: 'device',
  no_timezone_updates: 'device',
  detected_timezone: 'device',
  timezone_suggested_at: 'device',
  invite_slug: 'visit',
  sign_up_redirect: 'visit',
};

// A string, not a URL object: under jsdom `URL` is the window's, which node's fileURLToPath refuses.
const SRC = dirname(dirname(fileURLToPath(import.meta.url)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Test helpers set storage up the way the app left it; they ship nothing.
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('what the device keeps', () => {
  afterEach(() => localStorage.clear());

  it('keeps only the audited keys, each owned by this device, its sign-in or a guest visit', () => {
    const owners = Object.fromEntries(
      Object.entries(STORAGE_KEYS).map(([name, key]) => [
        key,
        STORAGE_OWNERS[name as keyof typeof STORAGE_KEYS],
      ]),
    );
    expect(owners).toEqual(AUDITED);
  });

  it('never keeps a retired account flag again, and removes it from the device', () => {
    for (const key of RETIRED_KEYS) expect(Object.values(STORAGE_KEYS)).not.toContain(key);
    localStorage.setItem('onboarding_done', 'true');
    localStorage.setItem('cookies_accepted', 'true');
    forgetRetiredKeys();
    expect(localStorage.getItem('onboarding_done')).toBeNull();
    expect(localStorage.getItem('cookies_accepted')).toBe('true');
  });

  it('is read and written only through lib/storage.ts', () => {
    const direct = sourceFiles(SRC)
      .filter((path) => !path.endsWith(join('lib', 'storage.ts')))
      .filter((path) => /\b(localStorage|sessionStorage)\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(direct).toEqual([]);
  });
});
