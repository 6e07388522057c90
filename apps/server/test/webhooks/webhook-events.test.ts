import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { bookingClients } from '../bookings/helpers.ts';
import { addClient } from '../client-book/helpers.ts';
import { classBody, createEvents, scheduler, sessionBody } from '../scheduling/helpers.ts';
import {
  addVouchers,
  movableClock,
  newClass,
  proWithClient,
  register,
  type VoucherWorld,
} from '../vouchers/helpers.ts';
import { createWebhookEndpoint } from '../../src/modules/webhooks/services/endpoints.ts';
import { clientAccount, professional } from '../client-book/helpers.ts';
import { call, deliveries, drainAll, subscribe } from './helpers.ts';
import { startReceiver, type Receiver } from './receiver.ts';

const NOW = new Date('2027-03-10T12:00:00Z');
const CLASS_AT = '2027-03-12T08:00:00Z';
const CLASS_END = '2027-03-12T09:00:00Z';

/**
 * Each event type arrives at a receiver that verifies every signature with the `standardwebhooks`
 * package, once, with the data docs/webhooks.md documents, after the action through HTTP
 * (docs/decisions/0051-webhooks.md); on both databases.
 */
describe.each(databaseKinds)('webhook events (%s)', (kind) => {
  let t: TestApp;
  let receiver: Receiver;
  const clock = movableClock(NOW);
  let world: VoucherWorld;

  beforeAll(async () => {
    receiver = await startReceiver({ now: clock.read });
    t = await createTestApp(kind, { outboundAllowPrivate: true }, { clock: clock.read });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await t.reset();
    receiver.reset();
    clock.set(NOW);
    world = await proWithClient(t, 'hook');
    await subscribe(t, world.pro.token, receiver);
  });

  const pro = () => ({ token: world.pro.token });
  const only = (type: string) => {
    const got = receiver.ofType(type);
    expect(got, type).toHaveLength(1);
    return got[0]!.payload!;
  };
  /** The data of each delivery of a type, in the order of the session's start, then the client's name (deliveries run side by side). */
  const datas = (type: string) =>
    receiver
      .ofType(type)
      .map((entry) => entry.payload!.data)
      .sort((a, b) => order(a).localeCompare(order(b)));
  const order = (data: Record<string, unknown>) =>
    `${(data.session as { start?: string } | undefined)?.start ?? ''} ${(data.client as { name?: string }).name ?? ''}`;
  const client = () => ({ id: world.entry, name: 'Client hook', email: 'hook.client@example.test' });

  it('sends each event once, signed, with its data', async () => {
    await addClient(t, world.pro.token, { full_name: 'Nina', email: 'nina@example.test' });
    const batch = await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 5, valid_days: 7 });
    const cancelledClass = await newClass(t, world.pro.token, CLASS_AT);
    const cancelledPlace = await register(t, world, cancelledClass);
    const cancel = await call(t, 'POST', `client/event-registrations/${cancelledPlace}/cancel`, {
      token: world.client.token,
      body: { reason: 'Sick' },
    });
    expect(cancel.status).toBe(200);
    await drainAll(t);

    const added = only('client.added');
    expect(added.data).toMatchObject({
      client: { name: 'Nina', email: 'nina@example.test' },
      status: 'pending',
      initiated_by: 'professional',
    });
    expect(only('voucher.credited').data).toEqual({
      batch_id: batch.id,
      client: client(),
      voucher_type: 'group',
      duration: 60,
      count: 5,
      expires_at: expect.any(String),
      source: 'added',
    });
    const created = only('booking.created');
    expect(created.data).toEqual({
      booking: { id: cancelledPlace, kind: 'registration' },
      session: {
        id: cancelledClass,
        title: 'Bootcamp',
        start: CLASS_AT.replace('Z', '.000Z'),
        end: CLASS_END.replace('Z', '.000Z'),
        kind: 'class',
        location: null,
        online: false,
      },
      voucher_type: 'group',
      client: client(),
    });
    expect(created.timestamp).toBe(NOW.toISOString());
    expect(only('booking.cancelled').data).toMatchObject({
      booking: { id: cancelledPlace },
      by: 'client',
      reason: 'Sick',
      client: client(),
    });

    // Declined by the professional.
    const declinedPlace = await register(t, world, cancelledClass);
    expect(
      (
        await call(t, 'POST', `event-registrations/${declinedPlace}/decline`, {
          ...pro(),
          body: { reason: 'Full' },
        })
      ).status,
    ).toBe(200);
    await drainAll(t);
    expect(only('booking.declined').data).toMatchObject({
      booking: { id: declinedPlace, kind: 'registration' },
      by: 'professional',
      reason: 'Full',
    });

    // Used at the start, expired at the end of the batch's days.
    const usedPlace = await register(t, world, cancelledClass);
    clock.set('2027-03-12T08:00:01Z');
    await drainAll(t);
    expect(only('voucher.used').data).toMatchObject({
      client: client(),
      count: 1,
      duration: 60,
      session_id: cancelledClass,
      booking_id: usedPlace,
    });
    clock.set('2027-03-20T00:00:00Z');
    await drainAll(t);
    expect(only('voucher.expired').data).toMatchObject({ batch_id: batch.id, count: 4, client: client() });

    // Every request verified, each id kept once, and the log says delivered after one attempt.
    expect(receiver.all.every((request) => request.verified)).toBe(true);
    expect(receiver.all).toHaveLength(receiver.kept.size);
    const log = await deliveries(t);
    expect(log.map((row) => row.type).sort()).toEqual(
      [...receiver.kept.values()].map((entry) => entry.payload!.type).sort(),
    );
    expect(log.every((row) => row.status === 'delivered' && row.attempts === 1 && row.delivered)).toBe(true);
  });

  it('tells of a place the waitlist filled: waitlist.promoted, and the new place', async () => {
    const [ann, bo] = await bookingClients(t, world.pro.professionalId, 2, 'wl');
    const [event] = await createEvents(
      t,
      world.pro.token,
      classBody(CLASS_AT, CLASS_END, {
        max_event_regs: 1,
        waitlist_allowed: true,
        waitlist_mode: 'auto_promote',
      }),
    );
    const placed = async (token: string, waitlist: boolean) =>
      (
        await call(t, 'POST', `client/events/${event.id}/register`, {
          token,
          body: { voucher_type_id: 3, waitlist },
        })
      ).body.data.event.registration?.id as string;
    const annPlace = await placed(ann!.token, false);
    await placed(bo!.token, true);
    const cancel = await call(t, 'POST', `client/event-registrations/${annPlace}/cancel`, {
      token: ann!.token,
      body: { reason: 'Busy' },
    });
    expect(cancel.status).toBe(200);
    await drainAll(t);
    const promoted = only('waitlist.promoted');
    expect(promoted.data).toMatchObject({ session: { id: event.id }, client: { name: 'Client wl2' } });
    const boPlace = (promoted.data.booking as { id: string }).id;
    const created = datas('booking.created');
    expect(created).toHaveLength(2);
    expect(created.find((data) => data.from_waitlist)).toMatchObject({ booking: { id: boPlace } });
  });

  it('tells of a claimed slot, a booked session accepted, and one declined before accepting', async () => {
    const coach = await scheduler(t, 'hook.coach');
    await subscribe(t, coach.token, receiver, ['booking.created', 'booking.declined']);
    const [ann] = await bookingClients(t, coach.professionalId, 1, 'ans');
    const slot = await call(t, 'POST', 'availability-slots', {
      token: coach.token,
      body: { start_time: '2027-03-16T08:00:00Z', end_time: '2027-03-16T12:00:00Z', voucher_types: [1] },
    });
    const claim = await call(t, 'POST', 'client/event-registrations', {
      token: ann!.token,
      body: {
        availability_slot_id: slot.body.data[0].id,
        start_time: '2027-03-16T09:00:00Z',
        duration: 45,
        voucher_type_id: 1,
      },
    });
    expect(claim.status).toBe(201);
    const book = await call(t, 'GET', 'clients?status=confirmed', { token: coach.token });
    const entry = (book.body.data as { id: string; client_id: string }[]).find(
      (row) => row.client_id === ann!.clientId,
    )!.id;
    const booked = async (start: string) => {
      const body = sessionBody(start, start.replace('T08', 'T09'), {
        client_emails: [],
        client_ids: [entry],
      });
      return ((await createEvents(t, coach.token, body))[0] as { id: string }).id;
    };
    const acceptedSession = await booked('2027-03-17T08:00:00Z');
    const declinedSession = await booked('2027-03-18T08:00:00Z');
    expect(
      (await call(t, 'POST', `client/events/${acceptedSession}/accept`, { token: ann!.token })).status,
    ).toBe(200);
    expect(
      (await call(t, 'POST', `client/events/${declinedSession}/decline`, { token: ann!.token })).status,
    ).toBe(200);
    await drainAll(t);

    const created = datas('booking.created');
    expect(created).toMatchObject([
      {
        session: { id: claim.body.data.event.id, kind: 'slot_claim' },
        voucher_type: 'individual',
        client: { id: entry },
      },
      { session: { id: acceptedSession, kind: 'session' }, client: { id: entry } },
    ]);
    expect(only('booking.declined').data).toMatchObject({
      booking: null,
      session: { id: declinedSession },
      client: { id: entry, name: 'Client ans1' },
      by: 'client',
    });
  });

  it('tells of each imported client, and credits their opening balance when they accept', async () => {
    const newcomer = await clientAccount(t, 'hook.newcomer');
    const imported = await call(t, 'POST', 'professional/clients/import', {
      ...pro(),
      body: {
        rows: [
          {
            full_name: 'Opening Client',
            email: newcomer.email,
            balances: [{ voucher_type_id: 1, duration: 60, count: 5 }],
          },
          { full_name: 'Phone Only', phone: '+31611112222' },
        ],
      },
    });
    expect(imported.status).toBe(201);
    const [entry] = imported.body.data.imported_ids as string[];
    await call(t, 'POST', 'professional/clients/invite-held', { ...pro(), body: { ids: [entry] } });
    const accepted = await call(t, 'POST', `professionals/${world.pro.professionalId}/accept`, {
      token: newcomer.token,
    });
    expect(accepted.status).toBe(200);
    await drainAll(t);
    expect(datas('client.added')).toEqual([
      {
        client: { id: entry, name: 'Opening Client', email: newcomer.email, phone: null },
        status: 'pending',
        initiated_by: 'professional',
      },
      {
        client: { id: expect.any(String), name: 'Phone Only', email: null, phone: '+31611112222' },
        status: 'pending',
        initiated_by: 'professional',
      },
    ]);
    expect(only('voucher.credited').data).toMatchObject({
      client: { id: entry, name: 'Opening Client' },
      voucher_type: 'individual',
      count: 5,
      source: 'opening_balance',
    });
  });

  it('cancelling a class tells of each place it ended', async () => {
    const eventId = await newClass(t, world.pro.token, CLASS_AT);
    const place = await register(t, world, eventId);
    const reply = await call(t, 'POST', `events/${eventId}/cancel`, {
      ...pro(),
      body: { cancelled_reason: 'Rain' },
    });
    expect(reply.status).toBe(200);
    await drainAll(t);
    expect(only('booking.cancelled').data).toMatchObject({
      booking: { id: place },
      by: 'session_cancelled',
      reason: 'Rain',
    });
  });

  it("the operator's instance-wide endpoint gets every professional's events", async () => {
    const operator = await startReceiver({ now: clock.read });
    try {
      const created = await createWebhookEndpoint(t.deps, null, {
        url: operator.url,
        event_types: ['client.added'],
      });
      operator.useSecret(created.secret);
      const second = await professional(t, 'hook.second');
      await addClient(t, world.pro.token, { full_name: 'Ida', email: 'ida@example.test' });
      await addClient(t, second.token, { full_name: 'Jo', email: 'jo@example.test' });
      await drainAll(t);
      const names = [...operator.kept.values()].map(
        (entry) => (entry.payload!.data.client as { name: string }).name,
      );
      expect(names.sort()).toEqual(['Ida', 'Jo']);
      expect(operator.all.every((request) => request.verified)).toBe(true);
      // The professional's own endpoint hears only of their own client; the operator's is not theirs to see.
      expect(receiver.ofType('client.added')).toHaveLength(1);
      const listed = await call(t, 'GET', 'professional/webhooks', pro());
      expect(listed.body.data.map((row: { id: string }) => row.id)).not.toContain(created.id);
    } finally {
      await operator.close();
    }
  });

  it('sends only the types an endpoint chose, and nothing to a disabled one', async () => {
    const other = await startReceiver({ now: clock.read });
    try {
      const endpoint = await subscribe(t, world.pro.token, other, ['client.added']);
      await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 1 });
      await addClient(t, world.pro.token, { full_name: 'Ola', email: 'ola@example.test' });
      await drainAll(t);
      expect([...other.kept.values()].map((entry) => entry.payload!.type)).toEqual(['client.added']);
      const off = await call(t, 'PUT', `professional/webhooks/${endpoint.id}`, {
        ...pro(),
        body: { url: other.url, event_types: ['client.added'], enabled: false },
      });
      expect(off.status).toBe(200);
      await addClient(t, world.pro.token, { full_name: 'Pia', email: 'pia@example.test' });
      await drainAll(t);
      expect(other.all).toHaveLength(1);
      expect(receiver.ofType('client.added')).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});
