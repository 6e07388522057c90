import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import {
  bookingClients,
  bookingCounts,
  call,
  classBody,
  createEvents,
  NOW,
  scheduler,
  sentMail,
} from './helpers.ts';

/**
 * The client half of booking through the API (issue 10;
 * docs/product/entities-and-states.md#registration-states, docs/product/rules.md#booking,
 * docs/product/overview.md#who-may-book, docs/product/api.md#calls-by-area and
 * docs/product/errors.md#booking-and-scheduling-errors, docs/product/rules.md#limits-under-concurrency,
 * docs/product/rules.md#waitlist, docs/product/rules.md#deadlines and docs/product/rules.md#slot-claims):
 * every call and every refusal, each refusal proven to change nothing. NOW is 10 March 2027, 12:00 UTC.
 */
describe.each(databaseKinds)('client booking (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  }, 120_000);
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  const register = (token: string, eventId: string, body: Record<string, unknown> = { voucher_type_id: 3 }) =>
    call(t, 'POST', `client/events/${eventId}/register`, { token, body });
  const cancel = (token: string, id: string, body: Record<string, unknown> | undefined = { reason: 'Ill' }) =>
    call(t, 'POST', `client/event-registrations/${id}/cancel`, { token, body });

  /** Expects the call refused with this status and code (or field errors), and nothing changed. */
  async function refused(
    make: () => Promise<{ status: number; body: { code?: string; errors?: unknown } }>,
    status: number,
    expected: { code?: string; errors?: unknown },
  ) {
    const before = await bookingCounts(t);
    const reply = await make();
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject(expected);
    expect(await bookingCounts(t)).toEqual(before);
  }

  it('registers for a class, shows it in the client calendar, and refuses a second place', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'),
    );
    const [ana] = await bookingClients(t, pro.professionalId, 1, 'ana');
    const reply = await register(ana!.token, event.id);
    expect(reply.status).toBe(201);
    expect(reply.body.data.outcome).toBe('registered');
    expect(reply.body.data.event).toMatchObject({
      id: event.id,
      registrations_count: 1,
      max_event_regs: 10,
      registration: { kind: 'registration', own: true, cancelled_at: null },
      registrations: [{ full_name: 'Client ana1', client_id: null }],
    });
    const calendar = await call(t, 'GET', 'client/events?start_date=2027-03-15&end_date=2027-03-15', {
      token: ana!.token,
    });
    expect(calendar.body.data.map((row: { id: string }) => row.id)).toEqual([event.id]);
    await refused(() => register(ana!.token, event.id), 422, {
      errors: { event_id: ['validation.invalid'] },
    });
    await refused(() => register(ana!.token, event.id, { voucher_type_id: 1 }), 422, {
      errors: { voucher_type_id: ['validation.voucher_type'] },
    });
    // A number past the database's integer (found by the fuzz suite) is the same refusal, not a 500.
    await refused(() => register(ana!.token, event.id, { voucher_type_id: 5648179930333185 }), 422, {
      errors: { voucher_type_id: ['validation.voucher_type'] },
    });
  });

  it('a full class refuses, or waitlists those who ask when it allows a waitlist', async () => {
    const pro = await scheduler(t, 'coach');
    const [open, closed] = [
      (
        await createEvents(
          t,
          pro.token,
          classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z', {
            max_event_regs: 2,
            waitlist_allowed: true,
          }),
        )
      )[0],
      (
        await createEvents(
          t,
          pro.token,
          classBody('2027-03-16T08:00:00Z', '2027-03-16T09:00:00Z', { max_event_regs: 1 }),
        )
      )[0],
    ];
    const [a, b, c, d] = await bookingClients(t, pro.professionalId, 4, 'w');
    expect((await register(a!.token, open.id)).status).toBe(201);
    expect(
      (await register(b!.token, open.id, { voucher_type_id: 3, waitlist: true })).body.data.outcome,
    ).toBe('registered');
    await refused(() => register(c!.token, open.id), 409, { code: 'error.event.full' });
    const waiting = await register(c!.token, open.id, { voucher_type_id: 3, waitlist: true });
    expect(waiting.status).toBe(201);
    expect(waiting.body.data).toMatchObject({
      outcome: 'waitlist_registered',
      event: { waitlist_count: 1, waitlist_position: 1, registration: { kind: 'waitlist', own: true } },
    });
    const second = await register(d!.token, open.id, { voucher_type_id: 3, waitlist: true });
    expect(second.body.data.event.waitlist_position).toBe(2);
    await refused(() => register(c!.token, open.id, { voucher_type_id: 3, waitlist: true }), 422, {
      errors: { event_id: ['validation.invalid'] },
    });
    expect((await register(a!.token, closed.id)).status).toBe(201);
    await refused(() => register(b!.token, closed.id, { voucher_type_id: 3, waitlist: true }), 409, {
      code: 'error.event.full',
    });
  });

  it('a cancellation frees the place: the professional and the waitlist are e-mailed, the first to register gets it', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z', {
        max_event_regs: 1,
        waitlist_allowed: true,
      }),
    );
    const [first, w1, w2] = await bookingClients(t, pro.professionalId, 3, 'q');
    const placed = await register(first!.token, event.id);
    await register(w1!.token, event.id, { voucher_type_id: 3, waitlist: true });
    await register(w2!.token, event.id, { voucher_type_id: 3, waitlist: true });
    const id = placed.body.data.event.registration.id;
    await refused(() => cancel(first!.token, id, {}), 422, { errors: { reason: ['validation.required'] } });
    await refused(() => cancel(w1!.token, id), 404, { code: 'error.registration.not_found' });
    const cancelled = await cancel(first!.token, id, { reason: 'Sick' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      outcome: 'cancelled',
      event: {
        registrations_count: 0,
        registration: { own: true, ended_by: 'client', cancelled_reason: 'Sick' },
      },
    });
    const toPro = await sentMail(t, 'registration_cancelled');
    expect(toPro).toHaveLength(1);
    expect(toPro[0]!.toAddress).toBe('coach@example.test');
    expect(toPro[0]!.text).toContain('Client q1');
    expect(toPro[0]!.text).toContain('Sick');
    const spot = await sentMail(t, 'waitlist_spot_opened');
    expect(spot.map((mail) => mail.toAddress)).toEqual(['q2@example.test', 'q3@example.test']);
    // The second on the waitlist is quicker: they get the place and their waitlist entry ends.
    const taken = await register(w2!.token, event.id);
    expect(taken.body.data).toMatchObject({
      outcome: 'registered',
      event: { registrations_count: 1, waitlist_count: 1 },
    });
    await refused(() => register(w1!.token, event.id), 409, { code: 'error.event.full' });
    await refused(() => cancel(first!.token, id), 409, { code: 'error.registration.ended' });
  });

  it('leaves a waitlist without a reason and without telling the professional', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z', {
        max_event_regs: 1,
        waitlist_allowed: true,
      }),
    );
    const [a, b] = await bookingClients(t, pro.professionalId, 2, 'l');
    await register(a!.token, event.id);
    const waiting = await register(b!.token, event.id, { voucher_type_id: 3, waitlist: true });
    const left = await cancel(b!.token, waiting.body.data.event.registration.id, undefined);
    expect(left.status).toBe(200);
    expect(left.body.data.event).toMatchObject({ waitlist_count: 0, waitlist_position: null });
    expect(await sentMail(t, 'registration_cancelled')).toHaveLength(0);
  });

  it('deadlines: no registration once the class began, no cancellation within 24 hours', async () => {
    const pro = await scheduler(t, 'coach');
    const [started] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-10T11:00:00Z', '2027-03-10T13:00:00Z'),
    );
    const [soon] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-11T08:00:00Z', '2027-03-11T09:00:00Z'),
    );
    const [a] = await bookingClients(t, pro.professionalId, 1, 'd');
    await refused(() => register(a!.token, started.id), 409, { code: 'error.event.registration_deadline' });
    const placed = await register(a!.token, soon.id);
    expect(placed.body.data.event).toMatchObject({
      registration_deadline_hours: 0,
      cancellation_deadline_hours: 24,
    });
    await refused(() => cancel(a!.token, placed.body.data.event.registration.id), 409, {
      code: 'error.event.cancellation_deadline',
    });
  });

  it('only confirmed clients book; a public profile connects whoever books from it', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'),
    );
    const [stranger] = await bookingClients(t, pro.professionalId, 1, 's', false);
    await refused(() => register(stranger!.token, event.id), 403, {
      code: 'error.professional.not_connected',
    });
    await refused(
      () => call(t, 'GET', `client/events?professional_id=${pro.professionalId}`, { token: stranger!.token }),
      404,
      { code: 'error.professional.not_found' },
    );
    expect(
      (await call(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: true } })).status,
    ).toBe(200);
    const listed = await call(
      t,
      'GET',
      `client/events?professional_id=${pro.professionalId}&start_date=2027-03-15&end_date=2027-03-15`,
      {
        token: stranger!.token,
      },
    );
    expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual([event.id]);
    const before = await bookingCounts(t);
    expect((await register(stranger!.token, event.id)).status).toBe(201);
    expect((await bookingCounts(t)).book).toBe(before.book + 1);
    const professionals = await call(t, 'GET', 'professionals?status=confirmed', { token: stranger!.token });
    expect(professionals.body.data).toHaveLength(1);
  });

  it('a guest sees the open classes and slots of a public professional, without who is going', async () => {
    const pro = await scheduler(t, 'coach');
    const [open] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'),
    );
    await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T10:00:00Z', '2027-03-15T11:00:00Z', { is_private: true }),
    );
    await call(t, 'POST', 'availability-slots', {
      token: pro.token,
      body: { start_time: '2027-03-16T08:00:00Z', end_time: '2027-03-16T12:00:00Z', voucher_types: [1] },
    });
    const [a] = await bookingClients(t, pro.professionalId, 1, 'g');
    await register(a!.token, open.id);
    const path = 'guest/professionals/coach/calendar?start_date=2027-03-15&end_date=2027-03-16';
    await refused(() => call(t, 'GET', path), 403, { code: 'error.profile.not_public' });
    await call(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: true } });
    const shown = await call(t, 'GET', path);
    expect(shown.status).toBe(200);
    expect(shown.body.data.events).toMatchObject([
      { id: open.id, registrations_count: 1, registrations: [], registration: null },
    ]);
    expect(shown.body.data.slots).toHaveLength(1);
    expect((await call(t, 'GET', 'guest/professionals/nobody/calendar')).status).toBe(404);
  });

  it('a private class is open only to invited clients; others do not see it', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z', { is_private: true }),
    );
    const [a] = await bookingClients(t, pro.professionalId, 1, 'p');
    await refused(() => register(a!.token, event.id), 404, { code: 'error.event.not_found' });
    const calendar = await call(t, 'GET', 'client/events?start_date=2027-03-15&end_date=2027-03-15', {
      token: a!.token,
    });
    expect(calendar.body.data).toEqual([]);
  });

  it("another client's one-to-one sessions and another professional's classes stay out of the calendar", async () => {
    const pro = await scheduler(t, 'coach');
    const other = await scheduler(t, 'other');
    await createEvents(t, other.token, classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'));
    await createEvents(t, pro.token, {
      start_time: '2027-03-15T10:00:00Z',
      end_time: '2027-03-15T11:00:00Z',
      voucher_type_id: 1,
      client_emails: ['someone@example.test'],
    });
    const [a] = await bookingClients(t, pro.professionalId, 1, 'x');
    const calendar = await call(t, 'GET', 'client/events?start_date=2027-03-15&end_date=2027-03-15', {
      token: a!.token,
    });
    expect(calendar.body.data).toEqual([]);
  });

  describe('slot claims', () => {
    async function slotOf(token: string) {
      const reply = await call(t, 'POST', 'availability-slots', {
        token,
        body: { start_time: '2027-03-15T08:00:00Z', end_time: '2027-03-15T12:00:00Z', voucher_types: [1, 2] },
      });
      return reply.body.data[0] as { id: string };
    }
    const claim = (token: string, slotId: string, start: string, extra: Record<string, unknown> = {}) =>
      call(t, 'POST', 'client/event-registrations', {
        token,
        body: { availability_slot_id: slotId, start_time: start, duration: 45, voucher_type_id: 1, ...extra },
      });

    it('claims 45 minutes; the professional and other clients see the time blocked', async () => {
      const pro = await scheduler(t, 'coach');
      const slot = await slotOf(pro.token);
      const [a, b] = await bookingClients(t, pro.professionalId, 2, 'c');
      const reply = await claim(a!.token, slot.id, '2027-03-15T09:00:00Z');
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({
        outcome: 'claimed',
        event: {
          start_time: '2027-03-15T09:00:00.000Z',
          end_time: '2027-03-15T09:45:00.000Z',
          availability_slot_id: slot.id,
          registration: { own: true, kind: 'registration' },
        },
      });
      const forPro = await call(t, 'GET', 'availability-slots?start_date=2027-03-15&end_date=2027-03-15', {
        token: pro.token,
      });
      expect(forPro.body.data[0].claims).toMatchObject([
        { full_name: 'Client c1', start_time: '2027-03-15T09:00:00.000Z' },
      ]);
      const forOther = await call(
        t,
        'GET',
        'client/availability-slots?start_date=2027-03-15&end_date=2027-03-15',
        {
          token: b!.token,
        },
      );
      expect(forOther.body.data[0]).toMatchObject({
        id: slot.id,
        blocked: [{ start_time: '2027-03-15T09:00:00.000Z', end_time: '2027-03-15T09:45:00.000Z' }],
      });
      expect(forOther.body.data[0]).not.toHaveProperty('claims');
      const theirs = await call(t, 'GET', 'client/events?start_date=2027-03-15&end_date=2027-03-15', {
        token: b!.token,
      });
      expect(theirs.body.data).toEqual([]);
    });

    it('refuses claims outside the slot, on blocked time, of a bad duration or type, and after the deadline', async () => {
      const pro = await scheduler(t, 'coach');
      const slot = await slotOf(pro.token);
      const [a, b] = await bookingClients(t, pro.professionalId, 2, 'r');
      await claim(a!.token, slot.id, '2027-03-15T09:00:00Z');
      await refused(() => claim(b!.token, slot.id, '2027-03-15T07:45:00Z'), 422, {
        errors: { start_time: ['validation.slot_start'] },
      });
      await refused(() => claim(b!.token, slot.id, '2027-03-15T11:30:00Z'), 422, {
        errors: { end_time: ['validation.slot_end'] },
      });
      await refused(() => claim(b!.token, slot.id, '2027-03-15T09:30:00Z'), 409, {
        code: 'error.slot.time_conflict',
        errors: { start_time: ['error.slot.time_conflict'] },
      });
      await refused(() => claim(b!.token, slot.id, '2027-03-15T10:00:00Z', { duration: 50 }), 422, {
        errors: { duration: ['validation.duration'] },
      });
      await refused(() => claim(b!.token, slot.id, '2027-03-15T10:00:00Z', { voucher_type_id: 3 }), 422, {
        errors: { voucher_type_id: ['validation.voucher_type'] },
      });
      await refused(() => claim(b!.token, slot.id, '2027-03-15T10:10:00Z'), 422, {
        errors: { start_time: ['validation.quarter_hour'] },
      });
      await refused(
        () => claim(b!.token, '00000000-0000-4000-8000-000000000000', '2027-03-15T10:00:00Z'),
        404,
        {
          code: 'error.slot.not_found',
        },
      );
      // Touching the existing claim is fine.
      expect((await claim(b!.token, slot.id, '2027-03-15T09:45:00Z')).status).toBe(201);
    });

    it('offers and takes only the session lengths the professional chose (all five before any choice)', async () => {
      const pro = await scheduler(t, 'coach');
      const slot = await slotOf(pro.token);
      const [a] = await bookingClients(t, pro.professionalId, 1, 'l');
      const window = 'client/availability-slots?start_date=2027-03-15&end_date=2027-03-15';
      const offered = async () =>
        (await call(t, 'GET', window, { token: a!.token })).body.data[0].durations as number[];
      expect(await offered()).toEqual([30, 45, 60, 90, 120]);

      const saved = await call(t, 'PUT', 'user-preferences/durations', {
        token: pro.token,
        body: { duration_preferences: ['60', '90'] },
      });
      expect(saved.status).toBe(200);
      // The cached calendar reply is computed again: the preferences stamp the calendar.
      expect(await offered()).toEqual([60, 90]);
      await call(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: true } });
      const guest = await call(
        t,
        'GET',
        'guest/professionals/coach/calendar?start_date=2027-03-15&end_date=2027-03-15',
      );
      expect(guest.body.data.slots[0].durations).toEqual([60, 90]);

      await refused(() => claim(a!.token, slot.id, '2027-03-15T09:00:00Z', { duration: 45 }), 422, {
        errors: { duration: ['validation.duration'] },
      });
      expect((await claim(a!.token, slot.id, '2027-03-15T09:00:00Z', { duration: 90 })).status).toBe(201);
    });

    it('a claim cancelled by its client frees the time and tells the professional', async () => {
      const pro = await scheduler(t, 'coach');
      const slot = await slotOf(pro.token);
      const [a] = await bookingClients(t, pro.professionalId, 1, 'f');
      const made = await claim(a!.token, slot.id, '2027-03-15T09:00:00Z');
      const cancelled = await cancel(a!.token, made.body.data.event.registration.id, { reason: 'Travel' });
      expect(cancelled.body.data.event).toMatchObject({ cancelled_reason: 'claim_cancelled' });
      const slots = await call(
        t,
        'GET',
        'client/availability-slots?start_date=2027-03-15&end_date=2027-03-15',
        {
          token: a!.token,
        },
      );
      expect(slots.body.data[0].blocked).toEqual([]);
      expect(await sentMail(t, 'registration_cancelled')).toHaveLength(1);
    });
  });

  describe('sessions the professional booked for the client', () => {
    async function sessionFor(pro: { token: string }, clientId: string, start: string) {
      const book = await call(t, 'GET', 'clients?status=confirmed', { token: pro.token });
      const entry = book.body.data.find((row: { client_id: string }) => row.client_id === clientId);
      const [event] = await createEvents(t, pro.token, {
        start_time: start,
        end_time: start.replace('T08', 'T09'),
        voucher_type_id: 1,
        client_ids: [entry.id],
      });
      return event as { id: string };
    }

    it('shows them pending; accepting registers, declining tells the professional; others get 404', async () => {
      const pro = await scheduler(t, 'coach');
      const [a, b] = await bookingClients(t, pro.professionalId, 2, 's');
      const first = await sessionFor(pro, a!.clientId, '2027-03-15T08:00:00Z');
      const second = await sessionFor(pro, a!.clientId, '2027-03-16T08:00:00Z');
      const listed = await call(t, 'GET', 'client/events?start_date=2027-03-15&end_date=2027-03-16', {
        token: a!.token,
      });
      expect(listed.body.data.map((row: { invitation: string }) => row.invitation)).toEqual([
        'pending',
        'pending',
      ]);
      await refused(() => call(t, 'POST', `client/events/${first.id}/accept`, { token: b!.token }), 404, {
        code: 'error.event.not_found',
      });
      const accepted = await call(t, 'POST', `client/events/${first.id}/accept`, { token: a!.token });
      expect(accepted.body.data).toMatchObject({
        outcome: 'accepted',
        event: { registrations_count: 1, invitation: 'pending' },
      });
      const declined = await call(t, 'POST', `client/events/${second.id}/decline`, { token: a!.token });
      expect(declined.body.data).toMatchObject({
        outcome: 'declined',
        event: { invitation: 'declined', registration: null },
      });
      const told = await sentMail(t, 'session_declined');
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain('Client s1');
      // Accepting twice changes nothing more.
      await refused(() => call(t, 'POST', `client/events/${first.id}/accept`, { token: a!.token }), 200, {});
    });
  });

  it("the client profile's Upcoming and History tabs list the client's sessions", async () => {
    const pro = await scheduler(t, 'coach');
    const [past] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-08T08:00:00Z', '2027-03-08T09:00:00Z'),
    );
    const [future] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'),
    );
    const [a] = await bookingClients(t, pro.professionalId, 1, 'h');
    await t.deps.database.db.execute(sql`
      insert into event_registrations (event_id, client_id, professional_id, voucher_type_id)
      values (${past.id}, ${a!.clientId}, ${pro.professionalId}, 3)`);
    await register(a!.token, future.id);
    const book = await call(t, 'GET', 'clients?status=confirmed', { token: pro.token });
    const entry = book.body.data[0].id;
    const upcoming = await call(t, 'GET', `clients/${entry}/sessions?scope=upcoming`, { token: pro.token });
    expect(upcoming.body).toMatchObject({
      total: 1,
      current_page: 1,
      last_page: 1,
      data: [{ event_id: future.id, status: 'registered' }],
    });
    const history = await call(t, 'GET', `clients/${entry}/sessions?scope=history`, { token: pro.token });
    expect(history.body.data.map((row: { event_id: string }) => row.event_id)).toEqual([past.id]);
    const other = await scheduler(t, 'other');
    expect((await call(t, 'GET', `clients/${entry}/sessions`, { token: other.token })).status).toBe(404);
  });
});
