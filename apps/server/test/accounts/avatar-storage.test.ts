import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { avatarStorageFor } from '../../src/modules/profile/avatar-storage.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A stand-in for an S3-compatible endpoint: records each request, answers 200 (or 500 when told). */
describe('profile pictures in S3-compatible storage', () => {
  const seen: Seen[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = failures > 0 ? 500 : request.method === 'DELETE' ? 204 : 200;
      failures = Math.max(0, failures - 1);
      response.end();
    });
  });
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const storage = () =>
    avatarStorageFor(
      loadConfig({
        DATA_DIR: '/tmp/sessionbook-s3-test',
        JWT_SECRET: 'test',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'pictures',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.test/pictures',
      }),
    );

  it('PUTs the bytes path-style with a SigV4 signature and answers the public URL', async () => {
    const bytes = Buffer.from('89504e470d0a1a0a', 'hex');
    const url = await storage().put(`${'a'.repeat(32)}.png`, bytes, 'image/png');
    expect(url).toBe(`https://cdn.example.test/pictures/avatars/${'a'.repeat(32)}.png`);
    const put = seen.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/pictures/avatars/${'a'.repeat(32)}.png`);
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(put.headers.authorization).toContain('x-amz-content-sha256');
    expect(put.body.equals(bytes)).toBe(true);
  });

  it('removes only its own pictures; a store that keeps failing is an error after two retries', async () => {
    const before = seen.length;
    await storage().remove(`https://cdn.example.test/pictures/avatars/${'b'.repeat(32)}.jpg`);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', url: `/pictures/avatars/${'b'.repeat(32)}.jpg` });
    await storage().remove('https://elsewhere.example.test/me.jpg');
    await storage().remove('https://cdn.example.test/pictures/avatars/../../secret');
    expect(seen.length).toBe(before + 1);
    failures = 5;
    await expect(storage().put(`${'c'.repeat(32)}.webp`, Buffer.from('RIFF'), 'image/webp')).rejects.toThrow(
      /S3 PUT/,
    );
  });
});
