/**
 * One truth on every device (issue 24 item 3, decision 0028): the signed-in user is read again when
 * the app starts and whenever it comes back into view, and a change of zone or language made on
 * another device is applied here. The live stream (lib/live) does the same the moment the account
 * changes while this tab is open.
 */
import { useEffect } from 'react';
import { useSession } from './session.tsx';

/** Focus and visibility often fire together: one read serves both. */
const REREAD_GAP_MS = 2_000;

export function SessionUserSync() {
  const { isAuthenticated, refreshUser } = useSession();
  useEffect(() => {
    if (!isAuthenticated) return;
    let last = 0;
    const reread = () => {
      if (document.visibilityState === 'hidden' || Date.now() - last < REREAD_GAP_MS) return;
      last = Date.now();
      // Offline or refused: the stored user stays (a 401 signs out through the API client).
      void refreshUser().catch(() => undefined);
    };
    reread();
    window.addEventListener('focus', reread);
    document.addEventListener('visibilitychange', reread);
    return () => {
      window.removeEventListener('focus', reread);
      document.removeEventListener('visibilitychange', reread);
    };
  }, [isAuthenticated, refreshUser]);
  return null;
}
