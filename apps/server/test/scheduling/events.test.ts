import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import {
  NOW,
  bookClient,
  call,
  classBody,
  clientAccount,
  createEvents,
  bareClients,
  scheduler,
  schedulingSnapshot,
  sessionBody,
  registerConnected,
} from './helpers.ts';

describe.each(databaseKinds)('events (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('creates a one-to-one session: 201 with the occurrence, the invitee a pending client', async () => {
    const pro = await scheduler(t, 'coach');
    const ann = await bookClient(t, pro.token, 'Ann');
    const reply = await call(t, 'POST', 'events', {
      token: pro.token,
      body: sessionBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', {
        voucher_type_id: 2,
        client_ids: [ann.id],
        client_emails: ['New@Example.test'],
        location: 'Gym',
      }),
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toHaveLength(1);
    const [event] = reply.body.data;
    expect(event).toMatchObject({
      professional_id: pro.professionalId,
      series_id: null,
      occurrence: null,
      recurrence_rule: null,
      start_time: '2027-03-11T09:00:00.000Z',
      end_time: '2027-03-11T10:00:00.000Z',
      voucher_type_id: 2,
      max_event_regs: 2,
      is_group_session: false,
      location: 'Gym',
      registrations: [],
      registrations_count: 0,
      cancelled_at: null,
    });
    expect(event.invitations).toHaveLength(2);
    expect(event.invitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ professional_client_id: ann.id, full_name: 'Ann', email: null }),
        expect.objectContaining({ full_name: null, email: 'new@example.test' }),
      ]),
    );
    const book = await call(t, 'GET', 'clients?status=pending', { token: pro.token });
    expect(book.body.data.map((c: { email: string }) => c.email).sort()).toEqual([
      'ann@example.test',
      'new@example.test',
    ]);
    expect(await t.outbox.lastTo('new@example.test')).toBeDefined();
  });

  it('lists events of a window in the user zone, cancelled ones included, by start', async () => {
    const pro = await scheduler(t, 'coach');
    const [late] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-12T17:00:00Z', '2027-03-12T18:00:00Z'),
    );
    await createEvents(t, pro.token, classBody('2027-03-11T17:00:00Z', '2027-03-11T18:00:00Z'));
    await createEvents(t, pro.token, classBody('2027-04-20T17:00:00Z', '2027-04-20T18:00:00Z'));
    await call(t, 'POST', `events/${late.id}/cancel`, {
      token: pro.token,
      body: { cancelled_reason: 'Ill' },
    });
    const byDefault = await call(t, 'GET', 'events', { token: pro.token });
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.data.map((e: { start_time: string }) => e.start_time)).toEqual([
      '2027-03-11T17:00:00.000Z',
      '2027-03-12T17:00:00.000Z',
    ]);
    expect(byDefault.body.data[1]).toMatchObject({
      cancelled_at: expect.any(String),
      cancelled_reason: 'Ill',
    });
    const april = await call(t, 'GET', 'events?start_date=2027-04-20&end_date=2027-04-20', {
      token: pro.token,
    });
    expect(april.body.data).toHaveLength(1);
    // 2027-04-20 00:00 Amsterdam is 2027-04-19T22:00Z: an event at 21:30Z on the 19th is outside.
    expect((await call(t, 'GET', 'events?start_date=2027-04-21', { token: pro.token })).body.data).toEqual(
      [],
    );
    const bad = await call(t, 'GET', 'events?start_date=2027-04-21&end_date=2027-04-01', {
      token: pro.token,
    });
    expect(bad.status).toBe(422);
  });

  it('keeps 07:00 local across the Amsterdam DST change for a weekly class', async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Amsterdam');
    // Monday 22 March 2027 07:00 CET; DST starts Sunday 28 March.
    const data = await createEvents(
      t,
      pro.token,
      classBody('2027-03-22T06:00:00Z', '2027-03-22T07:00:00Z', {
        recurrence_rule: { frequency: 'weekly', count: 3 },
      }),
    );
    expect(data.map((e: { start_time: string }) => e.start_time)).toEqual([
      '2027-03-22T06:00:00.000Z',
      '2027-03-29T05:00:00.000Z',
      '2027-04-05T05:00:00.000Z',
    ]);
    expect(new Set(data.map((e: { series_id: string }) => e.series_id)).size).toBe(1);
    expect(data.map((e: { occurrence: number }) => e.occurrence)).toEqual([1, 2, 3]);
    expect(data[0].recurrence_rule).toEqual({ frequency: 'weekly', count: 3 });
  });

  it('keeps the wall clock in New York and Lord Howe series too', async () => {
    const ny = await scheduler(t, 'nycoach', 'America/New_York');
    // 2027-03-14 is the US spring-forward Sunday: Saturday 09:00 EST then 09:00 EDT.
    const nyData = await createEvents(
      t,
      ny.token,
      classBody('2027-03-13T14:00:00Z', '2027-03-13T15:00:00Z', { recurrence_rule: { count: 2 } }),
    );
    expect(nyData.map((e: { start_time: string }) => e.start_time)).toEqual([
      '2027-03-13T14:00:00.000Z',
      '2027-03-20T13:00:00.000Z',
    ]);
    const lh = await scheduler(t, 'lhcoach', 'Australia/Lord_Howe');
    // Lord Howe leaves DST (+11 → +10:30) on Sunday 4 April 2027.
    const lhData = await createEvents(
      t,
      lh.token,
      classBody('2027-03-31T20:00:00Z', '2027-03-31T21:00:00Z', { recurrence_rule: { count: 2 } }),
    );
    expect(lhData.map((e: { start_time: string }) => e.start_time)).toEqual([
      '2027-03-31T20:00:00.000Z',
      '2027-04-07T20:30:00.000Z',
    ]);
  });

  it('rejects the section 5 rules with 422 and field errors, storing nothing', async () => {
    const pro = await scheduler(t, 'coach');
    const ann = await bookClient(t, pro.token, 'Ann');
    const bob = await bookClient(t, pro.token, 'Bob');
    const group = await call(t, 'POST', 'groups', {
      token: pro.token,
      body: { name: 'Duo', client_ids: [ann.id, bob.id] },
    });
    const before = await schedulingSnapshot(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        sessionBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', { start_time: undefined }),
        'start_time',
        'validation.required',
      ],
      [sessionBody('2027-03-11T09:10:00Z', '2027-03-11T10:00:00Z'), 'start_time', 'validation.quarter_hour'],
      [sessionBody('2027-03-11T09:00:30Z', '2027-03-11T10:00:00Z'), 'start_time', 'validation.quarter_hour'],
      [sessionBody('2027-03-11T10:00:00Z', '2027-03-11T09:00:00Z'), 'end_time', 'validation.end_after_start'],
      [
        sessionBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', { voucher_type_id: undefined }),
        'voucher_type_id',
        'validation.required',
      ],
      [
        sessionBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', { client_emails: [] }),
        'client_ids',
        'validation.contact_required',
      ],
      [
        sessionBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', { client_ids: [ann.id] }),
        'client_ids',
        'validation.too_many',
      ],
      [
        classBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', { title: '' }),
        'title',
        'validation.required',
      ],
      [
        classBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', { recurrence_rule: { count: 21 } }),
        'recurrence_rule.count',
        'validation.recurrence_count',
      ],
      [
        classBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', { recurrence_rule: { count: 0 } }),
        'recurrence_rule.count',
        'validation.recurrence_count',
      ],
      [
        sessionBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', { client_emails: ['not-an-email'] }),
        'client_emails.0',
        'validation.email',
      ],
      [
        sessionBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', {
          client_emails: [],
          client_phonenumbers: ['0612'],
        }),
        'client_phonenumbers.0',
        'validation.phone',
      ],
      // Server-side: the group expands to 2 members, over the individual voucher type's 1 place.
      [
        sessionBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', {
          client_emails: [],
          client_ids: [`g${group.body.data.id}`],
        }),
        'client_ids',
        'validation.too_many',
      ],
      // Server-side: another professional's (or an unknown) client.
      [
        sessionBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', {
          client_emails: [],
          client_ids: ['00000000-0000-4000-8000-000000000000'],
        }),
        'client_ids',
        'validation.invalid',
      ],
    ];
    for (const [body, field, message] of cases) {
      const reply = await call(t, 'POST', 'events', { token: pro.token, body });
      expect(reply.status, `${field} ${JSON.stringify(reply.body)}`).toBe(422);
      expect(reply.body.errors[field], `${field} ${JSON.stringify(reply.body.errors)}`).toContain(message);
    }
    expect(await schedulingSnapshot(t)).toEqual(before);
  });

  it('rejects a bad edit with 422 and field errors, changing nothing', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      sessionBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', { voucher_type_id: 2 }),
    );
    const ann = await bookClient(t, pro.token, 'Ann');
    const bob = await bookClient(t, pro.token, 'Bob');
    const before = await schedulingSnapshot(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        sessionBody('2027-03-11T09:20:00Z', '2027-03-11T10:00:00Z', { voucher_type_id: 2 }),
        'start_time',
        'validation.quarter_hour',
      ],
      [
        sessionBody('2027-03-11T09:00:00Z', '2027-03-11T08:00:00Z', { voucher_type_id: 2 }),
        'end_time',
        'validation.end_after_start',
      ],
      // Server-side count: two clients plus the e-mail exceed the duo type's 2 places.
      [
        sessionBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', {
          voucher_type_id: 2,
          client_ids: [ann.id, bob.id],
        }),
        'client_ids',
        'validation.too_many',
      ],
      [
        sessionBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z', { voucher_type_id: 3 }),
        'voucher_type_id',
        'validation.voucher_type',
      ],
    ];
    for (const [body, field, message] of cases) {
      const reply = await call(t, 'PUT', `events/${event.id}`, { token: pro.token, body });
      expect(reply.status, field).toBe(422);
      expect(reply.body.errors[field], JSON.stringify(reply.body.errors)).toContain(message);
    }
    expect(await schedulingSnapshot(t)).toEqual(before);
  });

  it('warns about an overlap with 409 and creates it when confirmed', async () => {
    const pro = await scheduler(t, 'coach');
    await createEvents(t, pro.token, classBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z'));
    const before = await schedulingSnapshot(t);
    const overlapping = classBody('2027-03-11T09:45:00Z', '2027-03-11T10:45:00Z');
    const warned = await call(t, 'POST', 'events', { token: pro.token, body: overlapping });
    expect(warned.status).toBe(409);
    expect(warned.body).toMatchObject({
      code: 'error.event.overlap',
      errors: { start_time: ['error.event.overlap'] },
    });
    expect(await schedulingSnapshot(t)).toEqual(before);
    // Touching ends do not overlap.
    await createEvents(t, pro.token, classBody('2027-03-11T10:00:00Z', '2027-03-11T11:00:00Z'));
    const confirmed = await call(t, 'POST', 'events', {
      token: pro.token,
      body: { ...overlapping, allow_overlap: true },
    });
    expect(confirmed.status).toBe(201);
    // A recurring series warns when any occurrence overlaps.
    const series = await call(t, 'POST', 'events', {
      token: pro.token,
      body: classBody('2027-03-04T09:30:00Z', '2027-03-04T09:45:00Z', { recurrence_rule: { count: 2 } }),
    });
    expect(series.status).toBe(409);
  });

  it('updates with this, future and all, shifting the local wall clock across DST', async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Amsterdam');
    const created = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T06:00:00Z', '2027-03-15T07:00:00Z', { recurrence_rule: { count: 4 } }),
    );
    // 07:00 local on 15, 22 March (CET) and 29 March, 5 April (CEST).
    const body = (start: string, end: string, mode: string, extra: Record<string, unknown> = {}) =>
      classBody(start, end, { update_mode: mode, ...extra });

    const one = await call(t, 'PUT', `events/${created[0].id}`, {
      token: pro.token,
      body: body('2027-03-15T06:00:00Z', '2027-03-15T07:00:00Z', 'this', { title: 'Only first' }),
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0]).toMatchObject({ title: 'Only first', series_id: created[0].series_id });

    // From the second on: 07:00 → 08:00 local; a new series.
    const future = await call(t, 'PUT', `events/${created[1].id}`, {
      token: pro.token,
      body: body('2027-03-22T07:00:00Z', '2027-03-22T08:00:00Z', 'future', { title: 'Later' }),
    });
    expect(future.status).toBe(200);
    expect(future.body.data.map((e: { start_time: string }) => e.start_time)).toEqual([
      '2027-03-22T07:00:00.000Z',
      '2027-03-29T06:00:00.000Z',
      '2027-04-05T06:00:00.000Z',
    ]);
    const newSeries = future.body.data[0].series_id;
    expect(newSeries).not.toBe(created[0].series_id);
    expect(future.body.data.every((e: { series_id: string }) => e.series_id === newSeries)).toBe(true);

    // `all` on the split-off series still means the whole class: the family of both series.
    const all = await call(t, 'PUT', `events/${created[2].id}`, {
      token: pro.token,
      body: body('2027-03-29T06:00:00Z', '2027-03-29T07:30:00Z', 'all', { title: 'All' }),
    });
    expect(all.status).toBe(200);
    expect(all.body.data.map((e: { title: string; end_time: string }) => [e.title, e.end_time])).toEqual([
      ['All', '2027-03-15T07:30:00.000Z'],
      ['All', '2027-03-22T08:30:00.000Z'],
      ['All', '2027-03-29T07:30:00.000Z'],
      ['All', '2027-04-05T07:30:00.000Z'],
    ]);
    const list = await call(t, 'GET', 'events?start_date=2027-03-15&end_date=2027-04-05', {
      token: pro.token,
    });
    expect(list.body.data.map((e: { title: string }) => e.title)).toEqual(['All', 'All', 'All', 'All']);
  });

  it('counts the occurrences of both parts after a future split, a cancelled later one moving along', async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Amsterdam');
    const created = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T06:00:00Z', '2027-03-15T07:00:00Z', { recurrence_rule: { count: 6 } }),
    );
    const cancelled = await call(t, 'POST', `events/${created[4].id}/cancel`, {
      token: pro.token,
      body: { cancelled_reason: 'Holiday', update_mode: 'this' },
    });
    expect(cancelled.status).toBe(200);
    const split = await call(t, 'PUT', `events/${created[2].id}`, {
      token: pro.token,
      body: classBody(created[2].start_time, created[2].end_time, { update_mode: 'future', title: 'Later' }),
    });
    expect(split.status).toBe(200);
    const list = await call(t, 'GET', 'events?start_date=2027-03-15&end_date=2027-04-30', {
      token: pro.token,
    });
    const shown = list.body.data.map(
      (e: { occurrence: number; recurrence_rule: { count: number }; cancelled_at: string | null }) =>
        `${e.occurrence} of ${e.recurrence_rule.count}${e.cancelled_at ? ' (cancelled)' : ''}`,
    );
    expect(shown).toEqual(['1 of 2', '2 of 2', '1 of 4', '2 of 4', '3 of 4 (cancelled)', '4 of 4']);
  });

  it("refuses to shrink a class's places below its registrations (422 on max_event_regs)", async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T06:00:00Z', '2027-03-15T07:00:00Z', { max_event_regs: 5 }),
    );
    for (const clientId of await bareClients(t, 3))
      await registerConnected(t, { clientId, eventId: event.id, voucherTypeId: 3 });
    const put = (places: number) =>
      call(t, 'PUT', `events/${event.id}`, {
        token: pro.token,
        body: classBody('2027-03-15T06:00:00Z', '2027-03-15T07:00:00Z', { max_event_regs: places }),
      });
    const refused = await put(2);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ max_event_regs: ['validation.below_registrations'] });
    const kept = await put(3);
    expect(kept.status).toBe(200);
    expect(kept.body.data[0]).toMatchObject({ max_event_regs: 3, registrations_count: 3 });
  });

  it('cancels with this, future and all; registrations end with the event', async () => {
    const pro = await scheduler(t, 'coach');
    const created = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T06:00:00Z', '2027-03-15T07:00:00Z', { recurrence_rule: { count: 5 } }),
    );
    const one = await call(t, 'POST', `events/${created[0].id}/cancel`, {
      token: pro.token,
      body: { cancelled_reason: 'Holiday' },
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toHaveLength(1);
    const future = await call(t, 'POST', `events/${created[3].id}/cancel`, {
      token: pro.token,
      body: { cancelled_reason: 'Moving', update_mode: 'future' },
    });
    expect(future.body.data.map((e: { id: string }) => e.id)).toEqual([created[3].id, created[4].id]);
    const all = await call(t, 'POST', `events/${created[1].id}/cancel`, {
      token: pro.token,
      body: { cancelled_reason: 'Done', update_mode: 'all' },
    });
    expect(all.body.data.map((e: { id: string }) => e.id)).toEqual([created[1].id, created[2].id]);
    const list = await call(t, 'GET', 'events?start_date=2027-03-15&end_date=2027-04-30', {
      token: pro.token,
    });
    expect(list.body.data.map((e: { cancelled_reason: string }) => e.cancelled_reason)).toEqual([
      'Holiday',
      'Done',
      'Done',
      'Moving',
      'Moving',
    ]);
    // A cancelled event cannot be cancelled or edited again.
    expect(
      (
        await call(t, 'POST', `events/${created[0].id}/cancel`, {
          token: pro.token,
          body: { cancelled_reason: 'x' },
        })
      ).status,
    ).toBe(404);
    const noReason = await call(t, 'POST', `events/${created[0].id}/cancel`, { token: pro.token, body: {} });
    expect(noReason.status).toBe(422);
  });

  it("answers 404 for another professional's event and changes nothing; clients get 403", async () => {
    const owner = await scheduler(t, 'owner');
    const other = await scheduler(t, 'other');
    const [event] = await createEvents(
      t,
      owner.token,
      classBody('2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z'),
    );
    const before = await schedulingSnapshot(t);
    const put = await call(t, 'PUT', `events/${event.id}`, {
      token: other.token,
      body: classBody('2027-03-11T11:00:00Z', '2027-03-11T12:00:00Z'),
    });
    expect(put.status).toBe(404);
    expect(put.body.code).toBe('error.event.not_found');
    const cancel = await call(t, 'POST', `events/${event.id}/cancel`, {
      token: other.token,
      body: { cancelled_reason: 'mine now' },
    });
    expect(cancel.status).toBe(404);
    expect((await call(t, 'GET', 'events', { token: other.token })).body.data).toEqual([]);
    expect(
      (
        await call(t, 'PUT', 'events/not-a-uuid', {
          token: owner.token,
          body: classBody('2027-03-11T11:00:00Z', '2027-03-11T12:00:00Z'),
        })
      ).status,
    ).toBe(404);
    expect(await schedulingSnapshot(t)).toEqual(before);
    expect((await call(t, 'GET', 'events')).status).toBe(401);
    const client = await clientAccount(t, 'justaclient');
    expect((await call(t, 'GET', 'events', { token: client.token })).status).toBe(403);
    const byClient = await call(t, 'POST', `events/${event.id}/cancel`, {
      token: client.token,
      body: { cancelled_reason: 'no' },
    });
    expect(byClient.status).toBe(403);
    expect(await schedulingSnapshot(t)).toEqual(before);
  });
});
