import type { LiveChange } from '@sessionbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import type { RequestAuth } from '../auth/authenticate.ts';
import { findLiveSessionWithStamps, professionalsOfBook } from '../calendar/stamps.ts';
import { EventStream } from './event-stream.ts';
import { fewAtATime } from './few-at-a-time.ts';
import { LIVE_CHANNEL, parseNotice, type Notice } from './notices.ts';

/** One open stream and what its reader may hear of. */
interface Follower {
  readonly stream: EventStream;
  readonly userId: string;
  readonly sessionId: string;
  readonly tokenIssuedAt: number;
  readonly tokenExpiresAt: number;
  clientId: string | null;
  /** The reader's own professional profile and those they are a confirmed client of. */
  calendars: string[];
  /** When the session is checked again even without a notice (its expiry has no notice). */
  checkAt: number;
}

export interface LiveHubOptions {
  /** Comment lines to every stream this often (proxies close connections idle for 60 s). */
  heartbeatMs?: number;
  /** Each session is checked again at least this often. */
  recheckMs?: number;
  /** MAX_STREAMS_PER_USER unless a test says otherwise. */
  maxStreamsPerUser?: number;
  /** How a session is read again: the stamps module's, unless a test counts or slows the checks. */
  lookupSession?: typeof findLiveSessionWithStamps;
}

/**
 * Session checks that are not a request's (the periodic recheck, everything after the listening
 * connection came back) take this many of the pool's connections at most. Streams opened together
 * (a deploy reconnects them all) fall due together, and stay together: 2,000 checks queued at once
 * on the pool of 10 held a request's query back up to 0.5 to 1.8 s (docs/performance.md#live-updates);
 * a few at a time, they take seconds in the background and leave the pool's other connections free.
 */
const BACKGROUND_CHECKS_AT_ONCE = 2;

/**
 * The most streams one account holds open on an instance: a phone, a laptop and a few tabs each, with
 * room to spare. Past it the account's oldest stream ends (its tab reconnects when it is used again),
 * so a script that opens streams without end cannot hold the server's memory and sockets
 * (docs/security.md#live-updates-and-offline).
 */
export const MAX_STREAMS_PER_USER = 20;

/** A set per key, with the empty ones removed (a map of thousands of empty sets is a leak). */
class Index<T> {
  private readonly sets = new Map<string, Set<T>>();
  add(key: string | null, item: T): void {
    if (key === null) return;
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new Set()));
    set.add(item);
  }
  delete(key: string | null, item: T): void {
    if (key === null) return;
    const set = this.sets.get(key);
    if (set?.delete(item) && set.size === 0) this.sets.delete(key);
  }
  of(key: string): T[] {
    return [...(this.sets.get(key) ?? [])];
  }
}

/**
 * The live streams of one server instance (decision 0028). It listens to the database's notices
 * (LIVE_CHANNEL, sent at commit by whichever instance or process made the change) and tells each
 * stream whose reader may see that scope: a professional's calendar goes to that professional and to
 * their confirmed clients, never to anyone else. It sends scopes, never data. A reader's scope is read
 * by the same session query every request makes, again whenever their account or relationships change,
 * and every few minutes; a session that is no longer live ends its streams.
 */
export class LiveHub {
  private readonly followers = new Set<Follower>();
  private readonly byCalendar = new Index<Follower>();
  private readonly byClient = new Index<Follower>();
  private readonly byUser = new Index<Follower>();
  private readonly bySession = new Index<Follower>();
  private listening: Promise<() => Promise<void>> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** The rechecks of the last beat, while they run (a beat does not start more on top). */
  private rechecking: Promise<void> | null = null;
  private closed = false;
  private readonly heartbeatMs: number;
  private readonly recheckMs: number;
  private readonly maxStreamsPerUser: number;
  private readonly lookupSession: typeof findLiveSessionWithStamps;

  constructor(
    private readonly deps: Pick<AppDeps, 'database' | 'clock'>,
    private readonly log: FastifyBaseLogger,
    options: LiveHubOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 25_000;
    this.recheckMs = options.recheckMs ?? 5 * 60_000;
    this.maxStreamsPerUser = options.maxStreamsPerUser ?? MAX_STREAMS_PER_USER;
    this.lookupSession = options.lookupSession ?? findLiveSessionWithStamps;
  }

  get size(): number {
    return this.followers.size;
  }

  /**
   * Opens a stream for a signed-in request: listening first (so no change committed after `ready` is
   * missed), then the reader's scope, then `ready`. Null when the session ended in between.
   */
  async follow(auth: RequestAuth): Promise<EventStream | null> {
    if (this.closed) return null;
    await this.listen();
    const follower: Follower = {
      stream: new EventStream(),
      userId: auth.userId,
      sessionId: auth.sessionId,
      tokenIssuedAt: auth.tokenIssuedAt,
      tokenExpiresAt: auth.tokenExpiresAt,
      clientId: null,
      calendars: [],
      checkAt: 0,
    };
    if (!(await this.rescope(follower))) return null;
    // Sets keep the order they were filled in: the first is the account's oldest stream.
    const open = this.byUser.of(follower.userId);
    for (const oldest of open.slice(0, Math.max(0, open.length + 1 - this.maxStreamsPerUser))) {
      oldest.stream.end();
      this.unfollow(oldest);
    }
    this.followers.add(follower);
    this.byUser.add(follower.userId, follower);
    this.bySession.add(follower.sessionId, follower);
    follower.stream.body.once('close', () => this.unfollow(follower));
    follower.stream.ready({ calendars: follower.calendars });
    this.startHeartbeat();
    return follower.stream;
  }

