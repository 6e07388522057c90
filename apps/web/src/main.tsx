/**
 * Boot: strip the language segment from the URL before the router reads it, load /config.json,
 * start i18n, then mount. Any failure shows the mount-failure page (spec section 2).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { registerSW } from 'virtual:pwa-register';
import { App } from './app/app.tsx';
import { MountFailure } from './app/mount-failure.tsx';
import { routes } from './app/routes.tsx';
import { initI18n, resolveLanguage, takeLanguageFromUrl } from './i18n.ts';
import { loadConfig } from './lib/config.ts';
import './styles/tokens.css';
import './styles/global.css';

const root = createRoot(document.getElementById('root')!);
const language = resolveLanguage(takeLanguageFromUrl());

async function boot() {
  await Promise.all([loadConfig(), initI18n(language)]);
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // autoUpdate: a new worker activates and reloads the page itself; the router asks for updates.
  registerSW({ immediate: true });
}

boot().catch((error: unknown) => {
  console.error(error);
  root.render(<MountFailure language={language} />);
});
