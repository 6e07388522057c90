import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('doubles from 5 s and stops at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(12)).toBe(LONGEST_RETRY_MS);
  });

  it('never shrinks and stays between the first retry and an hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 }), (attempts) => {
        const delay = retryDelayMs(attempts);
        expect(delay).toBeGreaterThanOrEqual(FIRST_RETRY_MS);
        expect(delay).toBeLessThanOrEqual(LONGEST_RETRY_MS);
        expect(retryDelayMs(attempts + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
