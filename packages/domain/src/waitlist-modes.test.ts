import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  effectiveWaitlistMode,
  nextWaitlistStep,
  WAITLIST_MODES,
  WAITLIST_OFFER_HOLD_MINUTES,
  type WaitingEntry,
  type WaitlistMode,
} from './waitlist-modes.ts';

const HOUR = 3_600_000;
const deadline = new Date('2027-03-12T08:00:00Z');
const at = (hoursBefore: number) => new Date(deadline.getTime() - hoursBefore * HOUR);
const entry = (id: string, over: Partial<WaitingEntry> = {}): WaitingEntry => ({
  id,
  offered: false,
  passed: false,
  clash: false,
  ...over,
});

describe('nextWaitlistStep', () => {
  it('tells everyone in notify-everyone mode, except who holds an offer or is booked at that time', () => {
    const step = nextWaitlistStep({
      mode: 'notify_all',
      freePlaces: 1,
      now: at(24),
      registrationDeadline: deadline,
      waiting: [entry('a'), entry('b', { clash: true }), entry('c', { passed: true })],
    });
    expect(step).toEqual({ kind: 'notify', entryIds: ['a', 'c'] });
  });

  it('offers in turn, one place each, skipping a clash and who let an offer go', () => {
    const step = nextWaitlistStep({
      mode: 'offer_in_turn',
      freePlaces: 2,
      now: at(24),
      registrationDeadline: deadline,
      waiting: [
        entry('a', { passed: true }),
        entry('b', { clash: true }),
        entry('c'),
        entry('d'),
        entry('e'),
      ],
    });
    expect(step).toEqual({
      kind: 'offer',
      entryIds: ['c', 'd'],
      expiresAt: new Date(at(24).getTime() + WAITLIST_OFFER_HOLD_MINUTES * 60_000),
    });
  });

  it('promotes the first eligible entries at once', () => {
    const step = nextWaitlistStep({
      mode: 'auto_promote',
      freePlaces: 1,
      now: at(24),
      registrationDeadline: deadline,
      waiting: [entry('a', { clash: true }), entry('b'), entry('c')],
    });
    expect(step).toEqual({ kind: 'promote', entryIds: ['b'] });
  });

  it('falls back to telling everyone less than one hold before the deadline, and does nothing after it', () => {
    const hold = WAITLIST_OFFER_HOLD_MINUTES / 60;
    for (const mode of ['offer_in_turn', 'auto_promote'] as const) {
      expect(effectiveWaitlistMode(mode, at(hold), deadline)).toBe(mode);
      expect(effectiveWaitlistMode(mode, at(hold - 0.01), deadline)).toBe('notify_all');
      expect(
        nextWaitlistStep({
          mode,
          freePlaces: 1,
          now: at(1),
          registrationDeadline: deadline,
          waiting: [entry('a')],
        }),
      ).toEqual({ kind: 'notify', entryIds: ['a'] });
      expect(
        nextWaitlistStep({
          mode,
          freePlaces: 1,
          now: deadline,
          registrationDeadline: deadline,
          waiting: [entry('a')],
        }),
      ).toEqual({ kind: 'nothing' });
    }
  });
});

/**
 * A class run by the engine against a model: random joins, leaves, registrations and cancellations of
 * others, capacity changes, clashing bookings elsewhere, offers taken or let go, and time passing.
 * Invariants: places taken and held never exceed capacity; nobody gets a place while booked at an
 * overlapping time, nor twice; offers and promotions go in joining order to the first eligible.
 */
type Person = {
  id: string;
  state: 'waiting' | 'offered' | 'registered' | 'gone';
  passed: boolean;
  clash: boolean;
};

const op = fc.oneof(
  fc.record({ op: fc.constant('join'), clash: fc.boolean() }),
  fc.record({ op: fc.constant('leave'), who: fc.nat(30) }),
  fc.record({ op: fc.constant('cancel'), who: fc.nat(30) }),
  fc.record({ op: fc.constant('capacity'), by: fc.integer({ min: -2, max: 2 }) }),
  fc.record({ op: fc.constant('clash'), who: fc.nat(30), clash: fc.boolean() }),
  fc.record({ op: fc.constant('take'), who: fc.nat(30) }),
  fc.record({ op: fc.constant('lapse'), who: fc.nat(30) }),
  fc.record({ op: fc.constant('later'), hours: fc.integer({ min: 1, max: 30 }) }),
);

