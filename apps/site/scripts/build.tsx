/**
 * `npm run build -w @sessionbook/site`: pre-renders the marketing site to static HTML in apps/site/dist
 * (5 languages x landing page and 4 industry variants), with sitemap.xml, robots.txt and the files of
 * apps/site/public. APP_URL and PUBLIC_URL set the origins written into the pages (defaults
 * http://app.localhost:3000 and http://localhost:3000); the server replaces them with its own when
 * they differ. SITE_OUT builds somewhere else (the server tests use it).
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteOriginsFromEnv } from '../src/app-links.ts';
import { buildSite, PAGE_BUDGET, REPORT_BUDGET } from '../src/build-site.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.env.SITE_OUT || join(root, 'dist'));
const origins = siteOriginsFromEnv(process.env);

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
if (existsSync(join(root, 'public'))) cpSync(join(root, 'public'), dist, { recursive: true });

const sizes: { path: string; bytes: number; budget: number }[] = [];
for (const { file, content, page, report } of buildSite(origins)) {
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  const path = page?.path ?? report?.path;
  if (path)
    sizes.push({ path, bytes: Buffer.byteLength(content), budget: report ? REPORT_BUDGET : PAGE_BUDGET });
}

const largest = Math.max(...sizes.map((s) => s.bytes));
console.log(
  `Site: ${sizes.length} pages in ${dist} (app ${origins.appUrl}, site ${origins.publicUrl}), largest ${largest} bytes`,
);
for (const { path, bytes } of sizes) console.log(`  ${String(bytes).padStart(6)}  ${path}`);
const over = sizes.filter((s) => s.bytes > s.budget);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((s) => `${s.path} (${s.bytes} of ${s.budget} bytes)`).join(', ')}`);
  process.exit(1);
}
