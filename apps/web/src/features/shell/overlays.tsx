/** Overlays present on every screen (docs/product/screens.md#overlays): banners stack above the bottom bar. */
import { useEffect, useRef } from 'react';
import { CookieBanner } from './cookie-banner.tsx';
import { InstallPrompt } from './install-prompt.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import './shell.css';

/** The gap between the banners and the toasts above them (--space-2). */
const TOAST_GAP_PX = 8;

export function Overlays() {
  const dock = useDockHeight();
  return (
    <div className="overlays" ref={dock}>
      <OfflineBanner />
      <InstallPrompt />
      <CookieBanner />
    </div>
  );
}

/**
 * Publishes how tall the banners are as `--overlays-height`, which the toast region (lib/toast.tsx,
 * styled in shell.css) adds to its bottom offset, so a toast never covers a banner's buttons.
 */
function useDockHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const publish = () => {
      const height = element.getBoundingClientRect().height;
      root.style.setProperty('--overlays-height', height > 0 ? `${height + TOAST_GAP_PX}px` : '0px');
    };
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    publish();
    return () => {
      observer.disconnect();
      root.style.removeProperty('--overlays-height');
    };
  }, []);
  return ref;
}
