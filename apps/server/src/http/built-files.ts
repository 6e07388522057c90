import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, relative } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagFor, etagMatches, pickEncoding, type Compressed } from './content-encoding.ts';

/**
 * The built files that may have a brotli and a gzip variant beside them (`x.js.br`, `x.js.gz`),
 * written by the app's build (scripts/precompress.mjs), with the Content-Type of the original.
 */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const SUFFIX: Record<Compressed, string> = { br: '.br', gzip: '.gz' };

/**
 * True for a build's compressed variant (`x.js.br` beside `x.js`). A variant is only ever sent as the
 * negotiated encoding of its original; asked for by its own name it is not found, so no client gets
 * compressed bytes it did not ask for under a name that hides what they are.
 */
export function isEncodedVariant(file: string): boolean {
  const original = file.replace(/\.(?:br|gz)$/, '');
  return original !== file && extname(original) in COMPRESSIBLE_TYPES && statOf(original) !== null;
}

/**
 * Sends one file of a build. Text (JavaScript, CSS, HTML, SVG, the manifest) goes out in the best
 * encoding the client accepts among the variants the build wrote, with `Vary: accept-encoding`, an
 * ETag per encoding and 304 on a match. Range is not honoured for these: a range of a compressed
 * body would be a range of other bytes than the file's, and nothing needs part of a script. Other
 * files (images) go through @fastify/static, ranges and all.
 */
export function sendBuiltFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  file: string,
  cacheControl: string,
) {
  reply.header('cache-control', cacheControl);
  const contentType = COMPRESSIBLE_TYPES[extname(file)];
  const stat = contentType ? statOf(file) : null;
  if (!contentType || !stat) return reply.sendFile(relative(root, file), root, { cacheControl: false });

  const variants = { br: statOf(file + SUFFIX.br), gzip: statOf(file + SUFFIX.gzip) };
  const offered = (['br', 'gzip'] as const).filter((encoding) => variants[encoding]);
  const encoding = pickEncoding(request.headers['accept-encoding'], offered);
  // The original's size and time name the version; each encoding of it gets its own tag.
  const etag = etagFor(`W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`, encoding);
  // Kept beside what the caller varies on already (the prerendered sign-in's language).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding').header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const sent =
    encoding === 'identity'
      ? { path: file, stat }
      : { path: file + SUFFIX[encoding], stat: variants[encoding]! };
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .type(contentType)
    .header('content-length', String(sent.stat.size))
    .send(createReadStream(sent.path));
}

function statOf(path: string): Stats | null {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}
