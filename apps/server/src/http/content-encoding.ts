/**
 * Content negotiation shared by everything served compressed: the site's pages (site-text.ts,
 * compressed in memory) and the app's built files (built-files.ts, compressed at build time).
 */
export type Encoding = 'br' | 'gzip' | 'identity';

export type Compressed = Exclude<Encoding, 'identity'>;

/**
 * The best of the `offered` encodings an Accept-Encoding header allows: the higher q wins, brotli
 * before gzip on a tie (it is smaller), and none when neither is accepted. `q=0` refuses, `*` stands
 * for any not named.
 */
export function pickEncoding(
  header: string | undefined,
  offered: readonly Compressed[] = ['br', 'gzip'],
): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Compressed) =>
    offered.includes(name) ? (accepted.get(name) ?? accepted.get('*') ?? 0) : 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** The ETag of one encoding of a file: a cache must never answer a gzip request with brotli bytes. */
export function etagFor(identityEtag: string, encoding: Encoding): string {
  return encoding === 'identity' ? identityEtag : `${identityEtag.slice(0, -1)}-${encoding}"`;
}

/** If-None-Match against our ETag: a list, `*`, and the weak comparison RFC 9110 asks for on GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
