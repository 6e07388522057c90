/**
 * Which vouchers expire, and when (docs/decisions/0047-packs-and-expiry.md, docs/product/rules.md#expiry).
 * Uses are not tied to batches in the ledger, so the ledger is replayed in time order: a use takes a
 * voucher of the batch valid at that moment that ends soonest (batches without an end last, then the
 * oldest); a use with nothing to take is owed, and the next vouchers added pay it; a voucher given
 * back (a reversal, a no-show return) settles what is owed first, else goes back to the batch that
 * ends soonest among those it could have come from, else stays without an end. What a batch still
 * holds at its end expires. The same replay says ahead of time what expires when, so what the client
 * is shown is what happens.
 */
import { Temporal } from 'temporal-polyfill';

/** docs/product/constants.md#vouchers: vouchers that expire within this many days are "expiring soon". */
export const EXPIRING_SOON_DAYS = 14;
/** The longest validity a pack or batch may have, in days (ten years). */
export const MAX_VALID_DAYS = 3660;

/**
 * One ledger entry as the replay reads it: a batch entry (`batchId` set: its credit, edits and removal
 * change its size by `delta`, its `expiry` ends it) or any other change of the balance.
 */
export interface LedgerStep {
  kind: string;
  batchId: string | null;
  delta: number;
  at: Date;
  /** Of a batch entry: the batch's end after it (null: never). */
  expiresAt?: Date | null;
}

interface ReplayBatch {
  id: string;
  left: number;
  size: number;
  expiresAt: Date | null;
  order: number;
  ended: boolean;
}

/** What the replay leaves at a moment: per batch what it still holds, loose vouchers, and what is owed. */
export interface Holdings {
  batches: Map<string, { left: number; expiresAt: Date | null; ended: boolean }>;
  loose: number;
  owed: number;
}

const endsFirst = (a: ReplayBatch, b: ReplayBatch) =>
  (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity) || a.order - b.order;

/** Replays `steps` (any order: they are put in time order, ties in the order given) up to `until`. */
export function replayHoldings(steps: readonly LedgerStep[], until: Date): Holdings {
  const ordered = steps
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => step.at.getTime() <= until.getTime())
    .sort((a, b) => a.step.at.getTime() - b.step.at.getTime() || a.index - b.index);
  const batches = new Map<string, ReplayBatch>();
  let loose = 0;
  let owed = 0;
  const validAt = (at: number) =>
    [...batches.values()]
      .filter((batch) => !batch.ended && (!batch.expiresAt || batch.expiresAt.getTime() > at))
      .sort(endsFirst);
  const take = (count: number, at: number) => {
    for (let i = 0; i < count; i += 1) {
      const from = validAt(at).find((batch) => batch.left > 0);
      if (from) from.left -= 1;
      else if (loose > 0) loose -= 1;
      else owed += 1;
    }
  };
  const give = (count: number, at: number) => {
    for (let i = 0; i < count; i += 1) {
      if (owed > 0) owed -= 1;
      else {
        const to = validAt(at).find((batch) => batch.left < batch.size);
        if (to) to.left += 1;
        else loose += 1;
      }
    }
  };
  for (const { step, index } of ordered) {
    const at = step.at.getTime();
    if (step.batchId === null) {
      if (step.delta < 0) take(-step.delta, at);
      else give(step.delta, at);
      continue;
    }
    let batch = batches.get(step.batchId);
    if (step.kind === 'expiry') {
      if (batch) {
        batch.left = 0;
        batch.ended = true;
      }
      continue;
    }
    if (!batch) {
      batch = { id: step.batchId, left: 0, size: 0, expiresAt: null, order: index, ended: false };
      batches.set(step.batchId, batch);
    }
    if (step.expiresAt !== undefined) batch.expiresAt = step.expiresAt;
    batch.size += step.delta;
    if (step.delta >= 0) {
      // New vouchers pay what is owed first.
      const paid = Math.min(owed, step.delta);
      owed -= paid;
      batch.left += step.delta - paid;
    } else {
      const cut = Math.min(batch.left, -step.delta);
      batch.left -= cut;
      // Taking back more than the batch still holds: the client used them, so they are owed.
      take(-step.delta - cut, at);
    }
    batch.size = Math.max(batch.size, batch.left);
  }
  return {
    batches: new Map(
      [...batches.values()].map((batch) => [
        batch.id,
        { left: batch.left, expiresAt: batch.expiresAt, ended: batch.ended },
      ]),
    ),
    loose,
    owed,
  };
}

/** What will expire when if nothing more is used or added: per moment, soonest first. */
export interface ExpiringVouchers {
  expires_at: string;
  count: number;
}

export function expiringSchedule(steps: readonly LedgerStep[], now: Date): ExpiringVouchers[] {
  const byMoment = new Map<number, number>();
  for (const batch of replayHoldings(steps, now).batches.values()) {
    if (batch.ended || !batch.expiresAt || batch.left === 0) continue;
    if (batch.expiresAt.getTime() <= now.getTime()) continue;
    const at = batch.expiresAt.getTime();
    byMoment.set(at, (byMoment.get(at) ?? 0) + batch.left);
  }
  return [...byMoment.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, count]) => ({ expires_at: new Date(at).toISOString(), count }));
}

/** Whether some of the schedule ends within EXPIRING_SOON_DAYS of `now`. */
export const isExpiringSoon = (schedule: readonly ExpiringVouchers[], now: Date): boolean =>
  schedule.some(
    (item) => Date.parse(item.expires_at) - now.getTime() <= EXPIRING_SOON_DAYS * 24 * 60 * 60 * 1000,
  );

/**
 * When vouchers bought at `from` and valid for `days` days end: the same wall-clock time that many
 * days later in the professional's zone, so a pack bought at 18:00 ends at 18:00 across a DST change.
 */
export function validUntil(from: Date, days: number, timeZone: string): Date {
  const zoned = Temporal.Instant.fromEpochMilliseconds(from.getTime()).toZonedDateTimeISO(timeZone);
  return new Date(zoned.add({ days }).epochMilliseconds);
}
