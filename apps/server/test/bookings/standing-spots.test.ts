import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { movableClock } from '../vouchers/helpers.ts';
import {
  bookingClients,
  call,
  classBody,
  createEvents,
  scheduler,
  sentMail,
  type BookingClient,
} from './helpers.ts';

const NOW = new Date('2027-03-10T12:00:00Z');

/** docs/product/rules.md#standing-spots, through HTTP on both databases. */
describe.each(databaseKinds)('standing spots (%s)', (kind) => {
  let t: TestApp;
  const clock = movableClock(NOW);
  let pro: { token: string; professionalId: string };
  let ann: BookingClient, bo: BookingClient;
  /** A weekly class of one place with a waitlist, four Fridays from 12 March; Bo has the second. */
  let dates: { id: string; start_time: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: clock.read });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    clock.set(NOW);
    pro = await scheduler(t, 'coach');
    [ann, bo] = (await bookingClients(t, pro.professionalId, 2, 'st')) as [BookingClient, BookingClient];
    dates = await createEvents(
      t,
      pro.token,
      classBody('2027-03-12T08:00:00Z', '2027-03-12T09:00:00Z', {
        max_event_regs: 1,
        waitlist_allowed: true,
        recurrence_rule: { frequency: 'weekly', count: 4 },
      }),
    );
    const taken = await call(t, 'POST', `client/events/${dates[1]!.id}/register`, {
      token: bo.token,
      body: { voucher_type_id: 3 },
    });
    expect(taken.status).toBe(201);
  });

  const book = (from: string, body: Record<string, unknown> = {}, token = ann.token) =>
    call(t, 'POST', `client/events/${from}/standing-spot`, { token, body: { voucher_type_id: 3, ...body } });
  const outcomes = (reply: { body: { data: { occurrences: { outcome: string }[] } } }) =>
    reply.body.data.occurrences.map((occurrence) => occurrence.outcome);
  const places = async (clientId: string) =>
    (
      (await t.deps.database.db.execute(sql`
        select e.start_time, 'registration' kind from event_registrations r join events e on e.id = r.event_id
          where r.client_id = ${clientId} and r.cancelled_at is null
        union all
        select e.start_time, 'waitlist' from waitlist_registrations w join events e on e.id = w.event_id
          where w.client_id = ${clientId} and w.cancelled_at is null
        order by 1`)) as unknown as { rows: { kind: string }[] }
    ).rows.map((row) => row.kind);

  it('books every remaining date, a full one on its waitlist, and tells the client once', async () => {
    const reply = await book(dates[0]!.id);
    expect(reply.status).toBe(201);
    expect(outcomes(reply)).toEqual(['registered', 'waitlist_registered', 'registered', 'registered']);
    expect(reply.body.data.occurrences.map((o: { event_id: string }) => o.event_id)).toEqual(
      dates.map((date) => date.id),
    );
    expect(await places(ann.clientId)).toEqual(['registration', 'waitlist', 'registration', 'registration']);
    const mails = await sentMail(t, 'standing_spot_booked');
    expect(mails.map((mail) => mail.toAddress)).toEqual(['st1@example.test']);
    expect(mails[0]!.text).toMatch(/3 dates are yours/);
    expect(mails[0]!.text).toMatch(/On the waitlist: Friday 19 March at 08:00 UTC\n/);
    // Not one confirmation or waitlist mail per date.
    expect((await sentMail(t, 'booking_confirmed')).map((mail) => mail.toAddress)).toEqual([
      'st2@example.test',
    ]);
    expect(await sentMail(t, 'waitlist_joined')).toEqual([]);
  });

  it('books the next dates only, from a later one, and reports what was already booked or closed', async () => {
    expect(outcomes(await book(dates[2]!.id, { count: 1 }))).toEqual(['registered']);
    expect(outcomes(await book(dates[1]!.id, { count: 2 }))).toEqual(['waitlist_registered', 'already_in']);
    // The first date's registration deadline has passed (a day ahead of a 48-hour deadline).
    await call(t, 'PUT', 'vouchers-settings', {
      token: pro.token,
      body: {
        voucher_settings: [{ voucher_type_id: 3, registration_deadline: 48, cancellation_deadline: 24 }],
      },
    });
    expect(outcomes(await book(dates[0]!.id))).toEqual([
      'registration_deadline',
      'already_in',
      'already_in',
      'registered',
    ]);
  });

  it('refuses bad requests whole, with field errors, and books nothing', async () => {
    expect((await book(dates[0]!.id, { count: 0 })).status).toBe(422);
    expect(Object.keys((await book(dates[0]!.id, { count: 53 })).body.errors)).toEqual(['count']);
    expect(Object.keys((await book(dates[0]!.id, { voucher_type_id: 1 })).body.errors)).toEqual([
      'voucher_type_id',
    ]);
    expect((await book('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await book(dates[0]!.id, {}, pro.token)).status).toBe(403);
    expect(await places(ann.clientId)).toEqual([]);
  });

  it('cancels every later date while cancelling is free, keeps one past its deadline, and leaves waitlists', async () => {
    await book(dates[0]!.id);
    const cancel = (from: string, reason = 'Moving away') =>
      call(t, 'POST', `client/events/${from}/standing-spot/cancel`, { token: ann.token, body: { reason } });
    expect((await cancel(dates[0]!.id, ' ')).status).toBe(422);
    // A day before the first date: its 24-hour cancellation deadline has passed.
    clock.set('2027-03-11T09:00:00Z');
    const reply = await cancel(dates[0]!.id);
    expect(reply.status).toBe(200);
    expect(outcomes(reply)).toEqual(['cancellation_deadline', 'left_waitlist', 'cancelled', 'cancelled']);
    expect(await places(ann.clientId)).toEqual(['registration']);
    // Each cancellation told as one is: the professional hears of each date.
    expect(await sentMail(t, 'registration_cancelled')).toHaveLength(2);
  });
});