function run(mode: WaitlistMode, capacityAtStart: number, ops: readonly unknown[]) {
  let capacity = capacityAtStart;
  let now = at(72);
  const people: Person[] = [];
  // The class starts full: the waitlist only fills once every place is taken.
  for (let index = 0; index < capacity; index++)
    people.push({ id: `r${index}`, state: 'registered', passed: false, clash: false });
  const taken = () => people.filter((p) => p.state === 'registered' || p.state === 'offered').length;
  const pick = (who: number, state: Person['state']) => {
    const matching = people.filter((p) => p.state === state);
    return matching.length === 0 ? undefined : matching[who % matching.length];
  };

  const settle = () => {
    const waiting = people.filter((p) => p.state === 'waiting' || p.state === 'offered');
    const step = nextWaitlistStep({
      mode,
      freePlaces: capacity - taken(),
      now,
      registrationDeadline: deadline,
      waiting: waiting.map((p) => ({
        id: p.id,
        offered: p.state === 'offered',
        passed: p.passed,
        clash: p.clash,
      })),
    });
    if (step.kind === 'offer' || step.kind === 'promote') {
      const eligible = waiting.filter((p) => p.state === 'waiting' && !p.passed && !p.clash);
      // In joining order: exactly the first eligible ones.
      expect(step.entryIds).toEqual(eligible.slice(0, step.entryIds.length).map((p) => p.id));
      for (const id of step.entryIds) {
        const person = people.find((p) => p.id === id)!;
        expect(person.clash).toBe(false);
        expect(person.state).toBe('waiting');
        person.state = step.kind === 'offer' ? 'offered' : 'registered';
      }
      expect(effectiveWaitlistMode(mode, now, deadline)).toBe(mode);
    }
    if (step.kind !== 'nothing') expect(now.getTime()).toBeLessThan(deadline.getTime());
  };

  for (const raw of ops) {
    const step = raw as { op: string; who: number; clash: boolean; by: number; hours: number };
    switch (step.op) {
      case 'join':
        if (taken() >= capacity)
          people.push({ id: `w${people.length}`, state: 'waiting', passed: false, clash: step.clash });
        break;
      case 'leave': {
        const person = pick(step.who, 'waiting') ?? pick(step.who, 'offered');
        if (person) person.state = 'gone';
        break;
      }
      case 'cancel': {
        const person = pick(step.who, 'registered');
        if (person) person.state = 'gone';
        break;
      }
      case 'capacity':
        // A capacity is never lowered below the places already taken (the server refuses that).
        capacity = Math.max(1, taken(), capacity + step.by);
        break;
      case 'clash': {
        const person = pick(step.who, 'waiting');
        if (person) person.clash = step.clash;
        break;
      }
      case 'take': {
        const person = pick(step.who, 'offered');
        if (person && !person.clash) person.state = 'registered';
        break;
      }
      case 'lapse': {
        const person = pick(step.who, 'offered');
        if (person) {
          person.state = 'waiting';
          person.passed = true;
        }
        break;
      }
      case 'later':
        now = new Date(now.getTime() + step.hours * HOUR);
        break;
    }
    settle();
    // Nobody is registered twice or both registered and waiting: one state per person.
    expect(new Set(people.map((p) => p.id)).size).toBe(people.length);
    expect(taken()).toBeLessThanOrEqual(capacity);
  }
}

describe('the waitlist engine against a model', () => {
  it('never exceeds capacity, never places a clash or anyone twice, and keeps joining order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WAITLIST_MODES),
        fc.integer({ min: 1, max: 4 }),
        fc.array(op, { minLength: 1, maxLength: 60 }),
        (mode, capacity, ops) => run(mode, capacity, ops),
      ),
      { numRuns: 300 },
    );
  });
});
