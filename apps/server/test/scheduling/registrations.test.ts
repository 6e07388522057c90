import { TEXT_AREA_MAX } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import {
  NOW,
  call,
  classBody,
  createEvents,
  joinWaitlist,
  registerInClass,
  scheduler,
  schedulingSnapshot,
  sentMail,
  timedClient,
  claimConnected,
} from './helpers.ts';

describe.each(databaseKinds)("the professional's side of registrations (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('declines a registration: the event back, the client e-mailed in their language and zone', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z', { location: 'Studio 2' }),
    );
    const ana = await timedClient(t, 'anna', 'nl', 'America/Sao_Paulo');
    const registrationId = await registerInClass(t, event.id, ana.clientId);

    const before = await call(t, 'GET', `event-registrations/${registrationId}`, { token: pro.token });
    expect(before.status).toBe(200);
    expect(before.body.data.registration).toEqual({
      id: registrationId,
      kind: 'registration',
      event_id: event.id,
      client_id: ana.clientId,
      full_name: 'Client anna',
      voucher_type_id: 3,
      created_at: expect.any(String),
      cancelled_at: null,
      declined_at: null,
      cancelled_reason: null,
      ended_by: null,
      attendance: null,
    });
    expect(before.body.data.event).toMatchObject({ id: event.id, registrations_count: 1, waitlist: [] });

    const declined = await call(t, 'POST', `event-registrations/${registrationId}/decline`, {
      token: pro.token,
      body: { reason: '  Injured knee  ' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({
      id: event.id,
      cancelled_at: null,
      registrations_count: 0,
      registrations: [{ id: registrationId, full_name: 'Client anna', cancelled_at: NOW.toISOString() }],
    });

    const mail = await t.outbox.lastTo(ana.email);
    expect(mail).toMatchObject({ template: 'registration_declined', language: 'nl' });
    expect(mail!.subject).toBe('Pro coach heeft je boeking geweigerd');
    // 08:00 UTC is 05:00 in São Paulo, the client's zone, not 09:00 in the professional's Amsterdam.
    expect(mail!.text).toContain('woensdag 24 maart 2027, 05:00–06:00');
    expect(mail!.text).toContain('Studio 2');
    expect(mail!.text).toContain('Reden: Injured knee');
    expect(mail!.text).toContain('Hallo Client anna,');
    expect(mail!.html).toContain('Injured knee');

    const after = await call(t, 'GET', `event-registrations/${registrationId}`, { token: pro.token });
    expect(after.body.data.registration).toMatchObject({
      cancelled_at: NOW.toISOString(),
      declined_at: NOW.toISOString(),
      cancelled_reason: 'Injured knee',
    });

    // Ended is ended: a second decline is 409 and changes nothing, and nobody is e-mailed again.
    const snapshot = await schedulingSnapshot(t);
    const mails = (await t.outbox.all()).length;
    const again = await call(t, 'POST', `event-registrations/${registrationId}/decline`, {
      token: pro.token,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('error.registration.ended');
    expect(await schedulingSnapshot(t)).toEqual(snapshot);
    expect(await t.outbox.all()).toHaveLength(mails);
  });

  it('declines without a body or reason, and refuses a reason over the text-area limit', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z'),
    );
    const bo = await timedClient(t, 'boris');
    const registrationId = await registerInClass(t, event.id, bo.clientId);
    const snapshot = await schedulingSnapshot(t);
    const tooLong = await call(t, 'POST', `event-registrations/${registrationId}/decline`, {
      token: pro.token,
      body: { reason: 'x'.repeat(TEXT_AREA_MAX + 1) },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({ reason: ['validation.too_long'] });
    expect(await schedulingSnapshot(t)).toEqual(snapshot);

    const bare = await call(t, 'POST', `event-registrations/${registrationId}/decline`, { token: pro.token });
    expect(bare.status).toBe(200);
    const mail = await t.outbox.lastTo(bo.email);
    expect(mail?.template).toBe('registration_declined');
    // No reason given: no reason line.
    expect(mail!.text).not.toContain('Reason:');
    expect(mail!.text).toContain('Bootcamp');
  });

  it('two declines of one registration at once: one 200, one 409', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z'),
    );
    const cy = await timedClient(t, 'cyril');
    const registrationId = await registerInClass(t, event.id, cy.clientId);
    const decline = () =>
      call(t, 'POST', `event-registrations/${registrationId}/decline`, { token: pro.token, body: {} });
    // PGlite has one connection: there the two run one after the other.
    const replies =
      kind === 'postgres' ? await Promise.all([decline(), decline()]) : [await decline(), await decline()];
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await sentMail(t, 'registration_declined')).toHaveLength(1);
  });

  it('removes a waitlist entry: the entry ends, places and other entries stay, no spot opens', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z', {
        max_event_regs: 1,
        waitlist_allowed: true,
      }),
    );
    const [ana, bo, cy] = [
      await timedClient(t, 'anna'),
      await timedClient(t, 'boris', 'es'),
      await timedClient(t, 'cyril'),
    ];
    await registerInClass(t, event.id, ana.clientId);
    const boEntry = await joinWaitlist(t, event.id, pro.professionalId, bo.clientId, '2027-03-10T09:00:00Z');
    const cyEntry = await joinWaitlist(t, event.id, pro.professionalId, cy.clientId, '2027-03-10T10:00:00Z');

    const shown = await call(t, 'GET', `event-registrations/${boEntry}`, { token: pro.token });
    expect(shown.body.data.registration).toMatchObject({ kind: 'waitlist', full_name: 'Client boris' });

    const removed = await call(t, 'POST', `event-registrations/${boEntry}/decline`, {
      token: pro.token,
      body: { reason: 'Members only' },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ registrations_count: 1, waitlist_count: 1 });
    expect(
      removed.body.data.waitlist.map((entry: { id: string; cancelled_at: string | null }) => [
        entry.id,
        entry.cancelled_at,
      ]),
    ).toEqual([
      [boEntry, NOW.toISOString()],
      [cyEntry, null],
    ]);
    const mail = await t.outbox.lastTo(bo.email);
    expect(mail).toMatchObject({ template: 'waitlist_removed', language: 'es' });
    expect(mail!.text).toContain('Motivo: Members only');
    expect(await sentMail(t, 'waitlist_spot_opened')).toEqual([]);
  });

  it('a decline that opens a spot e-mails every active waitlist entry in joining order', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z', {
        max_event_regs: 2,
        waitlist_allowed: true,
      }),
    );
    const [ana, bo] = [await timedClient(t, 'anna'), await timedClient(t, 'boris')];
    const [dee, eve, fay, gus] = [
      await timedClient(t, 'delia', 'pt'),
      await timedClient(t, 'evita', 'pt-br', 'America/Sao_Paulo'),
      await timedClient(t, 'fanny'),
      await timedClient(t, 'gustav'),
    ];
    const anaRegistration = await registerInClass(t, event.id, ana.clientId);
    await registerInClass(t, event.id, bo.clientId);
    // Joining order differs from sign-up order; Gus left the waitlist.
    await joinWaitlist(t, event.id, pro.professionalId, fay.clientId, '2027-03-10T08:00:00Z');
    await joinWaitlist(t, event.id, pro.professionalId, dee.clientId, '2027-03-10T08:30:00Z');
    const gusEntry = await joinWaitlist(
      t,
      event.id,
      pro.professionalId,
      gus.clientId,
      '2027-03-10T08:45:00Z',
    );
    await joinWaitlist(t, event.id, pro.professionalId, eve.clientId, '2027-03-10T09:00:00Z');
    await t.deps.database.db.execute(sql`
      update waitlist_registrations set cancelled_at = ${'2027-03-10T11:00:00Z'}, ended_by = 'client'
      where id = ${gusEntry}`);

    const listed = await call(t, 'GET', 'events?start_date=2027-03-24&end_date=2027-03-24', {
      token: pro.token,
    });
    expect(
      listed.body.data[0].waitlist.map((entry: { full_name: string; cancelled_at: string | null }) => [
        entry.full_name,
        entry.cancelled_at,
      ]),
    ).toEqual([
      ['Client fanny', null],
      ['Client delia', null],
      ['Client gustav', '2027-03-10T11:00:00.000Z'],
      ['Client evita', null],
    ]);
    expect(listed.body.data[0].waitlist_count).toBe(3);

    const declined = await call(t, 'POST', `event-registrations/${anaRegistration}/decline`, {
      token: pro.token,
      body: {},
    });
    expect(declined.status).toBe(200);
    const notices = await sentMail(t, 'waitlist_spot_opened');
    expect(notices.map((row) => [row.toAddress, row.language])).toEqual([
      [fay.email, 'en'],
      [dee.email, 'pt'],
      [eve.email, 'pt-br'],
    ]);
    expect(notices[0]!.subject).toBe('A spot opened in Bootcamp');
    expect(notices[0]!.text).toContain(`/calendar?event=${event.id}`);
    // In each reader's zone: 09:00 in Amsterdam, 05:00 in São Paulo.
    expect(notices[0]!.text).toContain('09:00–10:00');
    expect(notices[2]!.text).toMatch(/05:00\s*–\s*06:00/);
    // The waitlist stays as it was: no automatic promotion.
    expect(declined.body.data).toMatchObject({ registrations_count: 1, waitlist_count: 3 });
  });

  it('a decline in a class without waitlist, or of a past class, e-mails no waitlist', async () => {
    const pro = await scheduler(t, 'coach');
    const [closed] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z', { max_event_regs: 1 }),
    );
    const [past] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-03T08:00:00Z', '2027-03-03T09:00:00Z', {
        max_event_regs: 1,
        waitlist_allowed: true,
      }),
    );
    const [ana, bo] = [await timedClient(t, 'anna'), await timedClient(t, 'boris')];
    const inClosed = await registerInClass(t, closed.id, ana.clientId);
    await joinWaitlist(t, closed.id, pro.professionalId, bo.clientId, '2027-03-10T08:00:00Z');
    const inPast = await registerInClass(t, past.id, ana.clientId);
    await joinWaitlist(t, past.id, pro.professionalId, bo.clientId, '2027-03-01T08:00:00Z');
    for (const id of [inClosed, inPast])
      expect(
        (await call(t, 'POST', `event-registrations/${id}/decline`, { token: pro.token, body: {} })).status,
      ).toBe(200);
    expect(await sentMail(t, 'waitlist_spot_opened')).toEqual([]);
    expect(await sentMail(t, 'registration_declined')).toHaveLength(2);
  });

  it('refusing a slot claim cancels the claim event and frees its time in the slot', async () => {
    const pro = await scheduler(t, 'coach');
    const [slot] = (
      await call(t, 'POST', 'availability-slots', {
        token: pro.token,
        body: {
          start_time: '2027-03-24T08:00:00Z',
          end_time: '2027-03-24T12:00:00Z',
          voucher_types: [1],
          title: 'Open gym',
        },
      })
    ).body.data;
    const [ana, bo] = [await timedClient(t, 'anna'), await timedClient(t, 'boris')];
    const claim = (clientId: string) =>
      claimConnected(t, {
        clientId,
        slotId: slot.id,
        startTime: new Date('2027-03-24T09:00:00Z'),
        endTime: new Date('2027-03-24T10:00:00Z'),
        voucherTypeId: 1,
      });
    const claimed = await claim(ana.clientId);

    const window = 'availability-slots?start_date=2027-03-24&end_date=2027-03-24';
    const listed = (await call(t, 'GET', window, { token: pro.token })).body.data[0];
    expect(listed.claims).toEqual([
      {
        event_id: claimed.id,
        registration_id: expect.any(String),
        client_id: ana.clientId,
        full_name: 'Client anna',
        start_time: '2027-03-24T09:00:00.000Z',
        end_time: '2027-03-24T10:00:00.000Z',
        voucher_type_id: 1,
        created_at: expect.any(String),
      },
    ]);
    expect(listed.blocked).toEqual([
      { start_time: '2027-03-24T09:00:00.000Z', end_time: '2027-03-24T10:00:00.000Z' },
    ]);
    // Busy time: the claim blocks a second one.
    await expect(claim(bo.clientId)).rejects.toMatchObject({ code: 'error.slot.time_conflict' });

    const refused = await call(t, 'POST', `event-registrations/${listed.claims[0].registration_id}/decline`, {
      token: pro.token,
      body: { reason: 'Gym closed for cleaning' },
    });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({
      id: claimed.id,
      availability_slot_id: slot.id,
      cancelled_at: NOW.toISOString(),
      cancelled_reason: 'claim_declined',
      registrations_count: 0,
    });
    const after = (await call(t, 'GET', window, { token: pro.token })).body.data[0];
    expect(after).toMatchObject({ claims: [], blocked: [] });
    const mail = await t.outbox.lastTo(ana.email);
    expect(mail?.template).toBe('registration_declined');
    expect(mail!.text).toContain('Open gym');
    expect(mail!.text).toContain('Gym closed for cleaning');

    // The time is free: a new claim at the same time succeeds.
    const again = await claim(bo.clientId);
    const relisted = (await call(t, 'GET', window, { token: pro.token })).body.data[0];
    expect(relisted.claims.map((entry: { event_id: string }) => entry.event_id)).toEqual([again.id]);
    expect(relisted.claims[0].full_name).toBe('Client boris');
  });

  it("another professional's entry is 404 and changes nothing; clients get 403", async () => {
    const owner = await scheduler(t, 'owner');
    const other = await scheduler(t, 'other');
    const [event] = await createEvents(
      t,
      owner.token,
      classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z', { waitlist_allowed: true }),
    );
    const ana = await timedClient(t, 'anna');
    const registrationId = await registerInClass(t, event.id, ana.clientId);
    const waitlistId = await joinWaitlist(
      t,
      event.id,
      owner.professionalId,
      ana.clientId,
      '2027-03-10T08:00:00Z',
    );
    const snapshot = await schedulingSnapshot(t);
    const mails = (await t.outbox.all()).length;

    for (const id of [registrationId, waitlistId]) {
      const shown = await call(t, 'GET', `event-registrations/${id}`, { token: other.token });
      expect(shown.status).toBe(404);
      expect(shown.body.code).toBe('error.registration.not_found');
      const declined = await call(t, 'POST', `event-registrations/${id}/decline`, {
        token: other.token,
        body: { reason: 'mine now' },
      });
      expect(declined.status).toBe(404);
      expect(declined.body.code).toBe('error.registration.not_found');
      expect(
        (await call(t, 'POST', `event-registrations/${id}/decline`, { token: ana.token, body: {} })).status,
      ).toBe(403);
      expect((await call(t, 'GET', `event-registrations/${id}`, { token: ana.token })).status).toBe(403);
      expect((await call(t, 'POST', `event-registrations/${id}/decline`, { body: {} })).status).toBe(401);
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', event.id])
      expect(
        (await call(t, 'POST', `event-registrations/${id}/decline`, { token: owner.token, body: {} })).status,
      ).toBe(404);
    expect(await schedulingSnapshot(t)).toEqual(snapshot);
    expect(await t.outbox.all()).toHaveLength(mails);
  });

  it('an entry ended with its event cannot be declined', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z'),
    );
    const ana = await timedClient(t, 'anna');
    const registrationId = await registerInClass(t, event.id, ana.clientId);
    await call(t, 'POST', `events/${event.id}/cancel`, {
      token: pro.token,
      body: { cancelled_reason: 'Ill' },
    });
    const shown = await call(t, 'GET', `event-registrations/${registrationId}`, { token: pro.token });
    expect(shown.body.data.registration).toMatchObject({
      cancelled_at: NOW.toISOString(),
      declined_at: null,
      cancelled_reason: 'Ill',
    });
    expect(shown.body.data.event.cancelled_reason).toBe('Ill');
    const declined = await call(t, 'POST', `event-registrations/${registrationId}/decline`, {
      token: pro.token,
      body: {},
    });
    expect(declined.status).toBe(409);
  });
});
