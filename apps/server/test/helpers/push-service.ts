import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { importJWK, jwtVerify } from 'jose';

/** http_ece (web-push's own RFC 8188 library) has no types: the one call the tests make. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface ReceivedPush {
  headers: IncomingHttpHeaders;
  /** The payload as the device reads it, decrypted with the subscription's private key. */
  payload: unknown;
  /** The VAPID token's claims, its signature checked against the server's public key. */
  vapid: { aud: string; sub: string; exp: number };
}

/** A device's subscription, as the browser's PushSubscription.toJSON() gives it. */
export interface TestSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/**
 * A push service on 127.0.0.1 standing in for FCM or Mozilla's: it takes what the worker POSTs for
 * each device it made a subscription for, decrypts it with that device's private key (as the device
 * would) and checks the VAPID signature (as the service would). `answer` sets its reply.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const devices = new Map<string, { ecdh: ECDH; auth: string }>();
  const state = { answer: 201, requests: 0, vapidPublicKey: '' };

  const server = createServer((request, reply) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.requests += 1;
      const device = devices.get(request.url ?? '');
      if (!device || state.answer >= 300) {
        reply.writeHead(device ? state.answer : 404).end();
        return;
      }
      decode(request.headers, Buffer.concat(chunks), device)
        .then((push) => {
          received.push(push);
          reply.writeHead(201).end();
        })
        .catch((error: Error) => reply.writeHead(400).end(error.message));
    });
  });

  async function decode(headers: IncomingHttpHeaders, body: Buffer, device: { ecdh: ECDH; auth: string }) {
    const payload = JSON.parse(
      ece
        .decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth })
        .toString('utf8'),
    ) as unknown;
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization)) ?? [];
    if (!token || key !== state.vapidPublicKey) throw new Error('no VAPID authorization with our key');
    const point = Buffer.from(key, 'base64url');
    const publicKey = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(token, publicKey);
    return { headers, payload, vapid: claims as ReceivedPush['vapid'] };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    state,
    /** A new device's subscription at this service. */
    subscribe(): TestSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      devices.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
