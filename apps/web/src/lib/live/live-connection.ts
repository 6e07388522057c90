/**
 * Keeps one live stream open per tab while it is worth it (decision 0028): reconnects with backoff
 * after a failure (`liveReconnectDelay`), waits while the device is offline, lets the stream go when
 * the tab has been hidden for a while (a phone in a pocket holds no connection; six hidden tabs would
 * also take every HTTP/1.1 connection the browser allows one server) and comes back when it is shown.
 * The first connection reports `listening` once the server listens for the tab: what the tab read
 * before then (the screen's first reads race the stream's opening) may have missed a change made in
 * between, and is read once more. Every connection after the first reports `resumed`: changes made in
 * between were not heard.
 */
import { LIVE_EVENTS, liveReconnectDelay, parseLiveChange, type LiveChange } from '@sessionbook/domain';
import { LiveUnauthorized, readLiveStream } from './live-stream.ts';

/** A hidden tab keeps its stream this long (switching apps for a moment costs no reconnect). */
export const HIDDEN_GRACE_MS = 60_000;

export interface LiveConnectionOptions {
  url: string;
  token: string;
  onChange(change: LiveChange): void;
  /** The first connection is open: read again what was read before it. */
  onListening(): void;
  /** A connection after the first is open: read everything again. */
  onResumed(): void;
  /** The session was refused. */
  onUnauthorized(): void;
  /** For tests: the stream reader and the random spread of the backoff. */
  read?: typeof readLiveStream;
  random?: () => number;
}

export interface LiveConnection {
  stop(): void;
}

export function startLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const read = options.read ?? readLiveStream;
  const random = options.random ?? Math.random;
  let stopped = false;
  let current: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let hiddenSince: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let connectedOnce = false;

  const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

  const connect = () => {
    if (stopped || current || retry || offline() || hidden()) return;
    const controller = new AbortController();
    current = controller;
    read({
      url: options.url,
      token: options.token,
      signal: controller.signal,
      onEvent(event, data) {
        if (event === LIVE_EVENTS.ready) {
          failures = 0;
          if (connectedOnce) options.onResumed();
          else options.onListening();
          connectedOnce = true;
        } else if (event === LIVE_EVENTS.change) {
          const change = parseLiveChange(data);
          if (change) options.onChange(change);
        }
      },
    }).then(
      () => settle(controller, null),
      (error: unknown) => settle(controller, error),
    );
  };

  const settle = (controller: AbortController, error: unknown) => {
    if (current !== controller) return;
    current = null;
    if (stopped || controller.signal.aborted) return;
    if (error instanceof LiveUnauthorized) {
      stopped = true;
      options.onUnauthorized();
      return;
    }
    // An ended stream (the server restarting, the session checked again) is tried again at once the
    // first time; failures back off.
    const delay = error === null && failures === 0 ? 0 : liveReconnectDelay(failures, random());
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      connect();
    }, delay);
  };

  const disconnect = () => {
    current?.abort();
    current = null;
  };

  const onVisibility = () => {
    if (hidden()) {
      hiddenSince ??= setTimeout(() => {
        hiddenSince = null;
        disconnect();
      }, HIDDEN_GRACE_MS);
    } else {
      if (hiddenSince) clearTimeout(hiddenSince);
      hiddenSince = null;
      connect();
    }
  };
  const onOnline = () => {
    if (retry) clearTimeout(retry);
    retry = null;
    connect();
  };
  const onOffline = () => disconnect();

  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  connect();

  return {
    stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (hiddenSince) clearTimeout(hiddenSince);
      disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    },
  };
}
