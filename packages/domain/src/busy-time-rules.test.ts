import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { busyPieces, MAX_BUSY_PIECE_MS } from './busy-time-rules.ts';

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
