import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transactionWithMail } from '../../src/messaging/messages.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import {
  NOW,
  call,
  classBody,
  createEvents,
  joinWaitlist,
  registerInClass,
  scheduler,
  sentMail,
  timedClient,
  claimConnected,
} from './helpers.ts';

/**
 * The e-mails a professional's change to their calendar sends (docs/product/rules.md#waitlist and
 * docs/product/rules.md#slot-claims): a
 * cancelled event or slot, a moved occurrence, a raised capacity. They are written with the change, in
 * its transaction, in each reader's language and zone, and never about an occurrence that is over.
 */
describe.each(databaseKinds)('e-mails about calendar changes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  async function endedBy(table: 'event_registrations' | 'waitlist_registrations', id: string) {
    const result = (await t.deps.database.db.execute(
      sql`select ended_by, cancelled_at from ${sql.raw(table)} where id = ${id}`,
    )) as unknown as { rows: { ended_by: string | null; cancelled_at: unknown }[] };
    return result.rows[0]!.ended_by;
  }

  describe('cancelling an event', () => {
    it('tells each registered and waitlisted client in their language and zone, with the reason', async () => {
      const pro = await scheduler(t, 'coach');
      const [event, other] = await createEvents(
        t,
        pro.token,
        classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z', {
          location: 'Studio 2',
          max_event_regs: 1,
          waitlist_allowed: true,
          recurrence_rule: { count: 2 },
        }),
      );
      const ana = await timedClient(t, 'anna', 'nl', 'America/Sao_Paulo');
      const bo = await timedClient(t, 'boris', 'es');
      const cy = await timedClient(t, 'cyril');
      const anaRegistration = await registerInClass(t, event.id, ana.clientId);
      const boEntry = await joinWaitlist(
        t,
        event.id,
        pro.professionalId,
        bo.clientId,
        '2027-03-10T09:00:00Z',
      );
      const cyEntry = await joinWaitlist(
        t,
        event.id,
        pro.professionalId,
        cy.clientId,
        '2027-03-10T10:00:00Z',
      );
      await t.deps.database.db.execute(sql`
        update waitlist_registrations set cancelled_at = ${'2027-03-10T11:00:00Z'}, ended_by = 'client'
        where id = ${cyEntry}`);
      // A place on the occurrence that stays is no reason to write.
      await registerInClass(t, other.id, cy.clientId);

      const cancelled = await call(t, 'POST', `events/${event.id}/cancel`, {
        token: pro.token,
        body: { cancelled_reason: '  Flooded studio ' },
      });
      expect(cancelled.status).toBe(200);

      const notices = await sentMail(t, 'event_cancelled');
      expect(notices.map((row) => [row.toAddress, row.language])).toEqual([
        [ana.email, 'nl'],
        [bo.email, 'es'],
      ]);
      const [toAna, toBo] = notices as [(typeof notices)[0], (typeof notices)[0]];
      expect(toAna.subject).toBe('Pro coach heeft Bootcamp geannuleerd');
      expect(toAna.text).toContain('Hallo Client anna,');
      // 08:00 UTC is 05:00 in São Paulo, the client's zone.
      expect(toAna.text).toContain('woensdag 24 maart 2027, 05:00–06:00');
      expect(toAna.text).toContain('Waar: Studio 2');
      expect(toAna.text).toContain('Reden: Flooded studio');
      expect(toAna.text).toContain('/calendar');
      expect(toAna.html).toContain('Flooded studio');
      expect(toBo.subject).toBe('Pro coach ha cancelado Bootcamp');
      expect(toBo.text).toContain('Cuándo: miércoles, 24 de marzo de 2027, 9:00–10:00 CET');
      expect(toBo.text).toContain('Motivo: Flooded studio');

      expect(await endedBy('event_registrations', anaRegistration)).toBe('event');
      expect(await endedBy('waitlist_registrations', boEntry)).toBe('event');
      expect(await endedBy('waitlist_registrations', cyEntry)).toBe('client');

      // Cancelled is cancelled: a second try is 404 and writes to nobody.
      const again = await call(t, 'POST', `events/${event.id}/cancel`, {
        token: pro.token,
        body: { cancelled_reason: 'Again' },
      });
      expect(again.status).toBe(404);
      expect(await sentMail(t, 'event_cancelled')).toHaveLength(2);
    });

    it('a series cancelled with future is one e-mail per client listing the occurrences', async () => {
      const pro = await scheduler(t, 'coach');
      const series = await createEvents(
        t,
        pro.token,
        classBody('2027-03-03T08:00:00Z', '2027-03-03T09:00:00Z', { recurrence_rule: { count: 4 } }),
      );
      // 3, 10 (08:00 UTC, before NOW), 17 and 24 March.
      const [ana, bo, eve] = [
        await timedClient(t, 'anna'),
        await timedClient(t, 'boris'),
        await timedClient(t, 'evita', 'pt-br'),
      ];
      for (const event of series) await registerInClass(t, event.id, ana.clientId);
      await registerInClass(t, series[0].id, bo.clientId);
      await registerInClass(t, series[3].id, eve.clientId);

      const future = await call(t, 'POST', `events/${series[2].id}/cancel`, {
        token: pro.token,
        body: { cancelled_reason: 'Moving house', update_mode: 'future' },
      });
      expect(future.status).toBe(200);
      const notices = await sentMail(t, 'event_cancelled');
      expect(notices.map((row) => [row.toAddress, row.language])).toEqual([
        [ana.email, 'en'],
        [eve.email, 'pt-br'],
      ]);
      expect(notices[0]!.text).toContain(
        'When: Wednesday, 17 March 2027, 09:00–10:00 CET\nWednesday, 24 March 2027, 09:00–10:00 CET',
      );
      expect(notices[1]!.subject).toBe('Pro coach cancelou Bootcamp');
      expect(notices[1]!.text).toContain('24 de março de 2027');
      expect(notices[1]!.text).not.toContain('17 de março');

      // `all` now cancels the two occurrences that are over: their places end, nobody is told.
      const all = await call(t, 'POST', `events/${series[0].id}/cancel`, {
        token: pro.token,
        body: { cancelled_reason: 'Closing', update_mode: 'all' },
      });
      expect(all.status).toBe(200);
      expect(all.body.data.map((event: { cancelled_reason: string }) => event.cancelled_reason)).toEqual([
        'Closing',
        'Closing',
      ]);
      expect(await sentMail(t, 'event_cancelled')).toHaveLength(2);
      const open = (await t.deps.database.db.execute(
        sql`select count(*)::int as n from event_registrations where cancelled_at is null`,
      )) as unknown as { rows: { n: number }[] };
      expect(open.rows[0]!.n).toBe(0);
    });
  });

  describe('cancelling a slot', () => {
    async function openGym(pro: { token: string }, start: string, end: string, count?: number) {
      const reply = await call(t, 'POST', 'availability-slots', {
        token: pro.token,
        body: {
          start_time: start,
          end_time: end,
          voucher_types: [1],
          title: 'Open gym',
          location: 'Gym hall',
          ...(count ? { recurrence_rule: { count } } : {}),
        },
      });
      expect(reply.status).toBe(201);
      return reply.body.data as { id: string }[];
    }

    const claim = (slotId: string, clientId: string, start: string, end: string) =>
      claimConnected(t, {
        clientId,
        slotId,
        startTime: new Date(start),
        endTime: new Date(end),
        voucherTypeId: 1,
      });

    it('cancels its claims, ends their registrations and tells each client once', async () => {
      const pro = await scheduler(t, 'coach');
      const slots = await openGym(pro, '2027-03-17T08:00:00Z', '2027-03-17T12:00:00Z', 2);
      const [ana, bo] = [
        await timedClient(t, 'anna', 'nl', 'America/Sao_Paulo'),
        await timedClient(t, 'boris', 'pt'),
      ];
      const claims = [
        await claim(slots[0]!.id, ana.clientId, '2027-03-17T09:00:00Z', '2027-03-17T10:00:00Z'),
        await claim(slots[1]!.id, ana.clientId, '2027-03-24T09:00:00Z', '2027-03-24T10:00:00Z'),
        await claim(slots[0]!.id, bo.clientId, '2027-03-17T10:00:00Z', '2027-03-17T11:00:00Z'),
      ];

      const cancelled = await call(t, 'POST', `availability-slots/${slots[0]!.id}/cancel`, {
        token: pro.token,
        body: { update_mode: 'all' },
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.map((slot: { claims: unknown[] }) => slot.claims)).toEqual([[], []]);

      const events = (await t.deps.database.db.execute(sql`
        select e.cancelled_reason, r.ended_by from events e join event_registrations r on r.event_id = e.id
        where e.availability_slot_id is not null order by e.start_time, e.id`)) as unknown as {
        rows: { cancelled_reason: string; ended_by: string }[];
      };
      expect(events.rows).toHaveLength(claims.length);
      expect(events.rows.every((row) => row.cancelled_reason === 'slot_cancelled')).toBe(true);
      expect(events.rows.every((row) => row.ended_by === 'event')).toBe(true);

      const notices = await sentMail(t, 'slot_cancelled');
      expect(notices.map((row) => [row.toAddress, row.language])).toEqual([
        [ana.email, 'nl'],
        [bo.email, 'pt'],
      ]);
      expect(notices[0]!.subject).toBe('Je sessie bij Pro coach is geannuleerd');
      // 09:00 UTC is 06:00 in São Paulo; both claims are in one e-mail.
      expect(notices[0]!.text).toContain(
        'Wanneer: woensdag 17 maart 2027, 06:00–07:00 GMT-3\nwoensdag 24 maart 2027, 06:00–07:00 GMT-3',
      );
      expect(notices[0]!.text).toContain('Waar: Gym hall');
      expect(notices[1]!.subject).toBe('A sua sessão com Pro coach foi cancelada');
      expect(notices[1]!.text).toContain('17 de março de 2027');
      expect(await sentMail(t, 'event_cancelled')).toEqual([]);
    });

    it('a claim that is over ends with its slot without an e-mail', async () => {
      const pro = await scheduler(t, 'coach');
      const [slot] = await openGym(pro, '2027-03-10T08:00:00Z', '2027-03-10T16:00:00Z');
      const ana = await timedClient(t, 'anna');
      const past = await claim(slot!.id, ana.clientId, '2027-03-10T09:00:00Z', '2027-03-10T10:00:00Z');
      const later = await claim(slot!.id, ana.clientId, '2027-03-10T14:00:00Z', '2027-03-10T15:00:00Z');

      const cancelled = await call(t, 'POST', `availability-slots/${slot!.id}/cancel`, {
        token: pro.token,
        body: { update_mode: 'this' },
      });
      expect(cancelled.status).toBe(200);
      const rows = (await t.deps.database.db.execute(
        sql`select id, cancelled_at from events where id in (${past.id}, ${later.id})`,
      )) as unknown as { rows: { cancelled_at: unknown }[] };
      expect(rows.rows.every((row) => row.cancelled_at !== null)).toBe(true);
      const notices = await sentMail(t, 'slot_cancelled');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.text).toContain('15:00–16:00');
      expect(notices[0]!.text).not.toContain('10:00–11:00');
    });
  });

  describe('raising a class capacity', () => {
    it('e-mails every active waitlist entry in joining order when places come free', async () => {
      const pro = await scheduler(t, 'coach');
      const body = (extra: Record<string, unknown> = {}) =>
        classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z', {
          max_event_regs: 1,
          waitlist_allowed: true,
          location: 'Studio 2',
          ...extra,
        });
      const [event] = await createEvents(t, pro.token, body());
      const [ana, dee, fay, gus] = [
        await timedClient(t, 'anna'),
        await timedClient(t, 'delia', 'pt'),
        await timedClient(t, 'fanny', 'es', 'America/New_York'),
        await timedClient(t, 'gustav'),
      ];
      await registerInClass(t, event.id, ana.clientId);
      await joinWaitlist(t, event.id, pro.professionalId, fay.clientId, '2027-03-10T09:00:00Z');
      await joinWaitlist(t, event.id, pro.professionalId, dee.clientId, '2027-03-10T08:00:00Z');
      const gusEntry = await joinWaitlist(
        t,
        event.id,
        pro.professionalId,
        gus.clientId,
        '2027-03-10T08:30:00Z',
      );
      await t.deps.database.db.execute(sql`
        update waitlist_registrations set cancelled_at = ${'2027-03-10T11:00:00Z'}, ended_by = 'client'
        where id = ${gusEntry}`);

      // Same capacity, another title: no spot opens.
      const renamed = await call(t, 'PUT', `events/${event.id}`, {
        token: pro.token,
        body: body({ title: 'Bootcamp XL' }),
      });
      expect(renamed.status).toBe(200);
      expect(await sentMail(t, 'waitlist_spot_opened')).toEqual([]);

      const raised = await call(t, 'PUT', `events/${event.id}`, {
        token: pro.token,
        body: body({ title: 'Bootcamp XL', max_event_regs: 3 }),
      });
      expect(raised.status).toBe(200);
      expect(raised.body.data[0]).toMatchObject({
        max_event_regs: 3,
        registrations_count: 1,
        waitlist_count: 2,
      });
      const notices = await sentMail(t, 'waitlist_spot_opened');
      expect(notices.map((row) => [row.toAddress, row.language])).toEqual([
        [dee.email, 'pt'],
        [fay.email, 'es'],
      ]);
      expect(notices[0]!.subject).toBe('Vagou um lugar em Bootcamp XL');
      expect(notices[0]!.text).toContain(`/calendar?event=${event.id}`);
      // 08:00 UTC is 04:00 in New York (EDT from 14 March).
      expect(notices[1]!.text).toContain('4:00–5:00 GMT-4');
      // Nothing else changed for the registered client.
      expect(await sentMail(t, 'event_changed')).toEqual([]);
    });

    it('writes to nobody for a class that is over, without waitlist, or still full', async () => {
      const pro = await scheduler(t, 'coach');
      const start = (day: string) => [`2027-03-${day}T08:00:00Z`, `2027-03-${day}T09:00:00Z`] as const;
      const [past] = await createEvents(
        t,
        pro.token,
        classBody(...start('03'), { max_event_regs: 1, waitlist_allowed: true }),
      );
      const [closed] = await createEvents(
        t,
        pro.token,
        classBody(...start('17'), { max_event_regs: 1, waitlist_allowed: true }),
      );
      const [busy] = await createEvents(
        t,
        pro.token,
        classBody(...start('24'), { max_event_regs: 2, waitlist_allowed: true }),
      );
      const [ana, bo, cy, dee] = [
        await timedClient(t, 'anna'),
        await timedClient(t, 'boris'),
        await timedClient(t, 'cyril'),
        await timedClient(t, 'delia'),
      ];
      for (const event of [past, closed]) {
        await registerInClass(t, event.id, ana.clientId);
        await joinWaitlist(t, event.id, pro.professionalId, bo.clientId, '2027-03-01T08:00:00Z');
      }
      await registerInClass(t, busy.id, ana.clientId);
      await registerInClass(t, busy.id, bo.clientId);
      await joinWaitlist(t, busy.id, pro.professionalId, cy.clientId, '2027-03-01T08:00:00Z');
      // Three booked against a capacity lowered to two: raising it to three frees no place.
      await t.deps.database.db.execute(sql`update events set max_event_regs = 3 where id = ${busy.id}`);
      await registerInClass(t, busy.id, dee.clientId);
      await t.deps.database.db.execute(sql`update events set max_event_regs = 2 where id = ${busy.id}`);

      const edits = [
        [past.id, classBody(...start('03'), { max_event_regs: 5, waitlist_allowed: true })],
        [closed.id, classBody(...start('17'), { max_event_regs: 5, waitlist_allowed: false })],
        [busy.id, classBody(...start('24'), { max_event_regs: 3, waitlist_allowed: true })],
      ] as const;
      for (const [id, body] of edits)
        expect((await call(t, 'PUT', `events/${id}`, { token: pro.token, body })).status).toBe(200);
      expect(await sentMail(t, 'waitlist_spot_opened')).toEqual([]);
    });
  });

  describe('moving an occurrence', () => {
    it('tells each registered client the new and the old time, one e-mail for a series', async () => {
      const pro = await scheduler(t, 'coach');
      const series = await createEvents(
        t,
        pro.token,
        classBody('2027-03-17T08:00:00Z', '2027-03-17T09:00:00Z', {
          location: 'Studio 2',
          max_event_regs: 2,
          waitlist_allowed: true,
          recurrence_rule: { count: 2 },
        }),
      );
      const [ana, bo, cy] = [
        await timedClient(t, 'anna', 'es', 'America/New_York'),
        await timedClient(t, 'boris', 'nl'),
        await timedClient(t, 'cyril'),
      ];
      for (const event of series) await registerInClass(t, event.id, ana.clientId);
      await registerInClass(t, series[1].id, bo.clientId);
      await registerInClass(t, series[0].id, cy.clientId);
      await t.deps.database.db.execute(sql`
        update event_registrations set cancelled_at = ${NOW.toISOString()}, ended_by = 'client'
        where client_id = ${cy.clientId}`);
      await joinWaitlist(t, series[0].id, pro.professionalId, cy.clientId, '2027-03-10T08:00:00Z');

      const moved = await call(t, 'PUT', `events/${series[0].id}`, {
        token: pro.token,
        body: classBody('2027-03-17T09:00:00Z', '2027-03-17T10:00:00Z', {
          location: 'Studio 2',
          max_event_regs: 2,
          waitlist_allowed: true,
          update_mode: 'future',
        }),
      });
      expect(moved.status).toBe(200);
      const notices = await sentMail(t, 'event_changed');
      // Cyril's registration ended, but his waitlist place is at the new time too: he hears, without a
      // calendar file (issue 24); Ana and Boris get the REQUEST that moves their copy.
      expect(notices.map((row) => [row.toAddress, row.language, row.attachments.length])).toEqual([
        [ana.email, 'es', 2],
        [bo.email, 'nl', 1],
        [cy.email, 'en', 0],
      ]);
      expect(notices[2]!.text).toContain('Your waitlist place stays');
      const [toAna, toBo] = notices as [(typeof notices)[0], (typeof notices)[0]];
      expect(toAna.subject).toBe('Cambios en Bootcamp con Pro coach');
      // 09:00 UTC is 05:00 in New York (EDT), before it was 04:00.
      expect(toAna.text).toMatch(
        /Cuándo: miércoles, 17 de marzo de 2027, 5:00\s*–\s*6:00 [^\n]+\nmiércoles, 24 de marzo de 2027, 5:00\s*–\s*6:00/,
      );
      expect(toAna.text).toMatch(/Antes: miércoles, 17 de marzo de 2027, 4:00\s*–\s*5:00/);
      expect(toAna.text).toContain('Dónde: Studio 2');
      expect(toAna.text).not.toContain('Lugar anterior');
      expect(toAna.text).toContain(`/calendar?event=${series[0].id}`);
      expect(toBo.text).toContain('Wanneer: woensdag 24 maart 2027, 10:00–11:00');
      expect(toBo.text).toContain('Eerder: woensdag 24 maart 2027, 09:00–10:00');
      expect(toBo.text).not.toContain('17 maart');
    });

    it('a new place is news, other fields are not; an occurrence that is over tells nobody', async () => {
      const pro = await scheduler(t, 'coach');
      const body = (start: string, end: string, extra: Record<string, unknown> = {}) =>
        classBody(start, end, { location: 'Studio 2', ...extra });
      const [event] = await createEvents(t, pro.token, body('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z'));
      const [past] = await createEvents(t, pro.token, body('2027-03-03T08:00:00Z', '2027-03-03T09:00:00Z'));
      const ana = await timedClient(t, 'anna');
      await registerInClass(t, event.id, ana.clientId);
      await registerInClass(t, past.id, ana.clientId);

      const put = (id: string, payload: Record<string, unknown>) =>
        call(t, 'PUT', `events/${id}`, { token: pro.token, body: payload });
      const same = body('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z', {
        title: 'Bootcamp+',
        notes: 'Bring water',
        max_event_regs: 12,
      });
      expect((await put(event.id, same)).status).toBe(200);
      expect((await put(past.id, body('2027-03-03T09:00:00Z', '2027-03-03T10:00:00Z'))).status).toBe(200);
      expect(await sentMail(t, 'event_changed')).toEqual([]);

      const relocated = await put(event.id, { ...same, location: 'Park' });
      expect(relocated.status).toBe(200);
      const [notice, ...rest] = await sentMail(t, 'event_changed');
      expect(rest).toEqual([]);
      expect(notice!.subject).toBe('Change to Bootcamp+ with Pro coach');
      expect(notice!.text).toContain('Where: Park');
      expect(notice!.text).toContain('Previous place: Studio 2');
      expect(notice!.text).not.toContain('Previously:');
    });
  });

  it('messages are written in the transaction of their change: none survive a rollback', async () => {
    const message = {
      to: 'someone@example.test',
      template: 'event_cancelled' as const,
      language: 'en' as const,
      data: { url: 'http://app.localhost/calendar', professional: 'Pro', event: 'Yoga' },
    };
    await expect(
      transactionWithMail(t.deps, async (_tx, mail) => {
        mail.push(message);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.outbox.all()).toEqual([]);
    // And on PGlite's single connection a message staged in the transaction does not wait on it.
    expect(await transactionWithMail(t.deps, async (_tx, mail) => mail.push(message))).toBe(1);
    expect(await sentMail(t, 'event_cancelled')).toHaveLength(1);
  });

  it('documents the decline body as optional, other bodies as required', async () => {
    const reply = await call(t, 'GET', 'openapi.json');
    const paths = reply.body.paths;
    expect(paths['/api/event-registrations/{id}/decline'].post.requestBody.required).toBe(false);
    expect(paths['/api/events/{id}/cancel'].post.requestBody.required).toBe(true);
    expect(paths['/api/events'].post.requestBody.required).toBe(true);
  });
});
