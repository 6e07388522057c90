export { AppShell } from './app-shell.tsx';
export { Overlays } from './overlays.tsx';
export { CookieBanner } from './cookie-banner.tsx';
