import type { LiveChange } from '@sessionbook/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_GRACE_MS, startLiveConnection } from './live-connection.ts';
import { LiveUnauthorized, type LiveStreamRequest } from './live-stream.ts';

/** A fake server: each connection is a request the test answers by hand. */
function fakeServer() {
  const connections: { request: LiveStreamRequest; end(): void; fail(error: unknown): void }[] = [];
  const read = (request: LiveStreamRequest) =>
    new Promise<void>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      connections.push({ request, end: resolve, fail: reject });
    });
  return { connections, read, last: () => connections.at(-1)! };
}

const calendar: LiveChange = { scope: 'calendar', professional_id: '0b8e7c52-3f5e-4c1a-9d55-6c2f3a1b9e10' };

describe('the live connection of a tab', () => {
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  function start(server: ReturnType<typeof fakeServer>) {
    const seen = { changes: [] as LiveChange[], listening: 0, resumed: 0, unauthorized: 0 };
    const connection = startLiveConnection({
      url: 'http://app.localhost/api/live',
      token: 't',
      read: server.read,
      random: () => 0.5,
      onChange: (change) => seen.changes.push(change),
      onListening: () => (seen.listening += 1),
      onResumed: () => (seen.resumed += 1),
      onUnauthorized: () => (seen.unauthorized += 1),
    });
    return { seen, connection };
  }

  it('passes on changes, and after a lost stream reconnects and asks for everything to be read again', async () => {
    const server = fakeServer();
    const { seen, connection } = start(server);
    server.last().request.onEvent('ready', '{"calendars":[]}');
    server.last().request.onEvent('change', JSON.stringify(calendar));
    server.last().request.onEvent('change', '{"scope":"unknown"}');
    expect(seen.changes).toEqual([calendar]);
    expect(seen.resumed).toBe(0);
    // What the tab read before the server listened for it may already be stale: read once more.
    expect(seen.listening).toBe(1);

    server.last().end();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.connections).toHaveLength(2);
    server.last().request.onEvent('ready', '{"calendars":[]}');
    expect(seen.resumed).toBe(1);
    expect(seen.listening).toBe(1);
    connection.stop();
  });

  it('backs off after failures: 1 s, 2 s, 4 s ... and starts over once connected', async () => {
    const server = fakeServer();
    const { connection } = start(server);
    for (const wait of [1_000, 2_000, 4_000]) {
      server.last().fail(new Error('down'));
      await vi.advanceTimersByTimeAsync(wait - 1);
      const before = server.connections.length;
      await vi.advanceTimersByTimeAsync(1);
      expect(server.connections.length).toBe(before + 1);
    }
    server.last().request.onEvent('ready', '{"calendars":[]}');
    server.last().fail(new Error('down again'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.connections).toHaveLength(5);
    connection.stop();
  });

  it('stops for good when the session is refused', async () => {
    const server = fakeServer();
    const { seen } = start(server);
    server.last().fail(new LiveUnauthorized());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.unauthorized).toBe(1);
    expect(server.connections).toHaveLength(1);
  });

  it('lets the stream go when the tab stays hidden, and comes back when it is shown', async () => {
    const server = fakeServer();
    const { seen, connection } = start(server);
    server.last().request.onEvent('ready', '{"calendars":[]}');
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS);
    expect(server.connections[0]!.request.signal.aborted).toBe(true);

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(server.connections).toHaveLength(2);
    server.last().request.onEvent('ready', '{"calendars":[]}');
    expect(seen.resumed).toBe(1);
    connection.stop();
    expect(server.last().request.signal.aborted).toBe(true);
  });
});
