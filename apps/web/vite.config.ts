/**
 * Vite for the app: React, an installable PWA (manifest in src/pwa-manifest.ts, a service worker that
 * precaches only our own files and updates on navigation; docs/decisions/0020-installable-app.md), a
 * dev proxy to the API server, and output in apps/web/dist, which the server serves on app.localhost
 * (DECISIONS.md item 19).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest, navigateFallbackDenylist } from './src/pwa-manifest.ts';

const apiTarget = process.env.SESSIONBOOK_API ?? 'http://localhost:3000';

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
        // The install dialog's screenshots are fetched by the browser when it shows them, not used offline.
        globIgnores: ['screenshots/**'],
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
  ],
  server: {
    port: 5173,
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
