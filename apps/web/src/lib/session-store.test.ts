import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, testUser } from '../test/helpers.ts';
import { checkSessionUser } from './start-schemas.ts';

/** A fresh store, as the entry evaluates it: test/setup.ts already handed the check to the shared one. */
async function freshStore() {
  vi.resetModules();
  return import('./session-store.ts');
}

describe('the stored session is read with the shared schema, handed over at boot', () => {
  afterEach(() => localStorage.clear());

  it('counts no stored user before the check arrives, then the one that matches', async () => {
    localStorage.setItem('theme', 'professional');
    localStorage.setItem('token', fakeToken());
    localStorage.setItem('user', JSON.stringify(testUser('professional')));
    const store = await freshStore();
    expect(store.getSessionState()).toMatchObject({ user: null, theme: 'professional' });
    const listener = vi.fn();
    store.subscribeSession(listener);

    store.restoreSession(checkSessionUser);
    expect(store.getSessionState().user).toEqual(testUser('professional'));
    expect(listener).toHaveBeenCalled();
  });

  it('drops a stored user that does not match the schema (an older shape, or tampered)', async () => {
    const { has_password: _left, ...older } = testUser('client');
    localStorage.setItem('token', fakeToken());
    localStorage.setItem('user', JSON.stringify(older));
    const store = await freshStore();
    store.restoreSession(checkSessionUser);
    expect(store.getSessionState().user).toBeNull();
    localStorage.setItem('user', '{not json');
    store.restoreSession(checkSessionUser);
    expect(store.getSessionState().user).toBeNull();
  });
});
