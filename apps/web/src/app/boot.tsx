/**
 * Starting the app: load /config.json and the language's catalogs and check the stored session, then
 * mount the router. Any failure shows the mount-failure page (docs/product/screens.md#overlays) instead of a
 * blank screen.
 */
import type { Language } from '@sessionbook/domain';
import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { connectSheetHistory, listenForSheetBack } from '../components/modal/sheet-history.ts';
import { initI18n } from '../i18n.ts';
import { loadConfig } from '../lib/config.ts';
import { queryClient } from '../lib/query-client.ts';
import { restoreSession } from '../lib/session-store.ts';
import { App } from './app.tsx';
import { MountFailure } from './mount-failure.tsx';
import { routes } from './routes.tsx';

export interface BootSteps {
  loadConfig: () => Promise<unknown>;
  initI18n: (language: Language) => Promise<unknown>;
  restoreSession: () => Promise<unknown>;
  /** After the session: what the signed-in user's screens last loaded (lib/offline-cache.ts). */
  restoreOfflineCache: () => Promise<unknown>;
}

/**
 * Checks the stored session user with the shared schema. The schema's chunk (zod) loads here, beside
 * /config.json and the catalogs, rather than with first-load JS (docs/performance.md, "First load").
 */
export async function restoreStoredSession(): Promise<void> {
  const { checkSessionUser } = await import('../lib/start-schemas.ts');
  restoreSession(checkSessionUser);
}

/** Never fails the start: without IndexedDB the screens simply load from the server. */
export async function restoreOfflineCache(): Promise<void> {
  try {
    const { startOfflineCache } = await import('../lib/offline-cache.ts');
    await startOfflineCache(queryClient);
  } catch (error) {
    console.warn('offline cache unavailable', error);
  }
}

const defaultSteps: BootSteps = {
  loadConfig: () => loadConfig(),
  initI18n,
  restoreSession: restoreStoredSession,
  restoreOfflineCache,
};

/** Mounts the app into `root`; resolves to false when it showed the mount-failure page instead. */
export async function boot(root: Root, language: Language, steps: Partial<BootSteps> = {}): Promise<boolean> {
  const { loadConfig, initI18n, restoreSession, restoreOfflineCache } = { ...defaultSteps, ...steps };
  try {
    await Promise.all([loadConfig(), initI18n(language), restoreSession().then(restoreOfflineCache)]);
    // The back button closes an open sheet or dialog before it leaves the page (issue 25); its
    // listener goes first, so it runs before the router's.
    listenForSheetBack();
    const router = createBrowserRouter(routes);
    connectSheetHistory(router);
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole screen: on a slow phone that is the difference between
    // one long task and many short ones (docs/performance.md, "Calendars on a throttled phone").
    startTransition(() =>
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    );
    return true;
  } catch (error) {
    console.error(error);
    root.render(<MountFailure language={language} />);
    return false;
  }
}
