import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_MATRIX, type MatrixRow } from '../../src/messaging/notification-matrix.ts';
import { readIcs } from '../helpers/read-ics.ts';
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET } from '../helpers/stripe-stand-in.ts';
import { createTestApp, databaseKinds, type OutboxRow, type TestApp } from '../helpers/test-app.ts';
import {
  expectCalendarObject,
  expectExactly,
  expectedMessages,
  expectReadable,
  feedOf,
  summaryTime,
} from './matrix/expectations.ts';
import { BUSY_SCENARIOS } from './matrix/busy-scenarios.ts';
import { OTHER_SCENARIOS } from './matrix/other-scenarios.ts';
import { PAYMENT_SCENARIOS } from './matrix/payment-scenarios.ts';
import { SESSION_SCENARIOS } from './matrix/session-scenarios.ts';
import { WEBHOOK_SCENARIOS } from './matrix/webhook-scenarios.ts';
import { applyMode, createWorld, T0, type Mode, type Person, type Stage } from './matrix/world.ts';

const SCENARIOS = {
  ...SESSION_SCENARIOS,
  ...OTHER_SCENARIOS,
  ...PAYMENT_SCENARIOS,
  ...BUSY_SCENARIOS,
  ...WEBHOOK_SCENARIOS,
};
const MINUTE = 60_000;

/**
 * Issue 24 item 1: the notification matrix (docs/notifications.md), walked row by row on both
 * databases. Each row's change is made through the API with every reader in another language and
 * zone; exactly the row's messages must be written, each readable by its reader, each with the
 * calendar object the row lists (read by ical.js) and the feed's SEQUENCE. The same change again with
 * every setting off writes only system mails (and to people without an account); with the
 * professional on one summary a day, their booking update waits for the summary.
 */
describe('the notification matrix', () => {
  it('has a scenario for every row and a row for every scenario', () => {
    const rows = NOTIFICATION_MATRIX.map((row) => row.id);
    expect(Object.keys(SCENARIOS).sort()).toEqual([...rows].sort());
    expect(new Set(rows).size).toBe(rows.length);
  });
});

describe.each(databaseKinds)('the notification matrix (%s)', (kind) => {
  let t: TestApp;
  const clock = { now: T0 };
  beforeAll(async () => {
    // Payments into one account (decision 0049): its rows are Stripe's signed events, no API call.
    const stripe = {
      secretKey: STAND_IN_SECRET_KEY,
      webhookSecret: STAND_IN_WEBHOOK_SECRET,
      mode: 'single' as const,
      apiUrl: null,
    };
    t = await createTestApp(kind, { stripe }, { clock: () => clock.now });
  }, 60_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    clock.now = T0;
    await t.reset();
  });
  afterEach(() => readIcs.forgetZones());

  /** Sets the world up, makes the change a minute later, and answers what it wrote. */
  async function run(row: MatrixRow, mode: Mode) {
    const w = createWorld(t, clock);
    const stage: Stage = await SCENARIOS[row.id]!(w);
    await t.drain();
    const before = await t.outbox.all();
    const seen = new Set(before.map((message) => message.id));
    await applyMode(t, Object.values(stage.cast), mode);
    clock.now = new Date(clock.now.getTime() + MINUTE);
    await stage.change();
    const written = (await t.outbox.all()).filter((message) => !seen.has(message.id));
    return { w, stage, before, written };
  }

  async function check(row: MatrixRow, mode: Mode, result: Awaited<ReturnType<typeof run>>) {
    const { stage, before, written } = result;
    const expected = expectedMessages(row, stage, mode);
    expectExactly(row.id, written, expected);
    const feeds = new Map<string, ReturnType<typeof readIcs>>();
    const feed = async (reader: Person) => {
      const cached = feeds.get(reader.token);
      if (cached) return cached;
      const read = await feedOf(t, reader);
      feeds.set(reader.token, read);
      return read;
    };
    for (const want of expected) {
      const message = written.find(
        (row_: OutboxRow) =>
          row_.toAddress === want.to &&
          row_.template === want.notice.template &&
          row_.channel === want.channel,
      )!;
      expectReadable(row, message, want, stage);
      await expectCalendarObject(row, message, want, stage, { earlier: before, feed });
    }
  }

  describe.each(NOTIFICATION_MATRIX.map((row) => [row.id, row] as const))('%s', (_id, row) => {
    it('tells exactly the listed readers, in their language and zone, with the listed calendar object', async () => {
      await check(row, 'on', await run(row, 'on'));
    });

    it('honours every reader’s settings: with all off, only system mails and people without an account', async () => {
      await check(row, 'off', await run(row, 'off'));
    });

    if (row.notices.some((notice) => notice.summary))
      it('tells a professional who chose one summary a day in that summary, not at once', async () => {
        const result = await run(row, 'daily');
        await check(row, 'daily', result);
        const professional = result.stage.cast.professional!;
        const client = result.stage.cast.client!;
        const seen = new Set((await t.outbox.all()).map((message) => message.id));
        await result.w.advanceTo(summaryTime(clock.now, professional));
        const summaries = (await t.outbox.all()).filter((message) => !seen.has(message.id));
        expect(summaries.map((message) => [message.toAddress, message.template])).toEqual([
          [professional.email, 'booking_summary'],
        ]);
        expect(summaries[0]!.language).toBe(professional.language);
        expect(summaries[0]!.text).toContain(client.name);
      });
  });
});
