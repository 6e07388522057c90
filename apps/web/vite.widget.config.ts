/**
 * Vite for the booking widget (docs/decisions/0053-booking-widget.md), apart from the app so nothing of
 * React, the router or the service worker comes with it: the page `embed.html` (served as
 * `/embed/{username}`, apps/server/src/http/widget-page.ts) with its script and stylesheet under
 * `/widget/assets/`, and, with `--mode loader`, `/embed.js`, one classic script with no imports for
 * other sites. Both write into apps/web/dist/widget after the app's build, and precompress it.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { precompressFolder } from '../../scripts/precompress.mjs';

const outDir = resolve(import.meta.dirname, 'dist/widget');

const precompress = {
  name: 'sessionbook:precompress-widget',
  apply: 'build' as const,
  closeBundle: { order: 'post' as const, sequential: true, handler: () => precompressFolder(outDir) },
};

export default defineConfig(({ mode }) => ({
  base: '/widget/',
  // The app's public files (icons, the push worker) belong to the app's build, not here.
  publicDir: false,
  plugins: [precompress],
  json: { namedExports: false },
  build: {
    outDir,
    // The loader builds second into the same folder.
    emptyOutDir: mode !== 'loader',
    target: 'es2022',
    sourcemap: true,
    manifest: mode !== 'loader',
    // The page runs under Trusted Types with no policy: Vite's preload polyfill is not needed.
    modulePreload: false,
    ...(mode === 'loader'
      ? {
          lib: {
            entry: resolve(import.meta.dirname, 'src/widget/loader.ts'),
            formats: ['iife' as const],
            name: 'sessionbookWidgetLoader',
            fileName: () => 'embed.js',
          },
        }
      : { rolldownOptions: { input: { widget: resolve(import.meta.dirname, 'embed.html') } } }),
  },
}));
