/**
 * One connection to the live stream (`GET live`, Server-Sent Events; decision 0028). EventSource
 * cannot send the Authorization header, and a session token in a URL would land in access logs, so
 * the stream is read with fetch() and parsed with eventsource-parser. Resolves when the server ends
 * the stream; rejects with the reason otherwise.
 */
import { createParser } from 'eventsource-parser';

/** The server refused the session: the device is signed out, reconnecting would not help. */
export class LiveUnauthorized extends Error {
  constructor() {
    super('live stream: unauthenticated');
    this.name = 'LiveUnauthorized';
  }
}

export interface LiveStreamRequest {
  url: string;
  token: string;
  signal: AbortSignal;
  onEvent(event: string, data: string): void;
}

export async function readLiveStream({ url, token, signal, onEvent }: LiveStreamRequest): Promise<void> {
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
    cache: 'no-store',
    // Never finishes, and no screen waits for it: behind the screen's own requests, and not counted by
    // tools that wait for a page to settle (Lighthouse waited its whole 45 s on the calendars for it).
    priority: 'low',
    signal,
  });
  if (response.status === 401) throw new LiveUnauthorized();
  if (!response.ok || !response.body) throw new Error(`live stream: ${response.status}`);
  const parser = createParser({ onEvent: (message) => onEvent(message.event ?? 'message', message.data) });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
