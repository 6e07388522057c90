import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession, testUser } from '../test/helpers.ts';
import { startOfflineCache } from './offline-cache.ts';
import { clearSession, updateSession } from './session-store.ts';

/** A persister in memory, saving at once (the app's saves to IndexedDB at most once a second). */
function memoryPersister() {
  const box: { saved?: PersistedClient } = {};
  const persister: Persister = {
    persistClient: (client) => void (box.saved = structuredClone(client)),
    restoreClient: () => box.saved,
    removeClient: () => void delete box.saved,
  };
  return { box, persister };
}

const loadedWeek = (client: QueryClient) =>
  client.setQueryData(['client-calendar', 'events', 'p1'], ['class']);

describe("the offline cache of what a user's screens loaded", () => {
  afterEach(() => localStorage.clear());

  it('restores what the same user last loaded, and never another account', async () => {
    const { box, persister } = memoryPersister();
    storeSession({ theme: 'client', signedIn: true, user: testUser('client', { id: 'user-a' }) });
    const first = new QueryClient();
    await startOfflineCache(first, persister);
    loadedWeek(first);
    expect(box.saved?.buster).toBe('user-a');

    const again = new QueryClient();
    await startOfflineCache(again, persister);
    expect(again.getQueryData(['client-calendar', 'events', 'p1'])).toEqual(['class']);

    storeSession({ theme: 'client', signedIn: true, user: testUser('client', { id: 'user-b' }) });
    const other = new QueryClient();
    await startOfflineCache(other, persister);
    expect(other.getQueryData(['client-calendar', 'events', 'p1'])).toBeUndefined();
    expect(box.saved).toBeUndefined();
  });

  it('is emptied, and the screens forget, when the user signs out or the session is refused', async () => {
    const { box, persister } = memoryPersister();
    storeSession({ theme: 'client', signedIn: true, user: testUser('client', { id: 'user-c' }) });
    const client = new QueryClient();
    await startOfflineCache(client, persister);
    loadedWeek(client);
    expect(box.saved).toBeDefined();
    clearSession();
    expect(box.saved).toBeUndefined();
    expect(client.getQueryData(['client-calendar', 'events', 'p1'])).toBeUndefined();

    // Another account signing in on this device starts from nothing and keeps its own.
    updateSession({ token: 'x', user: testUser('client', { id: 'user-d' }) });
    loadedWeek(client);
    expect(box.saved?.buster).toBe('user-d');
  });
});
