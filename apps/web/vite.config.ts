/**
 * Vite for the app: React, an installable PWA (manifest in src/pwa-manifest.ts, a service worker that
 * precaches only our own files and updates on navigation; docs/decisions/0020-installable-app.md), a
 * dev proxy to the API server, and output in apps/web/dist, which the server serves on app.localhost
 * (docs/product/screens.md#host-routing), brotli and gzip variants included
 * (docs/decisions/0026-security-headers.md).
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressFolder } from '../../scripts/precompress.mjs';
import { manifest, navigateFallbackDenylist } from './src/pwa-manifest.ts';
import { languageCatalogs } from './language-catalogs.ts';
import { PRERENDERED_DIR, prerenderSignIn } from './prerender-sign-in.ts';

const apiTarget = process.env.SESSIONBOOK_API ?? 'http://localhost:3000';

/**
 * Writes `.br` and `.gz` beside the built files once the bundle and the service worker are on disk:
 * the PWA plugin writes `sw.js` in its own `closeBundle`, so this one runs after it (`order: 'post'`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sessionbook:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFolder(outDir);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // A new version waits and takes over at the next navigation (src/lib/app-update.ts), never
      // under a form in progress.
      registerType: 'prompt',
      // main.tsx registers through virtual:pwa-register so the router can ask for updates.
      injectRegister: false,
      includeAssets: ['icon.svg', 'apple-touch-icon.png'],
      manifest,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Web Push: showing a message and opening its link (public/push-sw.js, decision 0032).
        importScripts: ['/push-sw.js'],
        // The install dialog's screenshots are fetched by the browser when it shows them, not used offline.
        // The prerendered sign-in pages are for a first visit's server answer only (prerender-sign-in.ts).
        globIgnores: ['screenshots/**', `${PRERENDERED_DIR}/**`],
        navigateFallback: '/index.html',
        navigateFallbackDenylist,
        // The app starts offline too: the last /config.json stands in when the network does not answer.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'config', networkTimeoutSeconds: 5 },
          },
        ],
        // A first install controls the open page at once; later versions wait (registerType above).
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
    // src/i18n.ts loads all of a language's namespaces at start: one module, one chunk, one request.
    languageCatalogs(),
    // The sign-in form in the HTML, so it paints before the app's script (issue 30 item 4).
    prerenderSignIn(),
    precompress(),
  ],
  // Default exports only: the catalogs are read whole (src/i18n.ts), and a named export per top-level
  // key made each language's chunk about 6 % larger.
  json: { namedExports: false },
  server: {
    port: 5173,
    // /config.json names the server's APP_URL as the API's address (decision 0026): start the API
    // server with APP_URL=http://localhost:5173 so the app calls it through this proxy.
    proxy: {
      '/api': apiTarget,
      '/config.json': apiTarget,
      '/dev': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: scripts/check-budgets.mjs reads the first-load chunks from it.
    manifest: true,
  },
});
