import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deadlinePassed } from './booking-rules.ts';
import {
  CANCEL_INVITE_MIN_MS,
  EARLY_REMINDER_DEADLINE_LEAD_HOURS,
  QUIET_HOURS,
  cancellationInvite,
  nextDailySummary,
  reminderPlan,
} from './reminder-rules.ts';
import { zonedIn } from './time/zoned.ts';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const ZONES = [
  'Europe/Amsterdam',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
];

describe('when a registered client is reminded (docs/product/rules.md#reminders, decision 0029)', () => {
  const start = at('2027-03-18T17:00:00Z'); // 18:00 in Amsterdam
  const booked = at('2027-03-01T12:00:00Z');

  it('sends the early reminder 36 hours ahead for the default 24-hour deadline', () => {
    const plan = reminderPlan({
      start,
      cancellationHours: 24,
      bookedAt: booked,
      timeZone: 'Europe/Amsterdam',
    });
    expect(plan.early).toEqual(at('2027-03-17T05:00:00Z'));
    expect(plan.day).toEqual(at('2027-03-18T15:00:00Z'));
  });

  it('sends it 24 hours ahead when the deadline is close to the start', () => {
    const plan = reminderPlan({ start, cancellationHours: 0, bookedAt: booked, timeZone: 'UTC' });
    expect(plan.early).toEqual(at('2027-03-17T17:00:00Z'));
  });

  it('moves a day reminder out of the night to 21:00 the evening before', () => {
    // 07:00 in Amsterdam: two hours before is 05:00, in the night.
    const early = at('2027-03-18T06:00:00Z');
    const plan = reminderPlan({
      start: early,
      cancellationHours: 0,
      bookedAt: booked,
      timeZone: 'Europe/Amsterdam',
    });
    expect(plan.day).toEqual(at('2027-03-17T20:00:00Z'));
  });

  it('sends no reminder that was due before the booking', () => {
    const late = at('2027-03-18T05:00:00Z');
    const plan = reminderPlan({ start, cancellationHours: 24, bookedAt: late, timeZone: 'UTC' });
    expect(plan.early).toBeNull();
    expect(plan.day).toEqual(at('2027-03-18T15:00:00Z'));
    expect(
      reminderPlan({ start, cancellationHours: 24, bookedAt: at('2027-03-18T16:00:00Z'), timeZone: 'UTC' }),
    ).toEqual({ early: null, day: null });
  });

  it('invites a cancellation only while at least an hour is left before the deadline', () => {
    expect(cancellationInvite(start, 24, at('2027-03-17T15:59:59Z'))).toEqual({
      kind: 'until',
      deadline: at('2027-03-17T17:00:00Z'),
    });
    expect(cancellationInvite(start, 24, at('2027-03-17T16:00:01Z'))).toEqual({ kind: 'none' });
  });

  const instant = (from: string, to: string) =>
    fc.integer({ min: Date.parse(from), max: Date.parse(to) }).map((ms) => new Date(ms - (ms % 60_000)));

  it('never invites a cancellation that would be refused, whatever the deadline, booking time, zone or delay', () => {
    fc.assert(
      fc.property(
        instant('2026-01-01T00:00:00Z', '2028-12-31T00:00:00Z'),
        fc.integer({ min: 0, max: 336 }),
        fc.integer({ min: 0, max: 60 * 24 * 30 }),
        fc.constantFrom(...ZONES),
        // The deadline the professional has set by the time the reminder is written, and how late the
        // worker runs it.
        fc.option(fc.integer({ min: 0, max: 336 }), { nil: undefined }),
        fc.integer({ min: 0, max: 48 * 60 }),
        (start, hours, minutesAhead, timeZone, laterHours, delayMinutes) => {
          const bookedAt = new Date(start.getTime() - minutesAhead * 60_000);
          const plan = reminderPlan({ start, cancellationHours: hours, bookedAt, timeZone });
          for (const due of [plan.early, plan.day]) {
            if (!due) continue;
            expect(due.getTime()).toBeGreaterThan(bookedAt.getTime());
            expect(due.getTime()).toBeLessThan(start.getTime());
            const sentAt = new Date(due.getTime() + delayMinutes * 60_000);
            const hoursNow = laterHours ?? hours;
            const invite = cancellationInvite(start, hoursNow, sentAt);
            if (invite.kind === 'until') {
              // The stated deadline is the server's: cancelling is accepted up to it, refused from it.
              expect(deadlinePassed(start, hoursNow, new Date(invite.deadline.getTime() - 1))).toBe(false);
              expect(deadlinePassed(start, hoursNow, invite.deadline)).toBe(true);
              // And the reader has at least an hour left to act on it.
              expect(
                deadlinePassed(start, hoursNow, new Date(sentAt.getTime() + CANCEL_INVITE_MIN_MS - 1)),
              ).toBe(false);
            }
          }
          // Sent on time with the deadline it was planned for, the early reminder always leaves 12 h.
          if (plan.early) {
            const invite = cancellationInvite(start, hours, plan.early);
            expect(invite.kind).toBe('until');
            if (invite.kind === 'until')
              expect(invite.deadline.getTime() - plan.early.getTime()).toBeGreaterThanOrEqual(
                EARLY_REMINDER_DEADLINE_LEAD_HOURS * HOUR,
              );
          }
          // The day reminder comes after the early one, and never in the reader's night.
          if (plan.day) {
            if (plan.early) expect(plan.day.getTime()).toBeGreaterThan(plan.early.getTime());
            const { hour } = zonedIn(plan.day, timeZone);
            expect(hour >= QUIET_HOURS.from || hour < QUIET_HOURS.to, `${hour}:00 in ${timeZone}`).toBe(
              false,
            );
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the daily summary of new bookings (decision 0029)', () => {
  it('comes at the next 07:00 on the professional’s wall clock', () => {
    expect(nextDailySummary(at('2027-03-10T05:59:00Z'), 'Europe/Amsterdam')).toEqual(
      at('2027-03-10T06:00:00Z'),
    );
    expect(nextDailySummary(at('2027-03-10T06:00:00Z'), 'Europe/Amsterdam')).toEqual(
      at('2027-03-11T06:00:00Z'),
    );
    expect(nextDailySummary(at('2027-03-10T12:00:00Z'), 'Asia/Kolkata')).toEqual(at('2027-03-11T01:30:00Z'));
  });

  it('is always within a day and on the hour locally', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') }),
        fc.constantFrom(...ZONES),
        (ms, timeZone) => {
          const now = new Date(ms);
          const due = nextDailySummary(now, timeZone);
          expect(due.getTime()).toBeGreaterThan(now.getTime());
          expect(due.getTime() - now.getTime()).toBeLessThanOrEqual(25 * HOUR);
          expect(zonedIn(due, timeZone).hour).toBe(7);
        },
      ),
    );
  });
});
