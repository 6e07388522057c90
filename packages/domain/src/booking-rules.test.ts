import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  claimProblem,
  claimRange,
  claimStarts,
  deadlinePassed,
  isClassFull,
  registrationOutcome,
  waitlistOpen,
  type Range,
} from './booking-rules.ts';

const at = (iso: string) => new Date(iso);
const range = (start: string, end: string): Range => ({ start: at(start), end: at(end) });
const slot = range('2027-03-18T09:00:00Z', '2027-03-18T12:00:00Z');

describe('class capacity and waitlist (docs/product/rules.md#waitlist)', () => {
  it('is full at max_event_regs, not before', () => {
    expect(isClassFull(9, 10)).toBe(false);
    expect(isClassFull(10, 10)).toBe(true);
  });

  it('registers while there is a place, even when the client asked for the waitlist', () => {
    expect(
      registrationOutcome({ maxEventRegs: 2, waitlistAllowed: true, activeRegistrations: 1 }, true),
    ).toBe('registered');
  });

  it('waitlists a full class only when asked and allowed; otherwise refuses', () => {
    const full = { maxEventRegs: 2, activeRegistrations: 2 };
    expect(registrationOutcome({ ...full, waitlistAllowed: true }, true)).toBe('waitlist_registered');
    expect(registrationOutcome({ ...full, waitlistAllowed: true }, false)).toBe('full');
    expect(registrationOutcome({ ...full, waitlistAllowed: false }, true)).toBe('full');
    expect(waitlistOpen({ ...full, waitlistAllowed: true })).toBe(true);
    expect(waitlistOpen({ ...full, activeRegistrations: 1, waitlistAllowed: true })).toBe(false);
  });

  it('never registers past capacity, whatever the order of requests (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        fc.array(fc.boolean(), { maxLength: 80 }),
        (max, waitlistAllowed, requests) => {
          let active = 0;
          let waiting = 0;
          for (const wantsWaitlist of requests) {
            const outcome = registrationOutcome(
              { maxEventRegs: max, waitlistAllowed, activeRegistrations: active },
              wantsWaitlist,
            );
            if (outcome === 'registered') active += 1;
            if (outcome === 'waitlist_registered') waiting += 1;
          }
          expect(active).toBe(Math.min(max, requests.length));
          if (!waitlistAllowed) expect(waiting).toBe(0);
        },
      ),
    );
  });
});

describe('deadlines (docs/product/rules.md#deadlines)', () => {
  const start = at('2027-03-18T09:00:00Z');
  it('passes at the deadline itself, not a minute before', () => {
    expect(deadlinePassed(start, 24, at('2027-03-17T08:59:00Z'))).toBe(false);
    expect(deadlinePassed(start, 24, at('2027-03-17T09:00:00Z'))).toBe(true);
    expect(deadlinePassed(start, 0, at('2027-03-18T08:59:59Z'))).toBe(false);
    expect(deadlinePassed(start, 0, start)).toBe(true);
  });
});

describe('slot claims (docs/product/rules.md#slot-claims)', () => {
  it('names the field that is out of the slot', () => {
    expect(claimProblem(range('2027-03-18T08:45:00Z', '2027-03-18T09:30:00Z'), slot, [])).toBe('start_time');
    expect(claimProblem(range('2027-03-18T11:30:00Z', '2027-03-18T12:15:00Z'), slot, [])).toBe('end_time');
    expect(claimProblem(range('2027-03-18T09:00:00Z', '2027-03-18T12:00:00Z'), slot, [])).toBeNull();
  });

  it('refuses an overlap with blocked time but allows touching it', () => {
    const blocked = [range('2027-03-18T10:00:00Z', '2027-03-18T10:45:00Z')];
    expect(claimProblem(range('2027-03-18T09:30:00Z', '2027-03-18T10:15:00Z'), slot, blocked)).toBe(
      'conflict',
    );
    expect(claimProblem(range('2027-03-18T09:15:00Z', '2027-03-18T10:00:00Z'), slot, blocked)).toBeNull();
    expect(claimProblem(range('2027-03-18T10:45:00Z', '2027-03-18T11:30:00Z'), slot, blocked)).toBeNull();
  });

  it('offers quarter-hour starts that fit around blocked time', () => {
    const blocked = [range('2027-03-18T10:00:00Z', '2027-03-18T11:00:00Z')];
    expect(claimStarts(slot, 45, blocked).map((d) => d.toISOString().slice(11, 16))).toEqual([
      '09:00',
      '09:15',
      '11:00',
      '11:15',
    ]);
  });

  it('every offered start is a claim the rules accept, and no accepted start is missing (property)', () => {
    const quarter = fc
      .integer({ min: 0, max: 16 })
      .map((q) => new Date(slot.start.getTime() + q * 15 * 60_000));
    const blockedArb = fc.array(
      fc.tuple(quarter, fc.integer({ min: 1, max: 8 })).map(([start, q]) => claimRange(start, q * 15)),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(fc.constantFrom(30, 45, 60, 90, 120), blockedArb, (duration, blocked) => {
        const offered = claimStarts(slot, duration, blocked).map((d) => d.getTime());
        for (let q = -4; q <= 16; q += 1) {
          const start = new Date(slot.start.getTime() + q * 15 * 60_000);
          const ok = claimProblem(claimRange(start, duration), slot, blocked) === null;
          expect(offered.includes(start.getTime())).toBe(ok);
        }
      }),
    );
  });
});
