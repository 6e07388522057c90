import type { Readable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../../src/core/api-module.ts';

/** One Server-Sent Event; `end` when the server closed the stream. */
export type StreamEvent = { event: string; data: string } | { event: 'end'; data: '' };

/**
 * Reads a text/event-stream as it arrives: `next()` answers the next event (comment lines skipped),
 * or `end` once the server ended it. The tests wait for events, never for time: a missing event fails
 * by the test's own timeout.
 */
export class EventReader {
  private buffer = '';
  private readonly queue: StreamEvent[] = [];
  private waiting: ((event: StreamEvent) => void) | null = null;
  private ended = false;

  constructor(stream: Readable) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      this.buffer += chunk;
      let cut: number;
      while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
        const block = this.buffer.slice(0, cut);
        this.buffer = this.buffer.slice(cut + 2);
        const event = parseBlock(block);
        if (event) this.push(event);
      }
    });
    const end = () => {
      if (this.ended) return;
      this.ended = true;
      this.push({ event: 'end', data: '' });
    };
    stream.on('end', end);
    stream.on('close', end);
    stream.on('error', end);
  }

  next(): Promise<StreamEvent> {
    const event = this.queue.shift();
    if (event) return Promise.resolve(event);
    if (this.ended) return Promise.resolve({ event: 'end', data: '' });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  private push(event: StreamEvent): void {
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting) waiting(event);
    else this.queue.push(event);
  }
}

function parseBlock(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length || event !== 'message' ? { event, data: data.join('\n') } : null;
}

/** A reply read to its end, or, for an event stream, to its first event (then the stream is closed). */
export interface ReadReply {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  /** The body; for an event stream its first event, as `event: …\ndata: …`. */
  body: string;
}

/**
 * `app.inject` for any route, a never-ending event stream included: the fuzz suite and the
 * authorization matrix read a stream's first event and close it, as a browser leaving the page would.
 */
export async function injectAndRead(app: AppInstance, options: InjectOptions): Promise<ReadReply> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (!String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return {
      statusCode: response.statusCode,
      headers: response.headers,
      body: Buffer.concat(chunks).toString(),
    };
  }
  const first = await new EventReader(stream).next();
  closeInjected(response);
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: `event: ${first.event}\ndata: ${first.data}`,
  };
}

/** Hangs up on an injected reply, as a client closing its connection. */
export function closeInjected(response: LightMyRequestResponse): void {
  (response.raw.res as unknown as { destroy(): void }).destroy();
}