  /** Ends every stream and stops listening (the server is closing). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const follower of [...this.followers]) follower.stream.end();
    const stop = await this.listening?.catch(() => null);
    this.listening = null;
    await stop?.();
  }

  private listen(): Promise<unknown> {
    this.listening ??= this.deps.database
      .listen(LIVE_CHANNEL, (payload) => this.onNotice(parseNotice(payload)), {
        onLost: (error) => this.log.warn({ err: error }, 'live updates: listening connection lost'),
        onResumed: () => this.onResumed(),
      })
      .catch((error: unknown) => {
        this.listening = null;
        throw error;
      });
    return this.listening;
  }

  private onNotice(notice: Notice | null): void {
    if (!notice) return;
    switch (notice.kind) {
      case 'calendar':
        for (const follower of this.byCalendar.of(notice.professionalId))
          this.tell(follower, { scope: 'calendar', professional_id: notice.professionalId });
        return;
      case 'relationships':
        for (const follower of this.byClient.of(notice.clientId))
          void this.rescopeThenTell(follower, { scope: 'professionals' });
        return;
      case 'account':
        for (const follower of this.byUser.of(notice.userId))
          void this.rescopeThenTell(follower, { scope: 'account' });
        return;
      case 'session':
        for (const follower of this.bySession.of(notice.sessionId)) follower.stream.end();
    }
  }

  /** Notices may have been lost with the connection: every reader reads everything again. */
  private onResumed(): void {
    void fewAtATime([...this.followers], BACKGROUND_CHECKS_AT_ONCE, (follower) =>
      this.rescopeThenTell(follower, { scope: 'everything' }),
    );
  }

  private tell(follower: Follower, change: LiveChange): void {
    follower.stream.change(change);
  }

  private async rescopeThenTell(follower: Follower, change: LiveChange): Promise<void> {
    // A stream that ended while this waited its turn needs no check.
    if (this.followers.has(follower) && (await this.rescope(follower))) this.tell(follower, change);
  }

  /**
   * Reads the reader's session again (live, not revoked, token still valid) with their role profiles
   * and confirmed professionals, and files the follower under them. False, and the stream ended, when
   * the session is no longer live.
   */
  private async rescope(follower: Follower): Promise<boolean> {
    const now = this.deps.clock();
    const session =
      follower.tokenExpiresAt > Math.floor(now.getTime() / 1000)
        ? await this.lookupSession(this.deps.database.db, {
            sessionId: follower.sessionId,
            userId: follower.userId,
            issuedAt: follower.tokenIssuedAt,
            now,
            of: 'client',
            requested: null,
          }).catch((error: unknown) => {
            this.log.warn({ err: error }, 'live updates: a session could not be checked');
            return undefined;
          })
        : null;
    // A failed check (the database busy or away) keeps the stream as it was, and tries again later.
    if (session === undefined) return follower.stream.open;
    if (session === null || !follower.stream.open) {
      follower.stream.end();
      this.unfollow(follower);
      return false;
    }
    const calendars = [
      ...(session.professionalId ? [session.professionalId] : []),
      ...professionalsOfBook(session.book),
    ];
    for (const id of follower.calendars) this.byCalendar.delete(id, follower);
    this.byClient.delete(follower.clientId, follower);
    follower.calendars = calendars;
    follower.clientId = session.clientId;
    follower.checkAt = now.getTime() + this.recheckMs;
    for (const id of calendars) this.byCalendar.add(id, follower);
    this.byClient.add(follower.clientId, follower);
    return true;
  }

  private unfollow(follower: Follower): void {
    if (!this.followers.delete(follower)) return;
    for (const id of follower.calendars) this.byCalendar.delete(id, follower);
    this.byClient.delete(follower.clientId, follower);
    this.byUser.delete(follower.userId, follower);
    this.bySession.delete(follower.sessionId, follower);
    if (this.followers.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  private beat(): void {
    const now = this.deps.clock().getTime();
    const due: Follower[] = [];
    for (const follower of [...this.followers]) {
      if (!follower.stream.heartbeat()) this.unfollow(follower);
      else if (now >= follower.checkAt) due.push(follower);
    }
    if (this.rechecking || due.length === 0) return;
    this.rechecking = fewAtATime(due, BACKGROUND_CHECKS_AT_ONCE, (follower) =>
      this.followers.has(follower) ? this.rescope(follower) : Promise.resolve(),
    ).finally(() => (this.rechecking = null));
  }
}
