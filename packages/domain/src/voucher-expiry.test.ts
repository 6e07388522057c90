import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expiringSchedule,
  isExpiringSoon,
  replayHoldings,
  validUntil,
  type LedgerStep,
} from './voucher-expiry.ts';

const DAY = 24 * 60 * 60 * 1000;
const at = (day: number) => new Date(Date.UTC(2027, 0, 1) + day * DAY);

/**
 * An independent model of the rule of docs/product/rules.md#expiry, one voucher at a time: each voucher
 * is a token of its batch; a use removes the valid token that ends soonest (then the oldest batch),
 * else a loose token, else is owed; a return settles what is owed, else puts a token back in the valid
 * batch that ends soonest and has room, else a loose one; an expiry removes the batch's tokens.
 */
function tokenModel(steps: readonly LedgerStep[], until: Date) {
  type Batch = { id: string; size: number; expiresAt: Date | null; order: number; ended: boolean };
  const batches: Batch[] = [];
  const tokens: (string | null)[] = [];
  let owed = 0;
  const ordered = steps
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => step.at <= until)
    .sort((a, b) => a.step.at.getTime() - b.step.at.getTime() || a.index - b.index);
  const valid = (time: number) =>
    batches
      .filter((batch) => !batch.ended && (!batch.expiresAt || batch.expiresAt.getTime() > time))
      .sort(
        (a, b) =>
          (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity) || a.order - b.order,
      );
  const held = (id: string) => tokens.filter((token) => token === id).length;
  const removeOne = (id: string | null) => tokens.splice(tokens.indexOf(id), 1);
  const use = (time: number) => {
    const from = valid(time).find((batch) => held(batch.id) > 0);
    if (from) removeOne(from.id);
    else if (tokens.includes(null)) removeOne(null);
    else owed += 1;
  };
  for (const { step, index } of ordered) {
    const time = step.at.getTime();
    if (step.batchId === null) {
      for (let i = 0; i < Math.abs(step.delta); i += 1) {
        if (step.delta < 0) use(time);
        else if (owed > 0) owed -= 1;
        else {
          const to = valid(time).find((batch) => held(batch.id) < batch.size);
          tokens.push(to ? to.id : null);
        }
      }
      continue;
    }
    let batch = batches.find((candidate) => candidate.id === step.batchId);
    if (step.kind === 'expiry') {
      if (batch) {
        while (held(batch.id) > 0) removeOne(batch.id);
        batch.ended = true;
      }
      continue;
    }
    if (!batch) {
      batch = { id: step.batchId, size: 0, expiresAt: null, order: index, ended: false };
      batches.push(batch);
    }
    if (step.expiresAt !== undefined) batch.expiresAt = step.expiresAt;
    batch.size += step.delta;
    for (let i = 0; i < step.delta; i += 1) {
      if (owed > 0) owed -= 1;
      else tokens.push(batch.id);
    }
    for (let i = 0; i < -step.delta; i += 1) {
      if (held(batch.id) > 0) removeOne(batch.id);
      else use(time);
    }
    batch.size = Math.max(batch.size, held(batch.id));
  }
  return {
    held: new Map(batches.map((batch) => [batch.id, held(batch.id)])),
    loose: held(null as never),
    owed,
    tokens,
  };
}

/** A ledger of one kind: credits (some dated), edits, removals, uses and returns, days 0 to 60. */
const ledgerArb = fc
  .array(
    fc.oneof(
      fc.record({
        type: fc.constant('credit' as const),
        day: fc.integer({ min: 0, max: 60 }),
        count: fc.integer({ min: 1, max: 10 }),
        valid: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
      }),
      fc.record({ type: fc.constant('use' as const), day: fc.integer({ min: 0, max: 60 }) }),
      fc.record({ type: fc.constant('give' as const), day: fc.integer({ min: 0, max: 60 }) }),
      fc.record({
        type: fc.constant('edit' as const),
        day: fc.integer({ min: 0, max: 60 }),
        pick: fc.nat(),
        delta: fc.integer({ min: -5, max: 5 }),
      }),
    ),
    { maxLength: 40 },
  )
  .map((actions) => {
    const sorted = [...actions].sort((a, b) => a.day - b.day);
    const steps: LedgerStep[] = [];
    const credits: { id: string; expiresAt: Date | null }[] = [];
    sorted.forEach((action, index) => {
      if (action.type === 'credit') {
        const id = `b${index}`;
        const expiresAt = action.valid === null ? null : at(action.day + action.valid);
        credits.push({ id, expiresAt });
        steps.push({ kind: 'credit', batchId: id, delta: action.count, at: at(action.day), expiresAt });
      } else if (action.type === 'edit' && credits.length && action.delta !== 0) {
        const credit = credits[action.pick % credits.length]!;
        // A batch that has ended cannot be edited (the server answers 409).
        if (credit.expiresAt && credit.expiresAt <= at(action.day)) return;
        steps.push({
          kind: 'edit',
          batchId: credit.id,
          delta: action.delta,
          at: at(action.day),
          expiresAt: credit.expiresAt,
        });
      } else if (action.type === 'use')
        steps.push({ kind: 'consumption', batchId: null, delta: -1, at: at(action.day) });
      else if (action.type === 'give')
        steps.push({ kind: 'reversal', batchId: null, delta: 1, at: at(action.day) });
    });
    return steps;
  });

