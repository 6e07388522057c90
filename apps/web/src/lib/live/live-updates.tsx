/**
 * The tab's one live connection (decision 0028), while someone is signed in: changes made anywhere
 * (another device, another person, another server instance) invalidate what this tab shows within
 * moments. Mounted once, in the root layout.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiBase } from '../config.ts';
import { useSession } from '../session.tsx';
import { clearSession } from '../session-store.ts';
import { applyLiveChange, type LiveReader } from './apply-change.ts';
import { startLiveConnection } from './live-connection.ts';

export function LiveUpdates() {
  const { token, user, isAuthenticated, refreshUser } = useSession();
  const queryClient = useQueryClient();
  // The connection lives as long as the token; the reader's details may change under it.
  const reader = useRef<LiveReader>({ ownProfessionalId: null, refreshUser });
  reader.current = { ownProfessionalId: user?.professional?.id ?? null, refreshUser };

  useEffect(() => {
    if (!isAuthenticated || !token) return;
    const apply = (change: Parameters<typeof applyLiveChange>[1]) =>
      void applyLiveChange(queryClient, change, reader.current);
    const connection = startLiveConnection({
      url: new URL('live', new URL(apiBase(), window.location.origin)).toString(),
      token,
      onChange: apply,
      // Reads that raced the stream's opening may predate a change nobody told this tab of: the ones
      // already made (or under way) are made again; later ones come after the server listened.
      onListening: () => void queryClient.invalidateQueries(),
      onResumed: () => apply({ scope: 'everything' }),
      // The session ended (signed out elsewhere, password changed): as any 401 does.
      onUnauthorized: clearSession,
    });
    return () => connection.stop();
  }, [isAuthenticated, token, queryClient]);

  return null;
}
