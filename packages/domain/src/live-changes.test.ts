import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liveReconnectDelay, parseLiveChange } from './live-changes.ts';

const id = '0b8e7c52-3f5e-4c1a-9d55-6c2f3a1b9e10';

describe('the live change a stream event carries', () => {
  it('reads each scope, and a calendar only with a professional id', () => {
    expect(parseLiveChange(JSON.stringify({ scope: 'calendar', professional_id: id }))).toEqual({
      scope: 'calendar',
      professional_id: id,
    });
    for (const scope of ['professionals', 'account', 'everything'] as const)
      expect(parseLiveChange(JSON.stringify({ scope, extra: 1 }))).toEqual({ scope });
    expect(parseLiveChange(JSON.stringify({ scope: 'calendar' }))).toBeNull();
    expect(parseLiveChange(JSON.stringify({ scope: 'calendar', professional_id: 'x' }))).toBeNull();
  });

  it('never throws, and answers null to anything it does not know', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const change = parseLiveChange(text);
        if (change !== null)
          expect(['calendar', 'professionals', 'account', 'everything']).toContain(change.scope);
      }),
    );
  });
});

describe('the wait before reconnecting', () => {
  it('doubles from about a second to about 30 seconds, never less than 0.8 s nor more than 36 s', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 1000 }),
        fc.double({ min: 0, max: 0.9999, noNaN: true }),
        (attempt, random) => {
          const delay = liveReconnectDelay(attempt, random);
          expect(delay).toBeGreaterThanOrEqual(800);
          expect(delay).toBeLessThanOrEqual(36_000);
        },
      ),
    );
    expect(liveReconnectDelay(0, 0.5)).toBe(1_000);
    expect(liveReconnectDelay(1, 0.5)).toBe(2_000);
    expect(liveReconnectDelay(10, 0.5)).toBe(30_000);
  });

  it('grows with each failed attempt (for the same spread)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.double({ min: 0, max: 0.9999, noNaN: true }),
        (attempt, random) => {
          expect(liveReconnectDelay(attempt + 1, random)).toBeGreaterThanOrEqual(
            liveReconnectDelay(attempt, random),
          );
        },
      ),
    );
  });
});
