// Size budgets (issue 14 item 5, issue 15 goal 3): the app's first-load JavaScript and CSS, gzipped,
// from Vite's manifest, and the JavaScript each pre-rendered site page ships.
// scripts/check-budgets.mjs prints and enforces.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip at level 9, as a CDN or size-limit would measure what travels. */
export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * The files a browser loads before the app can run: every entry chunk and, transitively, its static
 * `imports`. `dynamicImports` load later (routes, catalogs), so they stay out. Chunks may import
 * their entry back (shared helpers), hence the visited set.
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[], css?: string[] }>} manifest
 * @returns {{ js: string[], css: string[] }} output files, in load order, each once
 */
export function firstLoadFiles(manifest) {
  const seen = new Set();
  const js = [];
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite manifest: "${key}" is imported but has no entry`);
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('Vite manifest: no entry chunk');
  entries.forEach(visit);
  return { js, css: [...css] };
}

/** Script types the browser runs; anything else (ld+json, importmap, templates) is data. */
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

const attribute = (attributes, name) => {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

/**
 * The executable scripts in an HTML page: external `src`s and inline bodies.
 * @param {string} html
 * @returns {{ external: string[], inline: string[] }}
 */
export function scriptsInHtml(html) {
  const external = [];
  const inline = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    const src = attribute(attributes, 'src');
    if (src !== undefined) external.push(src);
    else if (body.trim()) inline.push(body);
  }
  return { external, inline };
}

/** HTML files under a folder, as paths relative to it with `/` separators. */
export function htmlFilesUnder(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The file a script `src` names inside the site's dist folder, resolved from the page that uses it.
 * Scripts from another origin cannot be measured here, and the site must not load any.
 */
function siteScriptFile(siteDist, page, src) {
  if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(src)) return null;
  const path = src.split(/[?#]/)[0];
  const file = path.startsWith('/') ? resolve(siteDist, '.' + path) : resolve(siteDist, dirname(page), path);
  return file.startsWith(resolve(siteDist) + sep) && existsSync(file) ? file : null;
}

/** @typedef {{ name: string, files: { name: string, bytes: number }[], total: number, limit: number, ok: boolean }} Verdict */

/**
 * One budget's verdict.
 * @param {string} name
 * @param {{ name: string, bytes: number }[]} files
 * @param {number} limit bytes
 * @returns {Verdict}
 */
export function verdict(name, files, limit) {
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  return { name, files, total, limit, ok: total <= limit };
}

/**
 * Measures the built app and site against their budgets. The app's budget is one sum: its first-load
 * JavaScript and CSS together, gzipped.
 * @param {{ webDist: string, siteDist: string, appFirstLoadGzip: number, siteJsPerPage: number }} options
 * @returns {{ app: Verdict | null, site: Verdict[], problems: string[] }}
 */
export function measureBudgets({ webDist, siteDist, appFirstLoadGzip, siteJsPerPage }) {
  const problems = [];
  let app = null;
  const site = [];

  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    problems.push(
      `${manifestPath} is missing: run npm run build (build.manifest in apps/web/vite.config.ts)`,
    );
  } else {
    const { js, css } = firstLoadFiles(JSON.parse(readFileSync(manifestPath, 'utf8')));
    const sized = (files) =>
      files.map((file) => ({ name: file, bytes: gzipSize(readFileSync(join(webDist, file))) }));
    app = verdict('app first-load JavaScript and CSS (gzip)', sized([...js, ...css]), appFirstLoadGzip);
  }

  const pages = existsSync(siteDist) ? htmlFilesUnder(siteDist) : [];
  if (pages.length === 0) problems.push(`${siteDist} has no pages: run npm run build`);
  for (const page of pages) {
    const { external, inline } = scriptsInHtml(readFileSync(join(siteDist, page), 'utf8'));
    const files = inline.map((body, index) => ({
      name: `inline script ${index + 1}`,
      bytes: Buffer.byteLength(body),
    }));
    for (const src of external) {
      const file = siteScriptFile(siteDist, page, src);
      if (file) files.push({ name: src, bytes: readFileSync(file).length });
      else problems.push(`site ${page}: script ${src} is not a file of the site's build`);
    }
    site.push(verdict(`site /${page}`, files, siteJsPerPage));
  }
  return { app, site, problems };
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

/** Lines in the spirit of size-limit's output: each file, the total, the limit. */
export function formatVerdict({ name, files, total, limit, ok }, { showFiles = true } = {}) {
  const lines = [`${ok ? '  ' : '✖ '}${name}`];
  if (showFiles) for (const file of files) lines.push(`    ${kB(file.bytes).padStart(10)}  ${file.name}`);
  lines.push(`    Size:  ${kB(total)}${Number.isFinite(limit) ? `   Limit: ${kB(limit)}` : ''}`);
  if (!ok) lines.push(`    Over by ${kB(total - limit)}`);
  return lines.join('\n');
}

/**
 * The booking widget (issue 29 item 3, docs/decisions/0053-booking-widget.md): everything one visitor
 * loads, gzipped: the loader `/embed.js`, the page, its script and stylesheet with their static
 * imports, and the largest of what it loads later (one language's words; a visitor loads one).
 * @param {string} widgetDist apps/web/dist/widget
 * @param {number} limit bytes
 * @returns {{ widget: Verdict | null, problems: string[] }}
 */
export function measureWidget(widgetDist, limit) {
  const manifestPath = join(widgetDist, '.vite', 'manifest.json');
  const loader = join(widgetDist, 'embed.js');
  const page = join(widgetDist, 'embed.html');
  const missing = [manifestPath, loader, page].filter((file) => !existsSync(file));
  if (missing.length) return { widget: null, problems: [`${missing.join(', ')} missing: run npm run build`] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const { js, css } = firstLoadFiles(manifest);
  const later = Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry)
    .map((chunk) => ({
      name: `${chunk.file} (largest loaded later)`,
      bytes: gzipSize(readFileSync(join(widgetDist, chunk.file))),
    }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 1);
  const files = [
    { name: 'embed.js', bytes: gzipSize(readFileSync(loader)) },
    { name: 'embed.html', bytes: gzipSize(readFileSync(page)) },
    ...[...js, ...css].map((file) => ({ name: file, bytes: gzipSize(readFileSync(join(widgetDist, file))) })),
    ...later,
  ];
  return { widget: verdict('booking widget, all it loads (gzip)', files, limit), problems: [] };
}
