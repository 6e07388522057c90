/**
 * The open streams of bench:live, held on a worker thread of their own: the main thread's reads of
 * the calendar (a burst of them after each change) would otherwise delay the very events whose arrival
 * it times. Each change event is stamped on arrival with the process's monotonic clock (the same on
 * every thread) and posted to the main thread.
 */
import { parentPort, Worker } from 'node:worker_threads';
import { openStream, type Stream } from './live-streams.ts';

/** What the main thread asks of the holder; each request is answered with `{ done: id, ... }`. */
type Request =
  | { id: number; kind: 'open'; streams: { key: number; base: string; token: string }[] }
  | { id: number; kind: 'close'; keys: number[] }
  | { id: number; kind: 'counts' };

/** A request before it is numbered (Omit of each member: Omit of a union would merge them). */
type Unnumbered = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** What the holder posts: an answer, or a change event heard on stream `key` at `at` (ms). */
type Message = { done: number; counts?: [number, number][] } | { key: number; at: number };

/** Milliseconds on the process-wide monotonic clock: comparable between threads. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/** The main thread's side: opens and closes streams on the worker, and hears their change events. */
export class StreamHolder {
  // tsx's loader is not a worker's (Node 20): the worker registers it before it loads this file.
  private readonly worker = new Worker(
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`,
    { eval: true },
  );
  private readonly answers = new Map<
    number,
    { resolve: (message: { counts?: [number, number][] }) => void; reject: (error: Error) => void }
  >();
  private readonly waiting = new Map<number, (at: number) => void>();
  private nextId = 0;

  constructor() {
    // A stream that cannot open fails the request waiting on it, so the bench stops and cleans up.
    this.worker.on('error', (error) => {
      for (const { reject } of this.answers.values()) reject(error);
      this.answers.clear();
    });
    this.worker.on('message', (message: Message) => {
      if ('done' in message) {
        this.answers.get(message.done)?.resolve(message);
        this.answers.delete(message.done);
      } else {
        this.waiting.get(message.key)?.(message.at);
        this.waiting.delete(message.key);
      }
    });
  }

  /** Opens the streams (each answered `ready`) and keys them. */
  async open(streams: { key: number; base: string; token: string }[]): Promise<void> {
    await this.ask({ kind: 'open', streams });
  }

  async close(keys: number[]): Promise<void> {
    await this.ask({ kind: 'close', keys });
  }

  /** The change events each stream heard since it opened. */
  async counts(): Promise<Map<number, number>> {
    return new Map((await this.ask({ kind: 'counts' })).counts);
  }

  /** When the next change event on stream `key` arrived (monotonicMs). */
  nextChange(key: number): Promise<number> {
    return new Promise((resolve) => this.waiting.set(key, resolve));
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private ask(request: Unnumbered): Promise<{ counts?: [number, number][] }> {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.answers.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }
}

// The worker's side: the streams, and nothing else on its event loop.
if (parentPort) {
  const port = parentPort;
  const streams = new Map<number, Stream>();
  port.on('message', async (request: Request) => {
    if (request.kind === 'open') {
      await Promise.all(
        request.streams.map(async ({ key, base, token }) => {
          const heard = () => port.postMessage({ key, at: monotonicMs() } satisfies Message);
          streams.set(key, await openStream(base, token, heard));
        }),
      );
      port.postMessage({ done: request.id } satisfies Message);
    } else if (request.kind === 'close') {
      for (const key of request.keys) {
        streams.get(key)?.close();
        streams.delete(key);
      }
      port.postMessage({ done: request.id } satisfies Message);
    } else {
      const counts = [...streams].map(([key, stream]): [number, number] => [key, stream.changes]);
      port.postMessage({ done: request.id, counts } satisfies Message);
    }
  });
}
