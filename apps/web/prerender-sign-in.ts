/**
 * The sign-in screen in the HTML itself (issue 30 item 4): once the app's build is on disk, renders the
 * screen with react-dom/server through the app's own components (src/app/prerender-sign-in-screen.tsx)
 * and writes `dist/prerendered/sign-in.<language>[.google][.banner].html` (Google's button, the cookie
 * banner: each as the server offers them): the built index.html with the form
 * before the app's root and every stylesheet the form needs inlined, so it paints with the HTML instead
 * of after the first-load script and the sign-in chunk. The server sends one for `/auth/signin`
 * (apps/server/src/http/host-routing.ts); the app takes it over (src/lib/prerendered-sign-in.ts).
 * docs/performance.md, "Lighthouse on the app".
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Manifest, type Plugin } from 'vite';
import { APP_NAMESPACES } from './src/catalog-namespaces.ts';
import { languageCatalogs } from './language-catalogs.ts';

const LANGUAGES = ['en', 'es', 'nl', 'pt', 'pt-br'] as const;
const catalogDir = resolve(import.meta.dirname, '../../packages/i18n/src/catalogs');

/** The folder under dist; the service worker does not precache it (vite.config.ts, globIgnores). */
export const PRERENDERED_DIR = 'prerendered';
/** The element the prerendered screen sits in, beside the app's root. */
export const PRERENDERED_ID = 'prerendered-sign-in';

interface ScreenOptions {
  google: boolean;
  cookieBanner: boolean;
}

type Render = (
  language: string,
  catalogs: Record<string, Record<string, unknown>>,
  options: ScreenOptions,
) => Promise<{ html: string; title: string }>;

const VARIANTS: ScreenOptions[] = [false, true].flatMap((google) =>
  [false, true].map((cookieBanner) => ({ google, cookieBanner })),
);

export function prerenderSignIn(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'sessionbook:prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // After Vite wrote index.html and the manifest; before the precompress plugin (`order: 'post'`).
    closeBundle: {
      sequential: true,
      async handler() {
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const css = await stylesheetsOf(manifest, outDir);
        await mkdir(join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const { language, options, screen } of await renderScreens(root)) {
          const name = `sign-in.${language}${options.google ? '.google' : ''}${options.cookieBanner ? '.banner' : ''}.html`;
          await writeFile(join(outDir, PRERENDERED_DIR, name), pageWith(template, css, language, screen));
        }
      },
    },
  };
}

/**
 * Each language's screen in each variant the server may need, rendered
 * through a Vite server in SSR mode, so the components load as the app's build sees them.
 */
async function renderScreens(root: string) {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [react(), languageCatalogs()],
    json: { namedExports: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderSignIn } = (await server.ssrLoadModule('/src/app/prerender-sign-in-screen.tsx')) as {
      renderSignIn: Render;
    };
    const english = await catalogsOf('en');
    const screens = [];
    for (const language of LANGUAGES) {
      const catalogs = { en: english, [language]: await catalogsOf(language) };
      for (const options of VARIANTS)
        screens.push({ language, options, screen: await renderSignIn(language, catalogs, options) });
    }
    return screens;
  } finally {
    await server.close();
  }
}

async function catalogsOf(language: string): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    APP_NAMESPACES.map(async (ns) => {
      const text = await readFile(join(catalogDir, language, `${ns}.json`), 'utf8');
      return [ns, JSON.parse(text) as unknown] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The entry's stylesheets and the sign-in chunk's (and those of the chunks it imports), in the order
 * the browser would apply them: the entry's first.
 */
async function stylesheetsOf(manifest: Manifest, outDir: string): Promise<string> {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) if (!files.includes(file)) files.push(file);
  };
  visit('index.html');
  visit('src/features/auth/index.ts');
  const texts = await Promise.all(files.map((file) => readFile(join(outDir, file), 'utf8')));
  return texts.join('\n');
}

/**
 * index.html with the language, the screen's title, the stylesheets inline (no request stands between
 * the HTML and its first paint; the app's CSP allows inline `<style>`, decision 0026) and the screen
 * before the app's root.
 */
function pageWith(template: string, css: string, language: string, screen: { html: string; title: string }) {
  const replaced = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(screen.title)}</title>`)
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace('</head>', `<style>${css.replace(/<\/style/gi, '<\\/style')}${OVER_THE_ROOT}</style>\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="${PRERENDERED_ID}">${screen.html}</div><div id="root"></div>`,
    );
  if (!replaced.includes(PRERENDERED_ID) || replaced.includes('rel="stylesheet"'))
    throw new Error('prerender-sign-in: index.html no longer has the shape this plugin expects');
  return replaced;
}

/**
 * The prerendered screen lies over the app's root rather than above it in the flow: the app's first
 * render (a loading screen, while the sign-in chunk comes) then sits under it, and removing it moves
 * nothing. In the flow, the root moved up into view, and the browser counted that as a layout shift
 * of the whole screen (Lighthouse: cumulative layout shift 1.0).
 */
const OVER_THE_ROOT = `#${PRERENDERED_ID}{position:absolute;top:0;left:0;right:0}`;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
