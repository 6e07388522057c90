/**
 * Offline banner (docs/product/screens.md#overlays): appears on every connection change; "back online" hides
 * after
 * ONLINE_BANNER_MS, "offline" stays until the connection returns. Announced through a live region.
 */
import { ONLINE_BANNER_MS } from '@sessionbook/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Status = 'hidden' | 'offline' | 'online';

export function OfflineBanner() {
  const { t } = useTranslation('app');
  const [status, setStatus] = useState<Status>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'hidden',
  );

  useEffect(() => {
    const goOffline = () => setStatus('offline');
    const goOnline = () => setStatus('online');
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  useEffect(() => {
    if (status !== 'online') return;
    const timer = setTimeout(() => setStatus('hidden'), ONLINE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <div role="status" aria-live="polite" className="connection-region" data-overlay-live>
      {status !== 'hidden' && (
        <p className={`banner banner--${status}`}>
          {t(status === 'offline' ? 'offline.offline' : 'offline.online')}
        </p>
      )}
    </div>
  );
}
