import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a path of the stand-in calendar service answers. */
export type Answer =
  /** 200 with this calendar; with an ETag and Last-Modified, a matching conditional request gets 304. */
  | { calendar: string; etag?: string; lastModified?: string }
  | { status: number; body?: string; headers?: Record<string, string> }
  /** Headers, then nothing: the server's fetch times out. */
  | { hang: true }
  /** A body of this many bytes, streamed. */
  | { bytes: number };

export interface CalendarService {
  /** `http://host:port` (host: `127.0.0.1` unless given). */
  origin: string;
  port: number;
  /** Sets what `path` answers from now on. */
  answer(path: string, answer: Answer): void;
  /** The request headers of every request to `path`, in order. */
  requests(path: string): IncomingHttpHeaders[];
  /** Forgets every answer and request. */
  reset(): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, answer: Answer, headers: IncomingHttpHeaders): void {
  if ('hang' in answer) {
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.write('BEGIN:VCALENDAR\r\n');
    return;
  }
  if ('bytes' in answer) {
    response.writeHead(200, { 'content-type': 'text/calendar' });
    const chunk = Buffer.alloc(64 * 1024, 'X');
    let left = answer.bytes;
    const pump = () => {
      while (left > 0) {
        const piece = chunk.subarray(0, Math.min(left, chunk.length));
        left -= piece.length;
        if (!response.write(piece)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.on('error', () => undefined);
    return pump();
  }
  if ('status' in answer) {
    response.writeHead(answer.status, answer.headers ?? { 'content-type': 'text/plain' });
    return void response.end(answer.body ?? '');
  }
  const validators = {
    ...(answer.etag ? { etag: answer.etag } : {}),
    ...(answer.lastModified ? { 'last-modified': answer.lastModified } : {}),
  };
  const unchanged =
    (answer.etag !== undefined && headers['if-none-match'] === answer.etag) ||
    (answer.etag === undefined &&
      answer.lastModified !== undefined &&
      headers['if-modified-since'] === answer.lastModified);
  if (unchanged) {
    response.writeHead(304, validators);
    return void response.end();
  }
  response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...validators });
  response.end(answer.calendar);
}

/** A local stand-in for Google's, Apple's or Outlook's calendar addresses. */
export async function startCalendarService(host = '127.0.0.1'): Promise<CalendarService> {
  const answers = new Map<string, Answer>();
  const seen = new Map<string, IncomingHttpHeaders[]>();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    seen.set(path, [...(seen.get(path) ?? []), request.headers]);
    send(response, answers.get(path) ?? { status: 404, body: 'Not Found' }, request.headers);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    answer: (path, answer) => void answers.set(path, answer),
    requests: (path) => seen.get(path) ?? [],
    reset() {
      answers.clear();
      seen.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
