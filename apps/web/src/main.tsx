/**
 * Entry: strip the language segment from the URL before the router reads it, boot (config, i18n,
 * stored session, router; the mount-failure page when that fails), then register the installed-app
 * worker.
 */
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { boot, restoreStoredSession } from './app/boot.tsx';
import { startLandingScreen } from './app/landing-screen.ts';
import { resolveLanguageAtStart, takeLanguageFromUrl } from './i18n.ts';
import {
  connectAppUpdates,
  markNewVersionControlling,
  markUpdateWaiting,
  setWorkerRegistration,
} from './lib/app-update.ts';
import { keepPressesOnPrerenderedSignIn } from './lib/prerendered-sign-in.ts';
import { forgetRetiredKeys } from './lib/storage.ts';
import { installTrustedTypesPolicy } from './lib/trusted-types.ts';
import { makeZodJitless } from './lib/zod-jitless.ts';
import './styles/tokens.css';
import './styles/global.css';

// Before anything renders or loads zod: the CSP requires Trusted Types and allows no eval.
installTrustedTypesPolicy();
makeZodJitless();
// What earlier versions kept on the device for the account now lives on the server (issue 25).
forgetRetiredKeys();
// The sign-in form the HTML may carry is there already: what is pressed in it from now on counts.
keepPressesOnPrerenderedSignIn();
const root = createRoot(document.getElementById('root')!);
const fromUrl = takeLanguageFromUrl();
// Started at once: the session check's chunk loads beside /config.json and the catalogs.
const sessionRestored = restoreStoredSession();
// A signed-in user's calendar loads beside them, not after boot.
startLandingScreen(window.location.pathname);

void resolveLanguageAtStart(fromUrl, sessionRestored)
  .then((language) => boot(root, language, { restoreSession: () => sessionRestored }))
  .then((started) => {
    // A new version waits until the next navigation (lib/app-update.ts). On the failure page there is
    // nothing to lose and a fixed release is the likeliest cure, so it takes over at once.
    const updateSW = registerSW({
      immediate: true,
      onNeedRefresh: started ? markUpdateWaiting : () => void updateSW(true),
      onNeedReload: started ? markNewVersionControlling : () => window.location.reload(),
      onRegisteredSW: (_url, registration) => setWorkerRegistration(registration ?? null),
    });
    connectAppUpdates({ applyUpdate: () => void updateSW(true) });
    // The worker keeps /config.json as it passes through it (vite.config.ts), but the first visit
    // fetched it before any worker controlled the page: once one does, fetch it through the worker,
    // so the app starts offline from the first visit on (issue 24 item 4).
    navigator.serviceWorker?.addEventListener('controllerchange', () => {
      void fetch('/config.json', { headers: { Accept: 'application/json' } }).catch(() => undefined);
    });
  });
