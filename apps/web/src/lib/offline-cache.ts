/**
 * What the screens last loaded stays readable offline (issue 24 item 4, decision 0028): the query
 * cache is saved to IndexedDB (TanStack Query's own persister, at most once a second) and put back when
 * the app starts, before the first screen asks for anything. Saved per user: another account's cache
 * is never restored, and signing out (or a refused session) empties it. Kept OFFLINE_MAX_AGE_MS.
 * Loaded beside /config.json at boot, so it costs the first load nothing.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { OFFLINE_MAX_AGE_MS } from './query-client.ts';
import { getSessionState, subscribeSession } from './session-store.ts';

const KEY = 'sessionbook-offline-cache';

/** IndexedDB can be missing or refuse (private windows): the app works on without the cache. */
const storage = {
  getItem: async (key: string) => (await get<string>(key)) ?? null,
  setItem: async (key: string, value: string) => set(key, value),
  removeItem: async (key: string) => del(key),
};

export async function startOfflineCache(
  queryClient: QueryClient,
  persister: Persister = createAsyncStoragePersister({ storage, key: KEY }),
): Promise<void> {
  const remove = () => Promise.resolve(persister.removeClient()).catch(() => undefined);
  const follow = (userId: string) => persistQueryClientSubscribe({ queryClient, persister, buster: userId });

  let userId = getSessionState().user?.id ?? null;
  if (userId)
    await persistQueryClientRestore({ queryClient, persister, maxAge: OFFLINE_MAX_AGE_MS, buster: userId })
      // An unreadable cache is dropped by the restore itself; the screens load from the server.
      .catch(() => undefined);
  else await remove();
  let stop = userId ? follow(userId) : () => undefined;

  subscribeSession(() => {
    const next = getSessionState().user?.id ?? null;
    if (next === userId) return;
    stop();
    userId = next;
    void remove();
    if (next) stop = follow(next);
    else {
      stop = () => undefined;
      // Signed out or refused: nothing of this account stays on screen or in memory.
      queryClient.clear();
    }
  });
}
