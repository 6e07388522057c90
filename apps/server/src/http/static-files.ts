import { escapeHtml } from '../core/escape-html.ts';
import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';

/**
 * The file a URL path names inside a dist folder, or null when there is none. Paths that would
 * leave the folder (`..`, encoded or not) resolve to null, and so do hidden files and folders: the
 * build's own reports (Vite's `.vite/manifest.json`, read by the size budget) are not for visitors.
 */
export function fileInDist(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = resolve(root, '.' + decoded);
  if (file !== root && !file.startsWith(root + sep)) return null;
  return isFile(file) ? file : null;
}

export function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Shown instead of the app or site when its bundle was never built (a fresh checkout). */
export function notBuiltPage(what: 'app' | 'site', dist: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Sessionbook: ${what} not built</title>
<style>body { font-family: sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5 }</style></head>
<body>
<h1>The ${what} is not built yet</h1>
<p>This server serves the ${what} from <code>${escapeHtml(dist)}</code>, which has no <code>index.html</code>.</p>
<p>Run <code>npm run build</code> in the repository, then reload this page. The API under <code>/api/</code> works meanwhile.</p>
</body></html>
`;
}
