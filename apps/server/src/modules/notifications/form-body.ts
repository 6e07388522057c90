import type { AppInstance } from '../../core/api-module.ts';

/**
 * Form bodies, for the one route that must take them: a mail provider's RFC 8058 one-click POST sends
 * `List-Unsubscribe=One-Click` as `application/x-www-form-urlencoded` or `multipart/form-data`, with the
 * token in the URL. Added to an encapsulated context only, so every other route still refuses them (415).
 * Fastify's body limit applies as to JSON. The multipart body is read and dropped: nothing in it counts.
 */
export function acceptFormBodies(app: AppInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      // Repeated keys keep the last value; `Object.fromEntries` defines keys, so `__proto__` is plain data.
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, _body, done) => {
    done(null, {});
  });
}
