/**
 * `npm run build -w @sessionbook/site`: pre-renders the marketing site to static HTML in apps/site/dist
 * (5 languages x landing page and 4 industry variants). APP_URL sets the app origin written into links
 * (default http://app.localhost:3000); a small same-origin script rewrites them at runtime from
 * `/config.json`, so one build serves any host.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_LINK_SCRIPT, normaliseAppUrl } from '../src/app-links.ts';
import { renderPage } from '../src/render-page.tsx';
import { pagePath, SITE_PAGES } from '../src/site-pages.ts';

/** Budget per page (bytes, uncompressed): the whole page must arrive in the first round trips. */
const PAGE_BUDGET = 10 * 1024;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const appUrl = normaliseAppUrl(process.env.APP_URL);

rmSync(dist, { recursive: true, force: true });

// Content-hashed under /assets/, which the server caches as immutable.
const scriptHash = createHash('sha256').update(APP_LINK_SCRIPT).digest('hex').slice(0, 10);
const scriptUrl = `/assets/app-links.${scriptHash}.js`;
mkdirSync(join(dist, 'assets'), { recursive: true });
writeFileSync(join(dist, scriptUrl), `${APP_LINK_SCRIPT}\n`);

const sizes: { path: string; bytes: number }[] = [];
for (const page of SITE_PAGES) {
  const path = pagePath(page.language, page.industry);
  const html = renderPage(page, appUrl, scriptUrl);
  const file = join(dist, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  sizes.push({ path, bytes: Buffer.byteLength(html) });
}

const largest = Math.max(...sizes.map((s) => s.bytes));
console.log(`Site: ${sizes.length} pages in ${dist} (app links to ${appUrl}), largest ${largest} bytes`);
for (const { path, bytes } of sizes) console.log(`  ${String(bytes).padStart(6)}  ${path}`);
const over = sizes.filter((s) => s.bytes > PAGE_BUDGET);
if (over.length > 0) {
  console.error(`Over the ${PAGE_BUDGET}-byte budget: ${over.map((s) => s.path).join(', ')}`);
  process.exit(1);
}
