/**
 * Starting the app: load /config.json and the language's catalogs, then mount the router. Any failure
 * shows the mount-failure page (spec section 2) instead of a blank screen.
 */
import type { Language } from '@sessionbook/domain';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { initI18n } from '../i18n.ts';
import { loadConfig } from '../lib/config.ts';
import { App } from './app.tsx';
import { MountFailure } from './mount-failure.tsx';
import { routes } from './routes.tsx';

export interface BootSteps {
  loadConfig: () => Promise<unknown>;
  initI18n: (language: Language) => Promise<unknown>;
}

/** Mounts the app into `root`; resolves to false when it showed the mount-failure page instead. */
export async function boot(
  root: Root,
  language: Language,
  steps: BootSteps = { loadConfig: () => loadConfig(), initI18n },
): Promise<boolean> {
  try {
    await Promise.all([steps.loadConfig(), steps.initI18n(language)]);
    const router = createBrowserRouter(routes);
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    return true;
  } catch (error) {
    console.error(error);
    root.render(<MountFailure language={language} />);
    return false;
  }
}
