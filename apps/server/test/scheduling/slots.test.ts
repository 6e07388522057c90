import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import {
  NOW,
  bareClients,
  call,
  classBody,
  createEvents,
  scheduler,
  schedulingSnapshot,
  claimConnected,
} from './helpers.ts';

const slot = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
  start_time: start,
  end_time: end,
  voucher_types: [1, 2],
  title: 'Open gym',
  ...extra,
});

describe.each(databaseKinds)('availability slots (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('creates, lists, edits and cancels a weekly slot; DST keeps 09:00 local', async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Amsterdam');
    const created = await call(t, 'POST', 'availability-slots', {
      token: pro.token,
      body: slot('2027-03-24T08:00:00Z', '2027-03-24T12:00:00Z', { recurrence_rule: { count: 3 } }),
    });
    expect(created.status).toBe(201);
    const data = created.body.data;
    expect(data.map((s: { start_time: string }) => s.start_time)).toEqual([
      '2027-03-24T08:00:00.000Z',
      '2027-03-31T07:00:00.000Z',
      '2027-04-07T07:00:00.000Z',
    ]);
    expect(data[0]).toMatchObject({
      voucher_types: [1, 2],
      title: 'Open gym',
      occurrence: 1,
      recurrence_rule: { frequency: 'weekly', count: 3 },
      blocked: [],
      cancelled_at: null,
    });

    const list = await call(t, 'GET', 'availability-slots?start_date=2027-03-20&end_date=2027-04-10', {
      token: pro.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(3);

    // future from the second: 09:00 → 10:00 local, voucher type 1 only.
    const edited = await call(t, 'PUT', `availability-slots/${data[1].id}`, {
      token: pro.token,
      body: slot('2027-03-31T08:00:00Z', '2027-03-31T12:00:00Z', {
        update_mode: 'future',
        voucher_types: [1],
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.map((s: { start_time: string }) => s.start_time)).toEqual([
      '2027-03-31T08:00:00.000Z',
      '2027-04-07T08:00:00.000Z',
    ]);
    expect(edited.body.data[0].series_id).not.toBe(data[0].series_id);
    expect(edited.body.data[1].voucher_types).toEqual([1]);
    // Each part counts its own occurrences (issue 25: not "2 of 3" on the part left behind).
    expect(edited.body.data.map((s: { occurrence: number }) => s.occurrence)).toEqual([1, 2]);
    expect(edited.body.data[0].recurrence_rule).toEqual({ frequency: 'weekly', count: 2 });
    const earlier = await call(t, 'GET', 'availability-slots?start_date=2027-03-20&end_date=2027-03-26', {
      token: pro.token,
    });
    expect(earlier.body.data[0]).toMatchObject({ occurrence: 1, recurrence_rule: { count: 1 } });

    const cancelled = await call(t, 'POST', `availability-slots/${data[0].id}/cancel`, {
      token: pro.token,
      body: { update_mode: 'all' },
    });
    // `all` reaches the slots an earlier `future` edit split off: the whole family is cancelled.
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toHaveLength(3);
    expect(cancelled.body.data.every((s: { cancelled_at: string | null }) => s.cancelled_at !== null)).toBe(
      true,
    );
  });

  it('rejects slot rules with 422 and field errors, storing nothing', async () => {
    const pro = await scheduler(t, 'coach');
    const before = await schedulingSnapshot(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        slot('2027-03-24T08:00:00Z', '2027-03-24T12:00:00Z', { voucher_types: [] }),
        'voucher_types',
        'validation.required',
      ],
      [
        slot('2027-03-24T08:00:00Z', '2027-03-24T12:00:00Z', { voucher_types: [3] }),
        'voucher_types.0',
        'validation.voucher_type',
      ],
      [slot('2027-03-24T08:05:00Z', '2027-03-24T12:00:00Z'), 'start_time', 'validation.quarter_hour'],
      [slot('2027-03-24T12:00:00Z', '2027-03-24T08:00:00Z'), 'end_time', 'validation.end_after_start'],
      [
        slot('2027-03-24T08:00:00Z', '2027-03-24T12:00:00Z', { recurrence_rule: { count: 25 } }),
        'recurrence_rule.count',
        'validation.recurrence_count',
      ],
    ];
    for (const [body, field, message] of cases) {
      const reply = await call(t, 'POST', 'availability-slots', { token: pro.token, body });
      expect(reply.status, field).toBe(422);
      expect(reply.body.errors[field], JSON.stringify(reply.body.errors)).toContain(message);
    }
    expect(await schedulingSnapshot(t)).toEqual(before);
  });

  it("answers 404 for another professional's slot and changes nothing", async () => {
    const owner = await scheduler(t, 'owner');
    const other = await scheduler(t, 'other');
    const [created] = (
      await call(t, 'POST', 'availability-slots', {
        token: owner.token,
        body: slot('2027-03-24T08:00:00Z', '2027-03-24T12:00:00Z'),
      })
    ).body.data;
    const before = await schedulingSnapshot(t);
    const put = await call(t, 'PUT', `availability-slots/${created.id}`, {
      token: other.token,
      body: slot('2027-03-24T09:00:00Z', '2027-03-24T12:00:00Z'),
    });
    expect(put.status).toBe(404);
    expect(put.body.code).toBe('error.slot.not_found');
    const cancel = await call(t, 'POST', `availability-slots/${created.id}/cancel`, {
      token: other.token,
      body: {},
    });
    expect(cancel.status).toBe(404);
    expect((await call(t, 'GET', 'availability-slots', { token: other.token })).body.data).toEqual([]);
    expect(await schedulingSnapshot(t)).toEqual(before);
  });

  it('claims lie inside the slot, avoid blocked time, show as blocked, and end with the slot', async () => {
    const pro = await scheduler(t, 'coach');
    const [created] = (
      await call(t, 'POST', 'availability-slots', {
        token: pro.token,
        body: slot('2027-03-24T08:00:00Z', '2027-03-24T12:00:00Z'),
      })
    ).body.data;
    // A class of the professional inside the slot blocks 10:00-10:30.
    await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T10:00:00Z', '2027-03-24T10:30:00Z', { allow_overlap: true }),
    );
    const [client] = await bareClients(t, 1);
    const claim = (start: string, end: string, voucherTypeId = 1) =>
      claimConnected(t, {
        clientId: client!,
        slotId: created.id,
        startTime: new Date(start),
        endTime: new Date(end),
        voucherTypeId,
      });
    await expect(claim('2027-03-24T07:45:00Z', '2027-03-24T08:45:00Z')).rejects.toMatchObject({
      fields: { start_time: ['validation.slot_start'] },
    });
    await expect(claim('2027-03-24T11:30:00Z', '2027-03-24T12:15:00Z')).rejects.toMatchObject({
      fields: { end_time: ['validation.slot_end'] },
    });
    await expect(claim('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z', 2)).resolves.toBeDefined();
    await expect(claim('2027-03-24T09:45:00Z', '2027-03-24T10:15:00Z')).rejects.toMatchObject({
      code: 'error.slot.time_conflict',
    });
    await expect(claim('2027-03-24T08:30:00Z', '2027-03-24T09:30:00Z')).rejects.toMatchObject({
      code: 'error.slot.time_conflict',
    });
    await expect(claim('2027-03-24T09:00:00Z', '2027-03-24T10:00:00Z', 3)).rejects.toMatchObject({
      fields: { voucher_type_id: ['validation.voucher_type'] },
    });
    const listed = await call(t, 'GET', 'availability-slots?start_date=2027-03-24&end_date=2027-03-24', {
      token: pro.token,
    });
    expect(listed.body.data[0].blocked).toEqual([
      { start_time: '2027-03-24T08:00:00.000Z', end_time: '2027-03-24T09:00:00.000Z' },
      { start_time: '2027-03-24T10:00:00.000Z', end_time: '2027-03-24T10:30:00.000Z' },
    ]);
    await call(t, 'POST', `availability-slots/${created.id}/cancel`, { token: pro.token, body: {} });
    const events = await call(t, 'GET', 'events?start_date=2027-03-24&end_date=2027-03-24', {
      token: pro.token,
    });
    const claimed = events.body.data.find(
      (e: { availability_slot_id: string | null }) => e.availability_slot_id,
    );
    expect(claimed).toMatchObject({ cancelled_reason: 'slot_cancelled', registrations_count: 0 });
    expect(claimed.registrations[0].cancelled_at).toEqual(expect.any(String));
  });

  it('an edit may not strand a booked claim outside the slot or without its session type (409)', async () => {
    const pro = await scheduler(t, 'coach');
    const [created] = (
      await call(t, 'POST', 'availability-slots', {
        token: pro.token,
        body: slot('2027-03-24T08:00:00Z', '2027-03-24T12:00:00Z', { voucher_types: [1, 2] }),
      })
    ).body.data;
    const [client] = await bareClients(t, 1);
    await claimConnected(t, {
      clientId: client!,
      slotId: created.id,
      startTime: new Date('2027-03-24T10:00:00Z'),
      endTime: new Date('2027-03-24T11:00:00Z'),
      voucherTypeId: 2,
    });
    const edit = (start: string, end: string, voucherTypes: number[]) =>
      call(t, 'PUT', `availability-slots/${created.id}`, {
        token: pro.token,
        body: slot(start, end, { voucher_types: voucherTypes, title: 'Changed' }),
      });
    for (const [start, end, types] of [
      ['2027-03-24T08:00:00Z', '2027-03-24T10:30:00Z', [1, 2]], // ends inside the claim
      ['2027-03-24T10:15:00Z', '2027-03-24T12:00:00Z', [1, 2]], // starts inside the claim
      ['2027-03-24T08:00:00Z', '2027-03-24T12:00:00Z', [1]], // drops the claim's session type
    ] as const) {
      const refused = await edit(start, end, [...types]);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('error.slot.bookings_outside');
    }
    const unchanged = await call(t, 'GET', 'availability-slots?start_date=2027-03-24&end_date=2027-03-24', {
      token: pro.token,
    });
    expect(unchanged.body.data[0]).toMatchObject({
      title: 'Open gym',
      start_time: '2027-03-24T08:00:00.000Z',
      end_time: '2027-03-24T12:00:00.000Z',
      voucher_types: [1, 2],
      claims: [{ start_time: '2027-03-24T10:00:00.000Z' }],
    });
    // Narrowing around the claim and keeping its type is fine.
    const narrowed = await edit('2027-03-24T09:00:00Z', '2027-03-24T11:00:00Z', [2]);
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.data[0]).toMatchObject({ title: 'Changed', claims: [{ voucher_type_id: 2 }] });
  });

  it('the database refuses overlapping live claims even without the service (EXCLUDE constraint)', async () => {
    const pro = await scheduler(t, 'coach');
    const [created] = (
      await call(t, 'POST', 'availability-slots', {
        token: pro.token,
        body: slot('2027-03-24T08:00:00Z', '2027-03-24T12:00:00Z'),
      })
    ).body.data;
    const { sql } = await import('drizzle-orm');
    const insert = (start: string, end: string) =>
      t.deps.database.db.execute(sql`
        insert into events (professional_id, start_time, end_time, voucher_type_id, max_event_regs, availability_slot_id)
        values (${pro.professionalId}, ${start}, ${end}, 1, 1, ${created.id})`);
    await insert('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z');
    await expect(insert('2027-03-24T08:30:00Z', '2027-03-24T09:30:00Z')).rejects.toThrow();
    await insert('2027-03-24T09:00:00Z', '2027-03-24T10:00:00Z');
  });
});
