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
const CLASS_AT = '2027-03-12T08:00:00Z';
const CLASS_END = '2027-03-12T09:00:00Z';
const HOUR = 3_600_000;

/** docs/product/rules.md#waitlist-modes, through HTTP on both databases. */
describe.each(databaseKinds)('waitlist modes (%s)', (kind) => {
  let t: TestApp;
  const clock = movableClock(NOW);
  let pro: { token: string; professionalId: string };
  /** Ann registered; Bo, Cy and Di wait in that order. */
  let ann: BookingClient, bo: BookingClient, cy: BookingClient, di: BookingClient;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: clock.read });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    clock.set(NOW);
    pro = await scheduler(t, 'coach');
    [ann, bo, cy, di] = (await bookingClients(t, pro.professionalId, 4, 'wl')) as [
      BookingClient,
      BookingClient,
      BookingClient,
      BookingClient,
    ];
  });

  const emailOf = (client: BookingClient) => `wl${[ann, bo, cy, di].indexOf(client) + 1}@example.test`;
  const register = (client: BookingClient, eventId: string, waitlist = false) =>
    call(t, 'POST', `client/events/${eventId}/register`, {
      token: client.token,
      body: { voucher_type_id: 3, waitlist },
    });
  const idOf = async (reply: ReturnType<typeof call>) => {
    const done = await reply;
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    return (done.body as { data: { event: { registration: { id: string } } } }).data.event.registration.id;
  };
  const cancel = (client: BookingClient, registrationId: string) =>
    call(t, 'POST', `client/event-registrations/${registrationId}/cancel`, {
      token: client.token,
      body: { reason: 'Busy' },
    });
  /** A class of one place at CLASS_AT with a waitlist: Ann in it, Bo, Cy and Di waiting. */
  const fullClass = async (extra: Record<string, unknown> = {}, at = CLASS_AT, end = CLASS_END) => {
    const [event] = await createEvents(
      t,
      pro.token,
      classBody(at, end, { max_event_regs: 1, waitlist_allowed: true, ...extra }),
    );
    const annId = await idOf(register(ann, event.id));
    const waiting = [];
    for (const client of [bo, cy, di]) waiting.push(await idOf(register(client, event.id, true)));
    return { eventId: event.id as string, annId, waiting };
  };
  /** The class as the client's calendar shows it. */
  const seenBy = async (client: BookingClient, eventId: string) => {
    const reply = await call(t, 'GET', 'client/events?start_date=2027-03-11&end_date=2027-03-13', {
      token: client.token,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a reply read field by field below
    return (reply.body.data as { id: string }[]).find((event) => event.id === eventId) as any;
  };
  const mailedTo = async (template: string) => (await sentMail(t, template)).map((row) => row.toAddress);
  const activeRegistrations = async (eventId: string) =>
    (
      (await t.deps.database.db.execute(sql`select client_id from event_registrations
        where event_id = ${eventId} and cancelled_at is null order by created_at`)) as unknown as {
        rows: { client_id: string }[];
      }
    ).rows.map((row) => row.client_id);

  it('tells each waiting client the place they joined at, after the commit; one who left first is not told', async () => {
    const { waiting } = await fullClass();
    // Di leaves before the job worker has written the mails: the job finds the entry ended.
    expect((await cancel(di, waiting[2]!)).status).toBe(200);
    const joined = await sentMail(t, 'waitlist_joined');
    expect(joined.map((row) => row.toAddress).sort()).toEqual([emailOf(bo), emailOf(cy)]);
    const placeOf = (email: string) =>
      /Waitlist place: (\d+)/.exec(joined.find((row) => row.toAddress === email)!.text)?.[1];
    expect([placeOf(emailOf(bo)), placeOf(emailOf(cy))]).toEqual(['1', '2']);
  });

  it('keeps a default per professional that new classes start with; an edit keeps the class’s mode', async () => {
    const bad = await call(t, 'POST', 'professional/profile/waitlist-mode', {
      token: pro.token,
      body: { mode: 'first_come' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['mode']);
    const saved = await call(t, 'POST', 'professional/profile/waitlist-mode', {
      token: pro.token,
      body: { mode: 'auto_promote' },
    });
    expect(saved.body.data).toEqual({ waitlist_mode: 'auto_promote' });
    expect((await call(t, 'GET', 'professional/profile', { token: pro.token })).body.data).toMatchObject({
      waitlist_mode: 'auto_promote',
    });
    const [plain] = await createEvents(t, pro.token, classBody(CLASS_AT, CLASS_END));
    expect(plain.waitlist_mode).toBe('auto_promote');
    const [chosen] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-13T08:00:00Z', '2027-03-13T09:00:00Z', { waitlist_mode: 'offer_in_turn' }),
    );
    expect(chosen.waitlist_mode).toBe('offer_in_turn');
    const edited = await call(t, 'PUT', `events/${chosen.id}`, {
      token: pro.token,
      body: classBody('2027-03-13T08:00:00Z', '2027-03-13T09:30:00Z'),
    });
    expect(edited.body.data[0].waitlist_mode).toBe('offer_in_turn');
    const wrong = await call(t, 'PUT', `events/${chosen.id}`, {
      token: pro.token,
      body: classBody('2027-03-13T08:00:00Z', '2027-03-13T09:30:00Z', { waitlist_mode: 'lottery' }),
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['waitlist_mode']);
  });

  it('offers a freed place to the first in line only, holds it from everyone else, and the holder takes it', async () => {
    const { eventId, annId } = await fullClass({ waitlist_mode: 'offer_in_turn' });
    expect((await cancel(ann, annId)).status).toBe(200);
    expect(await mailedTo('waitlist_offered')).toEqual([emailOf(bo)]);
    expect(await mailedTo('waitlist_spot_opened')).toEqual([]);
    const held = (await seenBy(bo, eventId)) as { offered_until: string; held_places: number };
    expect(held.offered_until).toBe(new Date(NOW.getTime() + 2 * HOUR).toISOString());
    expect(held.held_places).toBe(0);
    expect(await seenBy(cy, eventId)).toMatchObject({ offered_until: null, held_places: 1 });
    const refused = await register(cy, eventId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('error.event.full');
    expect((await register(bo, eventId)).status).toBe(201);
    expect(await activeRegistrations(eventId)).toEqual([bo.clientId]);
    expect(await seenBy(cy, eventId)).toMatchObject({ held_places: 0 });
  });

  it('lets a lapsed offer go to the next in line, tells the one who let it lapse, and never offers them again', async () => {
    const { eventId, annId } = await fullClass({ waitlist_mode: 'offer_in_turn' });
    await cancel(ann, annId);
    clock.set(new Date(NOW.getTime() + 2 * HOUR + 1000));
    await t.drain();
    expect(await mailedTo('waitlist_offer_lapsed')).toEqual([emailOf(bo)]);
    expect(await mailedTo('waitlist_offered')).toEqual([emailOf(bo), emailOf(cy)]);
    expect((await register(bo, eventId)).status).toBe(409);
    expect(await seenBy(bo, eventId)).toMatchObject({ offered_until: null, waitlist_position: 1 });
    // Cy lets it go by leaving the waitlist: Di is next, Bo (who passed) is skipped.
    const cyEntry = (await seenBy(cy, eventId)).registration.id as string;
    expect(
      (await call(t, 'POST', `client/event-registrations/${cyEntry}/cancel`, { token: cy.token })).status,
    ).toBe(200);
    expect(await mailedTo('waitlist_offered')).toEqual([emailOf(bo), emailOf(cy), emailOf(di)]);
    // The job of the first hold runs again: nothing more happens.
    await t.drain();
    expect(await mailedTo('waitlist_offer_lapsed')).toEqual([emailOf(bo)]);
  });

  it('promotes the first client without a clash, registers them with every booking job, and ends their overlapping waitlist entries', async () => {
    // Bo is booked elsewhere at an overlapping time: Cy is promoted instead.
    const [other] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-12T08:30:00Z', '2027-03-12T09:30:00Z', { allow_overlap: true, title: 'Yoga' }),
    );
    await idOf(register(bo, other.id));
    // Cy waits for a third class at the same time, which must end once Cy has a place.
    const [third] = await createEvents(
      t,
      pro.token,
      classBody(CLASS_AT, CLASS_END, {
        max_event_regs: 1,
        waitlist_allowed: true,
        allow_overlap: true,
        title: 'Pilates',
      }),
    );
    await idOf(register(di, third.id));
    await idOf(register(cy, third.id, true));
    const { eventId, annId } = await fullClass({ waitlist_mode: 'auto_promote', allow_overlap: true });
    expect((await cancel(ann, annId)).status).toBe(200);
    expect(await activeRegistrations(eventId)).toEqual([cy.clientId]);
    await t.drain();
    expect(await mailedTo('waitlist_promoted')).toEqual([emailOf(cy)]);
    expect(await seenBy(cy, eventId)).toMatchObject({ registration: { kind: 'registration', own: true } });
    expect(await seenBy(cy, third.id)).toMatchObject({ waitlist_position: null });
    const jobs = (await t.deps.database.db.execute(sql`select kind from jobs
      where payload->>'registrationId' in (select id::text from event_registrations where client_id = ${cy.clientId})
      order by kind`)) as unknown as { rows: { kind: string }[] };
    expect(jobs.rows.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['booking.confirmation', 'waitlist.end_overlapping']),
    );
  });

  it('falls back to telling everyone less than one hold before the registration deadline, and tells nobody after it', async () => {
    // Registration closes an hour before a class two and a half hours away; cancelling is free until the start.
    await call(t, 'PUT', 'vouchers-settings', {
      token: pro.token,
      body: {
        voucher_settings: [{ voucher_type_id: 3, registration_deadline: 1, cancellation_deadline: 0 }],
      },
    });
    const soon = new Date(NOW.getTime() + 2.5 * HOUR).toISOString();
    const soonEnd = new Date(NOW.getTime() + 3.5 * HOUR).toISOString();
    const { annId, eventId } = await fullClass({ waitlist_mode: 'offer_in_turn' }, soon, soonEnd);
    expect((await cancel(ann, annId)).status).toBe(200);
    expect(await mailedTo('waitlist_spot_opened')).toEqual([emailOf(bo), emailOf(cy), emailOf(di)]);
    expect(await mailedTo('waitlist_offered')).toEqual([]);
    const boId = await idOf(register(bo, eventId));
    clock.set(new Date(NOW.getTime() + 1.75 * HOUR));
    expect((await cancel(bo, boId)).status).toBe(200);
    expect(await mailedTo('waitlist_spot_opened')).toHaveLength(3);
    expect(await mailedTo('waitlist_offered')).toEqual([]);
    expect(await activeRegistrations(eventId)).toEqual([]);
  });

  it('tells everyone in the default mode, as before modes existed, but not a client booked at the same time', async () => {
    const [other] = await createEvents(
      t,
      pro.token,
      classBody(CLASS_AT, CLASS_END, { allow_overlap: true, title: 'Yoga' }),
    );
    const { annId, eventId } = await fullClass({ allow_overlap: true });
    await idOf(register(di, other.id));
    await cancel(ann, annId);
    expect(await mailedTo('waitlist_spot_opened')).toEqual([emailOf(bo), emailOf(cy)]);
    expect(await activeRegistrations(eventId)).toEqual([]);
  });
});
