import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import {
  DEFAULT_INACTIVE_DAYS,
  isMonth,
  MAX_INACTIVE_DAYS,
  MIN_INACTIVE_DAYS,
  reportRangeProblem,
} from '../reports.ts';
import { whenFieldsValid } from './events.ts';

/**
 * `GET professional/reports` (docs/product/rules.md#reports, decision 0046): the professional's months,
 * their vouchers now and the clients who have not booked for a while.
 */

const monthParam = z.string({ error: M.invalid }).refine(isMonth, { error: M.invalid }).optional();

/**
 * The query: `from` and `to` are calendar months `YYYY-MM` in the professional's zone, both optional
 * (the last twelve months by default), at most `MAX_REPORT_MONTHS` apart; `inactive_days` is how long
 * without a booking lists a client (1 to 365, default 30).
 */
export const reportQuery = z
  .object({
    from: monthParam,
    to: monthParam,
    inactive_days: z.coerce
      .number({ error: M.wholeNumber })
      .int({ error: M.wholeNumber })
      .min(MIN_INACTIVE_DAYS, { error: M.outOfRange })
      .max(MAX_INACTIVE_DAYS, { error: M.outOfRange })
      .default(DEFAULT_INACTIVE_DAYS),
  })
  .superRefine(
    (query, ctx) => {
      if (!query.from || !query.to) return;
      const problem = reportRangeProblem(query.from, query.to);
      if (problem === 'end_before_start')
        ctx.addIssue({ code: 'custom', path: ['to'], message: M.endAfterStart });
      else if (problem === 'too_long') ctx.addIssue({ code: 'custom', path: ['to'], message: M.outOfRange });
    },
    { when: whenFieldsValid('from', 'to') },
  );
export type ReportQuery = z.input<typeof reportQuery>;

const count = z.number().int();
/** An amount of money in the professional's currency (the product keeps none), two decimals. */
const money = z.number();

/** One calendar month of the report. */
export const reportMonth = z.object({
  /** `YYYY-MM`, in the professional's zone. */
  month: z.string(),
  /** Sessions and classes that start in the month and were not cancelled. */
  sessions: count,
  /** Active registrations of those sessions (a client's place; a waitlist entry is none). */
  registrations: count,
  attended: count,
  no_shows: count,
  /** Registrations of sessions that have begun, not marked yet. */
  unmarked: count,
  /** Registrations of sessions still to come. */
  upcoming: count,
  /** attended ÷ (attended + no_shows), 0 to 1; null when nothing is marked. */
  attendance_rate: z.number().nullable(),
  /** Places cancelled after the cancellation deadline (each used a voucher), by the session's month. */
  late_cancels: count,
  /** Distinct clients with a registration in the month. */
  active_clients: count,
  /** registrations ÷ active_clients, one decimal; null without clients. */
  sessions_per_client: z.number().nullable(),
  /** Vouchers of batches added in the month, as those batches stand now (a removed batch counts 0). */
  vouchers_sold: count,
  /** Their value: each batch's count × its value per voucher. */
  vouchers_sold_value: money,
  /** Vouchers used in the month: uses (consumptions, late cancels) less what was given back. */
  vouchers_used: count,
});
export type ReportMonth = z.infer<typeof reportMonth>;

/** The vouchers clients hold now, per voucher type (every duration together). */
export const outstandingVouchers = z.object({
  type: z.object({ id: z.number().int(), type: z.string() }),
  /** Vouchers held (the sum of the positive balances). */
  count,
  /** Their value, each valued at the price of the newest batches of its kind (first in, first out). */
  value: money,
  /** Vouchers among them whose batch has no value. */
  unpriced: count,
  /** Vouchers used beyond what was bought (the sum of the negative balances, as a positive number). */
  owed: count,
});
export type OutstandingVouchers = z.infer<typeof outstandingVouchers>;

/** A client of the book who has not booked for `inactive_days` days, or never has. */
export const inactiveClient = z.object({
  /** The client book entry (for `/professional/clients/{id}`). */
  entry_id: z.string(),
  full_name: z.string().nullable(),
  /** The start of the client's latest session (not cancelled, their place active), or null. */
  last_session: z.string().nullable(),
});
export type InactiveClient = z.infer<typeof inactiveClient>;

/** Per client over the report's months: what they booked and how it went. */
export const reportClient = z.object({
  /** The client book entry, null when the client is no longer in the book. */
  entry_id: z.string().nullable(),
  full_name: z.string().nullable(),
  sessions: count,
  attended: count,
  no_shows: count,
  late_cancels: count,
});
export type ReportClient = z.infer<typeof reportClient>;

export const report = z.object({
  from: z.string(),
  to: z.string(),
  /** The zone the months are in (the professional's). */
  time_zone: z.string(),
  /** The currency of every value in the report (the professional's, docs/decisions/0047-packs-and-expiry.md). */
  currency: z.string(),
  inactive_days: z.number().int(),
  months: z.array(reportMonth),
  /** Every client with a registration in the months, most sessions first. */
  clients: z.array(reportClient),
  outstanding: z.array(outstandingVouchers),
  /** Longest without a booking first; never booked first of all. */
  inactive_clients: z.array(inactiveClient),
});
export type Report = z.infer<typeof report>;
export const reportReply = z.object({ data: report });
