import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_RULE,
  attemptKey,
  createAttemptLimiter,
  decideAttempt,
  memoryAttemptStore,
  waitAfter,
  type AttemptState,
} from './attempt-limits.ts';

const { free, firstWaitMs, maxWaitMs, forgetAfterMs } = ATTEMPT_RULE;

describe('the attempt rule', () => {
  it('lets the first few through, then doubles the wait up to a ceiling', () => {
    expect([0, 1, free - 1].map((count) => waitAfter(count))).toEqual([0, 0, 0]);
    expect(waitAfter(free)).toBe(firstWaitMs);
    expect(waitAfter(free + 1)).toBe(2 * firstWaitMs);
    expect(waitAfter(free + 2)).toBe(4 * firstWaitMs);
    expect(waitAfter(free + 100)).toBe(maxWaitMs);
  });

  it('never waits longer than the ceiling, whatever the count (never a lock)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(), (count, lastMs) => {
        expect(waitAfter(count)).toBeLessThanOrEqual(maxWaitMs);
        const state: AttemptState = { count, lastMs };
        expect(decideAttempt(state, lastMs + maxWaitMs).allowed).toBe(true);
      }),
    );
  });

  it('forgets attempts an hour after the last one', () => {
    const state = { count: 50, lastMs: 0 };
    expect(decideAttempt(state, forgetAfterMs)).toEqual({
      allowed: true,
      next: { count: 1, lastMs: forgetAfterMs },
    });
  });

  it('allows at most `free` attempts plus one per wait in any period', () => {
    // However attempts are timed, the number allowed within an hour stays small.
    fc.assert(
      fc.property(fc.array(fc.nat(60_000), { minLength: 1, maxLength: 200 }), (gaps) => {
        let state: AttemptState | null = null;
        let now = 0;
        let allowed = 0;
        for (const gap of gaps) {
          now += gap;
          const decision = decideAttempt(state, now);
          if (decision.allowed) {
            allowed += 1;
            state = decision.next;
          } else expect(decision.retryAfterMs).toBeGreaterThan(0);
        }
        // 200 tries over at most 200 minutes: the free ones, then waits of 30 s, 1, 2, 4, 8, 15, 15… min.
        expect(allowed).toBeLessThanOrEqual(free + 6 + Math.ceil(now / maxWaitMs));
      }),
    );
  });
});

describe('the attempt limiter on a store', () => {
  it('counts parallel claims once each', async () => {
    const limiter = createAttemptLimiter(memoryAttemptStore());
    const now = new Date('2027-01-01T00:00:00Z');
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.claim('k', now)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(free);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'common.auth.too_many_attempts', retryAfterSeconds: 30 });
  });

  it('starts a cleared key afresh', async () => {
    const limiter = createAttemptLimiter(memoryAttemptStore());
    const now = new Date('2027-01-01T00:00:00Z');
    for (let i = 0; i < free; i += 1) await limiter.claim('k', now);
    await expect(limiter.claim('k', now)).rejects.toThrow();
    await limiter.clear('k');
    await expect(limiter.claim('k', now)).resolves.toBeUndefined();
  });

  it('keys hold no address', () => {
    const key = attemptKey('sign-in', 'ada@example.test');
    expect(key).toMatch(/^attempt:sign-in:[\w-]{43}$/);
    expect(key).not.toContain('ada');
    expect(attemptKey('reset', 'ada@example.test')).not.toBe(key);
  });
});
