import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundUrl, OutboundError, outboundRequest } from './safe-request.ts';

let server: Server;
let port = 0;
const hung = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/big') return response.end('x'.repeat(2_000));
    if (request.url === '/announced') return response.writeHead(200, { 'content-length': '5000000' }).end();
    if (request.url === '/slow') return void hung.add(response);
    if (request.url === '/redirect') return response.writeHead(302, { location: '/ok' }).end();
    if (request.url === '/echo') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      return request.on('end', () => response.writeHead(200, { 'x-method': request.method ?? '' }).end(body));
    }
    response.writeHead(200, { etag: '"v1"' }).end('fine');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const response of hung) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const base = { timeoutMs: 2_000, maxBytes: 1_000, allowPrivate: true };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof OutboundError ? error.code : String(error)),
  );

describe('outboundRequest', () => {
  it('refuses the machine itself unless the operator allows it, by address and by name', async () => {
    expect(
      await refusal(outboundRequest({ ...base, allowPrivate: false, url: `http://127.0.0.1:${port}/` })),
    ).toBe('address_refused');
    expect(
      await refusal(outboundRequest({ ...base, allowPrivate: false, url: `http://localhost:${port}/` })),
    ).toBe('address_refused');
    expect(
      await refusal(outboundRequest({ ...base, allowPrivate: false, url: `http://[::1]:${port}/` })),
    ).toBe('address_refused');
    const allowed = await outboundRequest({ ...base, url: `http://127.0.0.1:${port}/` });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.etag).toBe('"v1"');
    expect(allowed.body.toString()).toBe('fine');
  });

  it('stops at the size bound, whether announced or streamed', async () => {
    expect(await refusal(outboundRequest({ ...base, url: `http://127.0.0.1:${port}/big` }))).toBe(
      'too_large',
    );
    expect(await refusal(outboundRequest({ ...base, url: `http://127.0.0.1:${port}/announced` }))).toBe(
      'too_large',
    );
  });

  it('stops at the time bound', async () => {
    const started = Date.now();
    expect(
      await refusal(outboundRequest({ ...base, timeoutMs: 300, url: `http://127.0.0.1:${port}/slow` })),
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('follows redirects only when asked, and posts a body', async () => {
    const kept = await outboundRequest({ ...base, url: `http://127.0.0.1:${port}/redirect` });
    expect(kept.status).toBe(302);
    const followed = await outboundRequest({
      ...base,
      maxRedirects: 2,
      url: `http://127.0.0.1:${port}/redirect`,
    });
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`http://127.0.0.1:${port}/ok`);
    const posted = await outboundRequest({
      ...base,
      method: 'POST',
      body: '{"a":1}',
      url: `http://127.0.0.1:${port}/echo`,
    });
    expect(posted.headers['x-method']).toBe('POST');
    expect(posted.body.toString()).toBe('{"a":1}');
  });

  it('refuses other schemes and credentials', async () => {
    expect(await refusal(outboundRequest({ ...base, url: 'file:///etc/passwd' }))).toBe('bad_url');
    expect(await refusal(outboundRequest({ ...base, url: `http://user:pw@127.0.0.1:${port}/` }))).toBe(
      'bad_url',
    );
  });
});

describe('checkOutboundUrl', () => {
  it('names why an address cannot be stored', async () => {
    expect(await checkOutboundUrl('http://169.254.169.254/latest/meta-data', false)).toBe('address_refused');
    expect(await checkOutboundUrl('http://localhost/x.ics', false)).toBe('address_refused');
    expect(await checkOutboundUrl('http://localhost/x.ics', true)).toBeNull();
    expect(await checkOutboundUrl('ftp://example.com/x', false)).toBe('bad_url');
  });
});
