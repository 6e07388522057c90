/** Overlays present on every screen (spec section 2): banners stack above the bottom bar. */
import { CookieBanner } from './cookie-banner.tsx';
import { InstallPrompt } from './install-prompt.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import './shell.css';

export function Overlays() {
  return (
    <div className="overlays">
      <OfflineBanner />
      <InstallPrompt />
      <CookieBanner />
    </div>
  );
}
