/** One React Query client for the app; sign-out clears it so the next user never sees cached data. */
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** How long what a screen loaded stays readable offline (lib/offline-cache.ts keeps it that long). */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

// TanStack Query believes it is online until told otherwise: an app opened offline must know at once,
// so its queries wait (and show what was kept) instead of failing.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not fix themselves by retrying; network and 5xx may.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      // Kept in memory as long as the offline cache keeps them, or it would forget them sooner.
      gcTime: OFFLINE_MAX_AGE_MS,
    },
    mutations: {
      // Never queued: TanStack's default ('online') pauses a change made offline and sends it when the
      // connection returns, minutes later, when the user has moved on (a registration became a waitlist
      // entry that way). A change is sent now or refused now (api-client.ts, issue 24 item 4).
      networkMode: 'always',
    },
  },
});
