import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got, and what the official verification said of it. */
export interface Received {
  id: string;
  headers: Record<string, string>;
  body: string;
  verified: boolean;
  /** The body parsed, when it verified. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | null;
}

export type Behaviour = 'ok' | 'fail' | 'hang';

/**
 * A webhook receiver on 127.0.0.1 as an integrator would write one: every request is verified with
 * the `standardwebhooks` package (`new Webhook(secret).verify(body, headers)`), and kept once per
 * `webhook-id` (a second delivery of an id is acknowledged and not kept again). `now` is the time the
 * verification takes as the present (the app's test clock when the test moves time).
 */
export async function startReceiver(options: { now?: () => Date; port?: number } = {}) {
  let secret = '';
  let behaviour: Behaviour = 'ok';
  const all: Received[] = [];
  const kept = new Map<string, Received>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const received: Received = { id: headers['webhook-id'] ?? '', headers, body, ...verify(body, headers) };
      all.push(received);
      // Taken in, but the answer never reaches the sender (it dies first): the id is kept all the same.
      if (behaviour === 'hang') {
        if (received.verified && !kept.has(received.id)) kept.set(received.id, received);
        return;
      }
      if (behaviour === 'fail' || !received.verified) {
        response.writeHead(behaviour === 'fail' ? 500 : 400).end('not now');
        return;
      }
      if (!kept.has(received.id)) kept.set(received.id, received);
      response.writeHead(204).end();
    });
  });

  function verify(body: string, headers: Record<string, string>): Pick<Received, 'verified' | 'payload'> {
    const realNow = Date.now;
    if (options.now) Date.now = () => options.now!().getTime();
    try {
      return { verified: true, payload: new Webhook(secret).verify(body, headers) as Received['payload'] };
    } catch {
      return { verified: false, payload: null };
    } finally {
      Date.now = realNow;
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    /** Every request, verified or not, in arrival order. */
    all,
    /** The verified deliveries, one per webhook-id, in arrival order. */
    kept,
    useSecret(value: string) {
      secret = value;
    },
    answer(next: Behaviour) {
      behaviour = next;
    },
    /** Verifies a request as the receiver does (for forged and replayed ones built by the test). */
    verify,
    ofType(type: string): Received[] {
      return [...kept.values()].filter((entry) => entry.payload?.type === type);
    },
    reset() {
      all.length = 0;
      kept.clear();
      behaviour = 'ok';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