/** Adds the expiry entries the job would write, each at its batch's end, as the server does. */
function withExpiries(steps: LedgerStep[], until: Date): LedgerStep[] {
  const all = [...steps];
  for (;;) {
    const due = [...replayHoldings(all, until).batches.entries()]
      .filter(([, batch]) => !batch.ended && batch.expiresAt && batch.expiresAt <= until)
      .sort(([a, x], [b, y]) => x.expiresAt!.getTime() - y.expiresAt!.getTime() || (a < b ? -1 : 1));
    if (due.length === 0) return all;
    const [id, batch] = due[0]!;
    const left = replayHoldings(all, batch.expiresAt!).batches.get(id)!.left;
    all.push({ kind: 'expiry', batchId: id, delta: -left, at: batch.expiresAt! });
  }
}

const sum = (steps: readonly LedgerStep[]) => steps.reduce((total, step) => total + step.delta, 0);

describe('voucher expiry (docs/product/rules.md#expiry)', () => {
  it('agrees with a voucher-by-voucher model, and what is held is always the balance', () => {
    fc.assert(
      fc.property(ledgerArb, fc.integer({ min: 0, max: 110 }), (steps, day) => {
        const until = at(day);
        const ledger = withExpiries(steps, until);
        const replay = replayHoldings(ledger, until);
        const model = tokenModel(ledger, until);
        for (const [id, batch] of replay.batches) expect(batch.left).toBe(model.held.get(id));
        expect(replay.owed).toBe(model.owed);
        const held = [...replay.batches.values()].reduce((total, batch) => total + batch.left, 0);
        const balance = sum(ledger.filter((step) => step.at <= until));
        expect(held + replay.loose - replay.owed).toBe(balance);
        // Nothing is held past its end, and an expiry never takes more than its batch held.
        for (const batch of replay.batches.values())
          if (batch.expiresAt && batch.expiresAt <= until) expect(batch.left).toBe(0);
        for (const step of ledger) if (step.kind === 'expiry') expect(step.delta).toBeLessThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('what the schedule says will expire is what expires when nothing more happens', () => {
    fc.assert(
      fc.property(ledgerArb, fc.integer({ min: 0, max: 60 }), (steps, day) => {
        const now = at(day);
        const past = steps.filter((step) => step.at <= now);
        const schedule = expiringSchedule(withExpiries(past, now), now);
        const later = withExpiries(past, at(200)).filter((step) => step.kind === 'expiry' && step.at > now);
        const expected = new Map<string, number>();
        for (const step of later)
          if (step.delta !== 0)
            expected.set(step.at.toISOString(), (expected.get(step.at.toISOString()) ?? 0) - step.delta);
        expect(
          new Map(schedule.map((item) => [new Date(item.expires_at).toISOString(), item.count])),
        ).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('a use before a dated pack was bought does not come out of it', () => {
    const steps: LedgerStep[] = [
      { kind: 'credit', batchId: 'lasting', delta: 5, at: at(0), expiresAt: null },
      { kind: 'consumption', batchId: null, delta: -1, at: at(1) },
      { kind: 'consumption', batchId: null, delta: -1, at: at(2) },
      { kind: 'consumption', batchId: null, delta: -1, at: at(3) },
      { kind: 'credit', batchId: 'month', delta: 5, at: at(5), expiresAt: at(15) },
    ];
    expect(expiringSchedule(steps, at(6))).toEqual([{ expires_at: at(15).toISOString(), count: 5 }]);
    expect(isExpiringSoon(expiringSchedule(steps, at(6)), at(6))).toBe(true);
    expect(isExpiringSoon(expiringSchedule(steps, at(0)), at(0))).toBe(false);
  });

  it('a debt is paid by the next vouchers, so they hold less', () => {
    const steps: LedgerStep[] = [
      { kind: 'consumption', batchId: null, delta: -1, at: at(1) },
      { kind: 'consumption', batchId: null, delta: -1, at: at(2) },
      { kind: 'credit', batchId: 'month', delta: 5, at: at(3), expiresAt: at(30) },
    ];
    expect(expiringSchedule(steps, at(4))).toEqual([{ expires_at: at(30).toISOString(), count: 3 }]);
  });

  it('ends at the same wall-clock time in the zone across a DST change', () => {
    expect(validUntil(new Date('2027-03-20T12:00:00Z'), 10, 'Europe/Amsterdam').toISOString()).toBe(
      '2027-03-30T11:00:00.000Z',
    );
    expect(validUntil(new Date('2027-03-20T12:00:00Z'), 10, 'UTC').toISOString()).toBe(
      '2027-03-30T12:00:00.000Z',
    );
  });
});
