/**
 * Entry: strip the language segment from the URL before the router reads it, boot (config, i18n,
 * router; the mount-failure page when that fails), then register the installed-app worker.
 */
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { boot } from './app/boot.tsx';
import { resolveLanguage, takeLanguageFromUrl } from './i18n.ts';
import {
  connectAppUpdates,
  markNewVersionControlling,
  markUpdateWaiting,
  setWorkerRegistration,
} from './lib/app-update.ts';
import './styles/tokens.css';
import './styles/global.css';

const root = createRoot(document.getElementById('root')!);
const language = resolveLanguage(takeLanguageFromUrl());

void boot(root, language).then((started) => {
  // A new version waits until the next navigation (lib/app-update.ts). On the failure page there is
  // nothing to lose and a fixed release is the likeliest cure, so it takes over at once.
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: started ? markUpdateWaiting : () => void updateSW(true),
    onNeedReload: started ? markNewVersionControlling : () => window.location.reload(),
    onRegisteredSW: (_url, registration) => setWorkerRegistration(registration ?? null),
  });
  connectAppUpdates({ applyUpdate: () => void updateSW(true) });
});
