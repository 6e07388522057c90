import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_WINDOW_DAYS, attendanceClosesAt, attendanceOpen } from './attendance.ts';

const start = new Date('2026-12-01T09:00:00Z');
const end = new Date('2026-12-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('attendanceOpen', () => {
  it('opens at the start, not a moment before', () => {
    expect(attendanceOpen({ start, end }, at('2026-12-01T08:59:59.999Z'))).toBe(false);
    expect(attendanceOpen({ start, end }, start)).toBe(true);
    expect(attendanceOpen({ start, end }, at('2026-12-01T09:30:00Z'))).toBe(true);
  });

  it(`stays open ${ATTENDANCE_WINDOW_DAYS} days after the end, and closes then`, () => {
    expect(attendanceClosesAt(end)).toEqual(at('2026-12-08T10:00:00Z'));
    expect(attendanceOpen({ start, end }, at('2026-12-08T09:59:59.999Z'))).toBe(true);
    expect(attendanceOpen({ start, end }, at('2026-12-08T10:00:00Z'))).toBe(false);
  });

  it('is open exactly on [start, end + window) for any session', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        fc.integer({ min: 1, max: 24 * 60 }),
        fc.integer({ min: -30 * 86_400_000, max: 30 * 86_400_000 }),
        (startMs, minutes, offset) => {
          const session = { start: new Date(startMs), end: new Date(startMs + minutes * 60_000) };
          const now = new Date(startMs + offset);
          const inside = offset >= 0 && now < attendanceClosesAt(session.end);
          expect(attendanceOpen(session, now)).toBe(inside);
        },
      ),
    );
  });
});
