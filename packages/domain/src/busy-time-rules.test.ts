import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSY_FAILING_NOTICE_MINUTES,
  busyFailingStreak,
  busyPieces,
  MAX_BUSY_PIECE_MS,
} from './busy-time-rules.ts';

const at = (iso: string) => new Date(iso);

describe('busyPieces', () => {
  it('keeps a short stretch whole and cuts a week away into days', () => {
    const hour = { start: at('2027-03-18T09:00:00Z'), end: at('2027-03-18T10:00:00Z') };
    expect(busyPieces(hour)).toEqual([hour]);
    const week = busyPieces({ start: at('2027-03-01T00:00:00Z'), end: at('2027-03-08T00:00:00Z') });
    expect(week).toHaveLength(7);
    expect(week[6]).toEqual({ start: at('2027-03-07T00:00:00Z'), end: at('2027-03-08T00:00:00Z') });
  });

  it('covers the stretch exactly, piece after piece, none longer than a day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 1, max: 40 * MAX_BUSY_PIECE_MS }),
        (startMs, lengthMs) => {
          const range = { start: new Date(startMs), end: new Date(startMs + lengthMs), title: 'x' };
          const pieces = busyPieces(range);
          expect(pieces[0]!.start).toEqual(range.start);
          expect(pieces.at(-1)!.end).toEqual(range.end);
          pieces.forEach((piece, i) => {
            expect(piece.title).toBe('x');
            expect(piece.end.getTime() - piece.start.getTime()).toBeGreaterThan(0);
            expect(piece.end.getTime() - piece.start.getTime()).toBeLessThanOrEqual(MAX_BUSY_PIECE_MS);
            if (i > 0) expect(piece.start).toEqual(pieces[i - 1]!.end);
          });
        },
      ),
    );
  });
});

describe('busyFailingStreak', () => {
  const added = at('2027-03-01T08:00:00Z');
  const read = at('2027-03-10T12:00:00Z');
  const later = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

  it('is due an hour after the last read that worked, keyed by it', () => {
    const calendar = { lastSuccessAt: read, createdAt: added };
    expect(busyFailingStreak(calendar, later(read, 59))).toBeNull();
    expect(busyFailingStreak(calendar, later(read, 60))).toEqual({ since: read, key: read.toISOString() });
  });

  it('measures a calendar never read from when it was added', () => {
    const calendar = { lastSuccessAt: null, createdAt: added };
    expect(busyFailingStreak(calendar, later(added, 30))).toBeNull();
    expect(busyFailingStreak(calendar, later(added, 61))).toEqual({ since: added, key: 'never' });
  });

  it('keeps one key for a whole streak, and a new read that worked starts another', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (wait, gap) => {
        const due = busyFailingStreak({ lastSuccessAt: read, createdAt: added }, later(read, wait));
        expect(due !== null).toBe(wait >= BUSY_FAILING_NOTICE_MINUTES);
        if (due) expect(due.key).toBe(read.toISOString());
        const next = later(read, gap);
        const again = busyFailingStreak({ lastSuccessAt: next, createdAt: added }, later(next, 60));
        expect(again?.key).not.toBe(read.toISOString());
      }),
    );
  });
});
