/**
 * The widget as visitors see it, framed by the app itself (always allowed: `frame-ancestors 'self'`),
 * sized by the same height message the loader reads.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/index.ts';
import { readHeight } from '../../lib/widget-height.ts';
import { FRAME_HEIGHT } from './snippet-card.tsx';

export function PreviewCard({ username }: { username: string }) {
  const { t, i18n } = useTranslation('embed');
  const id = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(FRAME_HEIGHT);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const reported = readHeight(event.data);
      if (reported !== null) setHeight(reported);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const src = `/embed/${encodeURIComponent(username)}?${new URLSearchParams({ lang: i18n.language }).toString()}`;
  return (
    <Card as="section" className="embed__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="embed__heading">
        {t('settings.preview_title')}
      </h2>
      <iframe
        ref={frame}
        className="embed__preview"
        src={src}
        title={t('settings.preview_frame')}
        height={height}
      />
    </Card>
  );
}
