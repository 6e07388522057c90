import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { createEvents, sentMail, sessionBody } from '../scheduling/helpers.ts';
import {
  addVouchers,
  balanceOf,
  call,
  ledgerSnapshot,
  movableClock,
  newClass,
  proWithClient,
  register,
  type VoucherWorld,
} from './helpers.ts';

const NOW = new Date('2027-03-10T12:00:00Z');
const CLASS_AT = '2027-03-12T08:00:00Z';
/** Three hours before the class: past a 24-hour cancellation deadline, before the start. */
const LATE = '2027-03-12T05:00:00Z';
const BEGUN = '2027-03-12T08:00:01Z';

/** docs/product/rules.md#late-cancels-and-no-shows, through HTTP on both databases. */
describe.each(databaseKinds)('late cancels and no-shows (%s)', (kind) => {
  let t: TestApp;
  const clock = movableClock(NOW);
  let world: VoucherWorld;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: clock.read });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    clock.set(NOW);
    world = await proWithClient(t, 'late');
    await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 5 });
  });

  const pro = () => ({ token: world.pro.token });
  const rules = (body: Record<string, unknown>, voucherTypeId = 3) =>
    call(t, 'PUT', 'vouchers-settings', {
      ...pro(),
      body: {
        voucher_settings: [
          { voucher_type_id: voucherTypeId, registration_deadline: 0, cancellation_deadline: 24, ...body },
        ],
      },
    });
  const cancel = (registrationId: string) =>
    call(t, 'POST', `client/event-registrations/${registrationId}/cancel`, {
      token: world.client.token,
      body: { reason: 'Stuck at work' },
    });
  const markOne = (registrationId: string, attendance: string | null) =>
    call(t, 'PUT', `event-registrations/${registrationId}/attendance`, { ...pro(), body: { attendance } });
  /** The change log, newest first, as the professional's client profile shows it: kind and count. */
  const professionalLog = async () =>
    (
      (await call(t, 'GET', `clients/${world.entry}/vouchers`, pro())).body.data.log as {
        kind: string;
        count: number;
      }[]
    ).map((line) => `${line.kind} ${line.count}`);
  const clientLog = async () =>
    (
      (
        await call(t, 'GET', `client/professionals/${world.pro.professionalId}/vouchers`, {
          token: world.client.token,
        })
      ).body.data.log as { kind: string; count: number }[]
    ).map((line) => `${line.kind} ${line.count}`);
  /** The class as the client's calendar shows it on its day. */
  const clientEvent = async (eventId: string) => {
    const reply = await call(t, 'GET', 'client/events?start_date=2027-03-12&end_date=2027-03-12', {
      token: world.client.token,
    });
    return (reply.body.data as { id: string }[]).find((event) => event.id === eventId) as Record<
      string,
      unknown
    >;
  };
  const begin = async () => {
    clock.set(BEGUN);
    await t.drain();
  };

  it('stores the rules per type, keeps them when a request leaves them out, and shows them to clients', async () => {
    const before = (await call(t, 'GET', 'vouchers-settings', pro())).body.data.voucher_settings;
    expect(before[2]).toMatchObject({ voucher_type_id: 3, late_cancel: 'refuse', no_show: 'use_voucher' });
    expect((await rules({ late_cancel: 'use_voucher', no_show: 'return' })).status).toBe(200);
    expect((await rules({ cancellation_deadline: 12 })).status).toBe(200);
    const after = (await call(t, 'GET', 'vouchers-settings', pro())).body.data.voucher_settings;
    expect(after[2]).toMatchObject({
      cancellation_deadline: 12,
      late_cancel: 'use_voucher',
      no_show: 'return',
    });
    expect(after[0]).toMatchObject({ late_cancel: 'refuse', no_show: 'use_voucher' });

    const eventId = await newClass(t, world.pro.token, CLASS_AT);
    await register(t, world, eventId);
    expect(await clientEvent(eventId)).toMatchObject({
      cancellation_deadline_hours: 12,
      late_cancel: 'use_voucher',
      no_show: 'return',
    });
  });

  it('refuses an unknown rule with a field error, and stores nothing', async () => {
    const before = await ledgerSnapshot(t);
    const reply = await rules({ late_cancel: 'sometimes', no_show: 42 });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual([
      'voucher_settings.0.late_cancel',
      'voucher_settings.0.no_show',
    ]);
    expect(await ledgerSnapshot(t)).toEqual(before);
  });

  it('refuses a cancel after the deadline by default, as before', async () => {
    const eventId = await newClass(t, world.pro.token, CLASS_AT);
    const registrationId = await register(t, world, eventId);
    clock.set(LATE);
    expect((await cancel(registrationId)).body).toMatchObject({ code: 'error.event.cancellation_deadline' });
  });

  it('allows a late cancel where the type says so: the place is freed, one voucher used once, both told', async () => {
    await rules({ late_cancel: 'use_voucher' });
    const eventId = await newClass(t, world.pro.token, CLASS_AT);
    const registrationId = await register(t, world, eventId);
    clock.set(LATE);
    expect((await cancel(registrationId)).status).toBe(200);
    expect(await balanceOf(t, world)).toBe(4);
    expect((await cancel(registrationId)).body).toMatchObject({ code: 'error.registration.ended' });
    expect(await clientEvent(eventId)).toMatchObject({ registrations_count: 0 });

    await begin();
    expect(await balanceOf(t, world)).toBe(4);
    expect(await professionalLog()).toEqual(['late_cancel -1', 'added 5']);
    expect(await clientLog()).toEqual(['late_cancel -1', 'added 5']);

    const [toClient] = await sentMail(t, 'booking_cancelled');
    expect(toClient!.text).toContain('after the cancellation deadline, so it uses one of your vouchers');
    const [toPro] = await sentMail(t, 'registration_cancelled');
    expect(toPro!.subject).toMatch(/cancelled late$/);
    expect(toPro!.text).toContain(
      'after the cancellation deadline. As your voucher settings say, it uses one of their vouchers',
    );
  });

  it("confirms a booking made inside the deadline with the type's terms", async () => {
    const refused = await newClass(t, world.pro.token, CLASS_AT);
    clock.set(LATE);
    await register(t, world, refused);
    expect((await sentMail(t, 'booking_confirmed')).map((mail) => mail.text).join()).toContain(
      'so this booking cannot be cancelled in the app',
    );
    await rules({ late_cancel: 'use_voucher' });
    const allowed = await newClass(t, world.pro.token, '2027-03-12T07:00:00Z');
    await register(t, world, allowed);
    const texts = (await sentMail(t, 'booking_confirmed')).map((mail) => mail.text);
    expect(texts).toHaveLength(2);
    expect(texts.filter((text) => text.includes('but it uses a voucher'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('cannot be cancelled in the app'))).toHaveLength(1);
  });

  it('keeps a cancel before the deadline free under the late-cancel rule, and closes at the start', async () => {
    await rules({ late_cancel: 'use_voucher' });
    const early = await newClass(t, world.pro.token, CLASS_AT);
    expect((await cancel(await register(t, world, early))).status).toBe(200);
    const later = await newClass(t, world.pro.token, '2027-03-12T10:00:00Z');
    const registrationId = await register(t, world, later);
    clock.set('2027-03-12T10:00:00Z');
    expect((await cancel(registrationId)).body).toMatchObject({ code: 'error.event.cancellation_deadline' });
    await t.drain();
    expect(await professionalLog()).toEqual(['used -1', 'added 5']);
  });

  it('gives a late cancel back when the professional cancels the class', async () => {
    await rules({ late_cancel: 'use_voucher' });
    const eventId = await newClass(t, world.pro.token, CLASS_AT);
    const registrationId = await register(t, world, eventId);
    clock.set(LATE);
    await cancel(registrationId);
    const reply = await call(t, 'POST', `events/${eventId}/cancel`, {
      ...pro(),
      body: { cancelled_reason: 'Ill' },
    });
    expect(reply.status).toBe(200);
    expect(await balanceOf(t, world)).toBe(5);
    expect(await professionalLog()).toEqual(['returned 1', 'late_cancel -1', 'added 5']);
  });

  it('uses a late-declined session the client had accepted', async () => {
    await rules({ late_cancel: 'use_voucher' }, 1);
    await addVouchers(t, world, { voucher_type_id: 1, duration: 60, count: 2 });
    const [session] = await createEvents(
      t,
      world.pro.token,
      sessionBody(CLASS_AT, '2027-03-12T09:00:00Z', { client_emails: [], client_ids: [world.entry] }),
    );
    const answer = (what: string) =>
      call(t, 'POST', `client/events/${session.id}/${what}`, { token: world.client.token });
    expect((await answer('accept')).status).toBe(200);
    clock.set(LATE);
    expect((await answer('decline')).status).toBe(200);
    await begin();
    expect(await balanceOf(t, world, 1)).toBe(1);
    expect((await professionalLog())[0]).toBe('late_cancel -1');
  });

  it('gives a no-show its voucher back where the type says so, takes it again when the mark changes', async () => {
    await rules({ no_show: 'return' });
    const eventId = await newClass(t, world.pro.token, CLASS_AT);
    const registrationId = await register(t, world, eventId);
    await begin();
    expect(await balanceOf(t, world)).toBe(4);

    expect((await markOne(registrationId, 'no_show')).status).toBe(200);
    expect((await markOne(registrationId, 'no_show')).status).toBe(200);
    expect(await balanceOf(t, world)).toBe(5);
    expect((await sentMail(t, 'vouchers_returned')).length).toBe(1);
    await markOne(registrationId, 'attended');
    expect(await balanceOf(t, world)).toBe(4);
    await markOne(registrationId, 'no_show');
    await markOne(registrationId, null);
    expect(await balanceOf(t, world)).toBe(4);
    await call(t, 'PUT', `events/${eventId}/attendance`, { ...pro(), body: { attendance: 'no_show' } });
    expect(await balanceOf(t, world)).toBe(5);
    const log = await clientLog();
    expect(log.slice(0, 6)).toEqual([
      'no_show_returned 1',
      'no_show_undone -1',
      'no_show_returned 1',
      'no_show_undone -1',
      'no_show_returned 1',
      'used -1',
    ]);
  });

  it('leaves a no-show charged under the default rule', async () => {
    const eventId = await newClass(t, world.pro.token, CLASS_AT);
    const registrationId = await register(t, world, eventId);
    await begin();
    await markOne(registrationId, 'no_show');
    expect(await balanceOf(t, world)).toBe(4);
    expect(await professionalLog()).toEqual(['used -1', 'added 5']);
  });

  it('returns a no-show marked before the start job ran, once the job charges', async () => {
    await rules({ no_show: 'return' });
    const eventId = await newClass(t, world.pro.token, CLASS_AT);
    const registrationId = await register(t, world, eventId);
    clock.set(BEGUN);
    // Marked while the consumption job is still waiting for the worker.
    expect((await markOne(registrationId, 'no_show')).status).toBe(200);
    expect(await balanceOf(t, world)).toBe(5);
    await t.drain();
    expect(await balanceOf(t, world)).toBe(5);
    expect(await professionalLog()).toEqual(['no_show_returned 1', 'used -1', 'added 5']);
  });

  it('never gives a voucher back twice: a returned no-show declined afterwards stays at what it is', async () => {
    await rules({ no_show: 'return' });
    const eventId = await newClass(t, world.pro.token, CLASS_AT);
    const registrationId = await register(t, world, eventId);
    await begin();
    await markOne(registrationId, 'no_show');
    const declined = await call(t, 'POST', `event-registrations/${registrationId}/decline`, {
      ...pro(),
      body: {},
    });
    expect(declined.status).toBe(200);
    expect(await balanceOf(t, world)).toBe(5);
    const cancelled = await call(t, 'POST', `events/${eventId}/cancel`, {
      ...pro(),
      body: { cancelled_reason: 'x' },
    });
    expect(cancelled.status).toBe(200);
    expect(await balanceOf(t, world)).toBe(5);
    const entries = (await t.deps.database.db.execute(
      sql`select kind from voucher_entries where registration_id = ${registrationId} order by seq`,
    )) as unknown as { rows: { kind: string }[] };
    expect(entries.rows.map((row) => row.kind)).toEqual(['consumption', 'no_show_return']);
  });
});
