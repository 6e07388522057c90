import { createHash } from 'node:crypto';
import { AppError } from './errors.ts';

/**
 * Guesses at one account's password, counted across every address and instance (docs/security.md,
 * "Password guessing"). The per-address limits of the routes stop one machine; these stop many
 * machines aimed at one account. They back off instead of locking: after a few free attempts each
 * further one waits twice as long as the last, up to a ceiling, so an attacker gets a handful of
 * guesses an hour while the account's owner, at worst, waits that ceiling once (and not at all from
 * a device they signed in with before, or after a password reset).
 */
export const ATTEMPT_RULE = {
  /** Attempts allowed back to back before waiting starts. */
  free: 5,
  /** The wait after the first attempt beyond the free ones; it doubles with each further attempt. */
  firstWaitMs: 30_000,
  /** The longest wait between two attempts. */
  maxWaitMs: 15 * 60_000,
  /** Attempts are forgotten this long after the last one. */
  forgetAfterMs: 60 * 60_000,
} as const;

/** What a store keeps per key: how many attempts, and when the last one was claimed. */
export interface AttemptState {
  count: number;
  lastMs: number;
}

/** How long after the last of `count` attempts the next one may start. */
export function waitAfter(count: number, rule = ATTEMPT_RULE): number {
  if (count < rule.free) return 0;
  return Math.min(rule.maxWaitMs, rule.firstWaitMs * 2 ** Math.min(count - rule.free, 30));
}

/**
 * Whether an attempt at `nowMs` may start given the stored state: the state to store if so, or how
 * long to wait if not. A state older than `forgetAfterMs` counts as none.
 */
export function decideAttempt(
  state: AttemptState | null,
  nowMs: number,
  rule = ATTEMPT_RULE,
): { allowed: true; next: AttemptState } | { allowed: false; retryAfterMs: number } {
  const live = state && nowMs - state.lastMs < rule.forgetAfterMs ? state : null;
  const count = live?.count ?? 0;
  if (live) {
    const allowedAt = live.lastMs + waitAfter(count, rule);
    if (nowMs < allowedAt) return { allowed: false, retryAfterMs: allowedAt - nowMs };
  }
  return { allowed: true, next: { count: count + 1, lastMs: nowMs } };
}

/**
 * Where the counts live: this process's memory, PostgreSQL or Redis (RATE_LIMIT_STORE, as for the
 * per-address limits). A store only reads and compare-and-sets; the rule above is the only judge, so
 * every store applies it alike and concurrent attempts on any instance each count once.
 */
export interface AttemptStore {
  read(key: string): Promise<AttemptState | null>;
  /**
   * Stores `next` if the key still holds `expected` (null: no state), to be forgotten the rule's
   * `forgetAfterMs` after `next.lastMs`; false when another attempt changed it first.
   */
  swap(key: string, expected: AttemptState | null, next: AttemptState): Promise<boolean>;
  remove(key: string): Promise<void>;
}

export interface AttemptLimiter {
  /**
   * Counts one attempt at `key` before it is tried, so a burst of parallel guesses counts whole;
   * throws `common.auth.too_many_attempts` (429, with Retry-After) while the key must wait.
   */
  claim(key: string, now: Date): Promise<void>;
  /** The attempt succeeded: the key starts afresh. */
  clear(key: string): Promise<void>;
}

/** A store that holds a contested key this many times in a row is being hammered: refuse this one. */
const MAX_SWAPS = 8;

export function createAttemptLimiter(store: AttemptStore, rule = ATTEMPT_RULE): AttemptLimiter {
  return {
    async claim(key, now) {
      const nowMs = now.getTime();
      for (let round = 0; round < MAX_SWAPS; round += 1) {
        const state = await store.read(key);
        const decision = decideAttempt(state, nowMs, rule);
        if (!decision.allowed) throw tooManyAttempts(decision.retryAfterMs);
        if (await store.swap(key, state, decision.next)) return;
      }
      throw tooManyAttempts(rule.firstWaitMs);
    },
    clear: (key) => store.remove(key),
  };
}

/** With RATE_LIMIT=off every attempt is allowed (tests, and operators who limit elsewhere). */
export const unlimitedAttempts: AttemptLimiter = {
  claim: async () => {},
  clear: async () => {},
};

function tooManyAttempts(retryAfterMs: number): AppError {
  return new AppError('common.auth.too_many_attempts', { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
}

/** One process's counts (PGlite's single server, and tests). */
export function memoryAttemptStore(ttlMs = ATTEMPT_RULE.forgetAfterMs): AttemptStore {
  const states = new Map<string, { state: AttemptState; expiresMs: number }>();
  const same = (a: AttemptState | null, b: AttemptState | null) =>
    a === b || (a !== null && b !== null && a.count === b.count && a.lastMs === b.lastMs);
  return {
    async read(key) {
      const entry = states.get(key);
      return entry?.state ?? null;
    },
    async swap(key, expected, next) {
      if (!same(states.get(key)?.state ?? null, expected)) return false;
      // Map order is insertion order: re-inserting keeps the oldest first for the sweep below.
      states.delete(key);
      states.set(key, { state: next, expiresMs: next.lastMs + ttlMs });
      // Forgotten states are dropped oldest first once many have gathered.
      for (const [old, entry] of states) {
        if (states.size < 10_000 || entry.expiresMs > next.lastMs) break;
        states.delete(old);
      }
      return true;
    },
    async remove(key) {
      states.delete(key);
    },
  };
}

/**
 * The key of an account's attempts at one action: `account` is a lower-cased e-mail address (as the
 * schemas give it), a user id or a known device's id. It is hashed, so the shared store (PostgreSQL
 * or Redis) holds no e-mail addresses.
 */
export function attemptKey(
  action: 'sign-in' | 'sign-in-device' | 'reset' | 'password',
  account: string,
): string {
  const digest = createHash('sha256').update(account).digest('base64url');
  return `attempt:${action}:${digest}`;
}
