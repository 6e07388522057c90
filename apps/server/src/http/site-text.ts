import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compressed } from './content-encoding.ts';

/** The two origins the site's text carries: links to the app and the site's own absolute URLs. */
export interface SiteOrigins {
  appUrl: string;
  publicUrl: string;
}

export interface SiteText {
  body: string;
  contentType: string;
  etag: string;
  /** The body compressed once per file version (pages shrink from ~17 KB to ~5 KB). */
  encoded: Record<Compressed, Buffer>;
  /**
   * CSP sources for the page's inline `<style>` elements (`'sha256-…'`): the site inlines its CSS,
   * and a hash allows exactly that CSS where `'unsafe-inline'` would allow any (decision 0026).
   */
  styleHashes: string[];
}

/** Only the pages and these two carry origins; everything else of the site is sent as a file. */
const TEXT_TYPES: Record<string, string> = {
  'sitemap.xml': 'application/xml; charset=utf-8',
  'robots.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type of a site file whose origins are swapped, or null for files sent as they are. */
export function siteTextType(file: string): string | null {
  if (file.endsWith('.html')) return 'text/html; charset=utf-8';
  return TEXT_TYPES[basename(file)] ?? null;
}

/**
 * One site build serves any host: the build writes its origins into the pages and records them in
 * `site-build.json`; this swaps them for the running server's `APP_URL` and `PUBLIC_URL` (the site
 * ships no script to do it in the browser; docs/decisions/0018-marketing-site.md). Each file is read
 * once and kept until its modification time changes, so a rebuild shows without a restart.
 */
export function createSiteText(root: string, target: SiteOrigins) {
  const cache = new Map<string, { version: string; text: SiteText }>();
  let build: { version: string; origins: SiteOrigins | null } | null = null;

  function buildOrigins(): { version: string; origins: SiteOrigins | null } {
    const file = join(root, 'site-build.json');
    const version = mtimeOf(file);
    if (build?.version !== version) build = { version, origins: readOrigins(file) };
    return build;
  }

  return function read(file: string, contentType: string): SiteText {
    const recorded = buildOrigins();
    const version = `${mtimeOf(file)}|${recorded.version}`;
    const hit = cache.get(file);
    if (hit?.version === version) return hit.text;
    const raw = readFileSync(file, 'utf8');
    const body = recorded.origins ? swapOrigins(raw, recorded.origins, target) : raw;
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const encoded = {
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
    };
    const text = { body, contentType, etag, encoded, styleHashes: inlineStyleHashes(body) };
    cache.set(file, { version, text });
    return text;
  };
}

/**
 * Characters that need no escaping in HTML attributes, XML or JSON strings: a configured URL outside
 * this set (never seen in practice) is not written into the pages, which keep the built one.
 */
const SAFE_URL = /^https?:\/\/[A-Za-z0-9.[\]:-]+(\/[A-Za-z0-9._~/-]*)?$/;

/**
 * Replaces each built origin by the configured one in a single pass (so a replacement is never
 * replaced again), only where the origin ends: `http://localhost:3000` must not match inside
 * `http://localhost:30001` or `http://localhost:3000.example`.
 */
export function swapOrigins(text: string, from: SiteOrigins, to: SiteOrigins): string {
  const pairs = new Map<string, string>();
  for (const key of ['appUrl', 'publicUrl'] as const) {
    if (from[key] !== to[key] && !pairs.has(from[key]) && SAFE_URL.test(to[key]))
      pairs.set(from[key], to[key]);
  }
  if (pairs.size === 0) return text;
  const alternatives = [...pairs.keys()]
    .sort((a, b) => b.length - a.length)
    .map((origin) => origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const pattern = new RegExp(`(?:${alternatives.join('|')})(?![\\w.:@-])`, 'g');
  return text.replace(pattern, (origin) => pairs.get(origin) ?? origin);
}

/** The CSP hash source of each `<style>` element's text, as the browser hashes it (UTF-8, SHA-256). */
export function inlineStyleHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(
    ([, css = '']) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

function mtimeOf(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

/** The origins a build recorded; null for a build without the record (nothing is swapped then). */
function readOrigins(file: string): SiteOrigins | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'appUrl' in parsed &&
      'publicUrl' in parsed &&
      typeof parsed.appUrl === 'string' &&
      typeof parsed.publicUrl === 'string' &&
      parsed.appUrl !== '' &&
      parsed.publicUrl !== ''
    ) {
      return { appUrl: parsed.appUrl, publicUrl: parsed.publicUrl };
    }
  } catch {
    // A missing or broken record leaves the pages as built.
  }
  return null;
}
