import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { professional, clientAccount } from '../client-book/helpers.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
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
const AFTER_CLASS = '2027-03-12T08:00:01Z';

describe.each(databaseKinds)('vouchers over HTTP (%s)', (kind) => {
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
    world = await proWithClient(t, 'v');
  });

  const pro = () => ({ token: world.pro.token });

  it('sells a pack of 10 unpaid, marks it paid, and the client sees the same numbers', async () => {
    const batch = await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 10, value: 12.5 });
    expect(batch).toMatchObject({
      count: 10,
      paid: false,
      value: 12.5,
      duration: 60,
      type: { id: 3, type: 'group' },
    });
    expect(await balanceOf(t, world)).toBe(10);

    const overview = await call(t, 'GET', 'vouchers/payment-overview', pro());
    expect(overview.body.data).toEqual([
      expect.objectContaining({ client_id: world.client.clientId, entry_id: world.entry, unpaid_count: 10 }),
    ]);

    const paid = await call(t, 'POST', `vouchers/batches/${batch.id}/paid`, pro());
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ paid: true, count: 10 });
    expect(paid.body.data.paid_at).toBe(NOW.toISOString());
    const again = await call(t, 'POST', `vouchers/batches/${batch.id}/paid`, pro());
    expect(again.body.data.paid_at).toBe(NOW.toISOString());

    const own = await call(t, 'GET', `client/professionals/${world.pro.professionalId}/vouchers`, {
      token: world.client.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.data.balances).toEqual([
      {
        type: { id: 3, type: 'group' },
        duration: 60,
        totalCount: 10,
        running_low: false,
        expiring: [],
        expiring_soon: false,
      },
    ]);
    expect(own.body.data.batches[0]).toMatchObject({ id: batch.id, paid: true, count: 10 });
    expect(own.body.data.log.map((line: { kind: string }) => line.kind)).toEqual(['paid', 'added']);

    const book = await call(t, 'GET', 'clients?status=confirmed', pro());
    expect(book.body.data[0].voucher_balance).toBe(10);
  });

  it('charges one voucher per registration when the class begins, once, and shows what it was used for', async () => {
    await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 2, paid: true });
    const eventId = await newClass(t, world.pro.token, CLASS_AT);
    await register(t, world, eventId);
    await t.drain();
    expect(await balanceOf(t, world)).toBe(2);

    clock.set(AFTER_CLASS);
    await t.drain();
    await t.drain();
    expect(await balanceOf(t, world)).toBe(1);

    const own = await call(t, 'GET', `client/professionals/${world.pro.professionalId}/vouchers`, {
      token: world.client.token,
    });
    expect(own.body.data.log[0]).toMatchObject({
      kind: 'used',
      count: -1,
      session: { event_id: eventId, title: 'Bootcamp', start_time: new Date(CLASS_AT).toISOString() },
    });
    const low = await call(t, 'GET', 'running-low', pro());
    expect(low.body.data).toEqual([
      expect.objectContaining({
        client: { id: world.client.clientId, entry_id: world.entry, full_name: 'Client v' },
        type: { id: 3, type: 'group' },
        duration: 60,
        totalCount: 1,
      }),
    ]);
  });

  it('goes negative, then a top-up of 5 brings it back', async () => {
    await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 1 });
    for (const day of ['2027-03-11', '2027-03-12', '2027-03-13']) {
      const eventId = await newClass(t, world.pro.token, `${day}T08:00:00Z`);
      await register(t, world, eventId);
    }
    clock.set('2027-03-14T00:00:00Z');
    await t.drain();
    expect(await balanceOf(t, world)).toBe(-2);
    const top = await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 5 });
    expect(top.count).toBe(5);
    expect(await balanceOf(t, world)).toBe(3);
    expect((await call(t, 'GET', 'running-low', pro())).body.data).toEqual([]);
  });

  it('charges nothing for a registration cancelled or declined before the start, nor for a cancelled class', async () => {
    await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 5 });
    const declined = await newClass(t, world.pro.token, CLASS_AT);
    const registration = await register(t, world, declined);
    expect(
      (await call(t, 'POST', `event-registrations/${registration}/decline`, { ...pro(), body: {} })).status,
    ).toBe(200);
    const cancelled = await newClass(t, world.pro.token, '2027-03-12T10:00:00Z');
    await register(t, world, cancelled);
    expect(
      (await call(t, 'POST', `events/${cancelled}/cancel`, { ...pro(), body: { cancelled_reason: 'Ill' } }))
        .status,
    ).toBe(200);
    clock.set('2027-03-13T00:00:00Z');
    await t.drain();
    expect(await balanceOf(t, world)).toBe(5);
  });

  it('returns the voucher when the class is cancelled, or the registration declined, after it began', async () => {
    await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 5 });
    const first = await newClass(t, world.pro.token, CLASS_AT);
    await register(t, world, first);
    const second = await newClass(t, world.pro.token, '2027-03-12T10:00:00Z');
    const registration = await register(t, world, second);
    clock.set('2027-03-12T10:30:00Z');
    await t.drain();
    expect(await balanceOf(t, world)).toBe(3);

    const cancel = await call(t, 'POST', `events/${first}/cancel`, {
      ...pro(),
      body: { cancelled_reason: 'Storm' },
    });
    expect(cancel.status).toBe(200);
    const decline = await call(t, 'POST', `event-registrations/${registration}/decline`, {
      ...pro(),
      body: {},
    });
    expect(decline.status).toBe(200);
    await t.drain();
    expect(await balanceOf(t, world)).toBe(5);
    const log = (await call(t, 'GET', `clients/${world.entry}/vouchers`, pro())).body.data.log;
    expect(log.filter((line: { kind: string }) => line.kind === 'returned')).toHaveLength(2);
  });

  it('charges the voucher duration that covers the session: 50 minutes use a 60-minute voucher', async () => {
    await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 3 });
    const eventId = await newClass(t, world.pro.token, CLASS_AT, 45);
    await register(t, world, eventId);
    const longer = await newClass(t, world.pro.token, '2027-03-12T10:00:00Z', 75);
    await register(t, world, longer);
    clock.set('2027-03-13T00:00:00Z');
    await t.drain();
    expect(await balanceOf(t, world, 3, 45)).toBe(-1);
    expect(await balanceOf(t, world, 3, 90)).toBe(-1);
    expect(await balanceOf(t, world, 3, 60)).toBe(3);
  });

  it('edits and removes batches as entries of the change log', async () => {
    const batch = await addVouchers(t, world, { voucher_type_id: 1, duration: 30, count: 10 });
    const edit = await call(t, 'PUT', `vouchers/batches/${batch.id}`, {
      ...pro(),
      body: { count: 8, value: 20 },
    });
    expect(edit.body.data).toMatchObject({ count: 8, value: 20, paid: false });
    expect(await balanceOf(t, world, 1, 30)).toBe(8);
    const removed = await call(t, 'DELETE', `vouchers/batches/${batch.id}`, pro());
    expect(removed.body.data).toMatchObject({ count: 0 });
    expect(removed.body.data.removed_at).not.toBeNull();
    expect(await balanceOf(t, world, 1, 30)).toBe(0);
    const twice = await call(t, 'DELETE', `vouchers/batches/${batch.id}`, pro());
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('error.vouchers.unable_to_update');
    const log = (await call(t, 'GET', `clients/${world.entry}/vouchers`, pro())).body.data.log;
    expect(log.map((line: { kind: string; count: number }) => [line.kind, line.count])).toEqual([
      ['removed', -8],
      ['edited', -2],
      ['added', 10],
    ]);
    const overview = (await call(t, 'GET', 'vouchers/payment-overview', pro())).body.data;
    expect(overview).toEqual([]);
  });

  it('resets a voucher type to zero, from above or below', async () => {
    await addVouchers(t, world, { voucher_type_id: 2, duration: 45, count: 4 });
    const reply = await call(t, 'POST', `clients/${world.entry}/vouchers/reset`, {
      ...pro(),
      body: { voucher_type_id: 2, duration: 45 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.balances).toEqual([
      {
        type: { id: 2, type: 'duo' },
        duration: 45,
        totalCount: 0,
        running_low: true,
        expiring: [],
        expiring_soon: false,
      },
    ]);
    expect(reply.body.data.log[0]).toMatchObject({ kind: 'reset', count: -4 });
  });

  it('applies the confirmed changes of the edit screen together, or none of them', async () => {
    const batch = await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 10 });
    const applied = await call(t, 'POST', 'vouchers/changes', {
      ...pro(),
      body: {
        changes: [
          { action: 'add', entry_id: world.entry, voucher_type_id: 1, duration: 60, count: 5, paid: true },
          { action: 'edit', batch_id: batch.id, count: 12 },
          { action: 'mark_paid', batch_id: batch.id },
        ],
      },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data.batches).toHaveLength(3);
    expect(await balanceOf(t, world)).toBe(12);
    expect(await balanceOf(t, world, 1, 60)).toBe(5);

    const before = await ledgerSnapshot(t);
    const refused = await call(t, 'POST', 'vouchers/changes', {
      ...pro(),
      body: {
        changes: [
          { action: 'edit', batch_id: batch.id, count: 3 },
          { action: 'remove', batch_id: '00000000-0000-4000-8000-000000000000' },
        ],
      },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('error.vouchers.batch_not_found');
    expect(await ledgerSnapshot(t)).toEqual(before);
  });

  it('answers bad input with 422 and field errors, and stores nothing', async () => {
    const before = await ledgerSnapshot(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ voucher_type_id: 3, duration: 60, count: 2.5 }, 'count', 'validation.whole_number'],
      [{ voucher_type_id: 3, duration: 60, count: 0 }, 'count', 'validation.out_of_range'],
      [{ voucher_type_id: 3, duration: 60, count: '5' }, 'count', 'validation.whole_number'],
      [{ voucher_type_id: 4, duration: 60, count: 5 }, 'voucher_type_id', 'validation.voucher_type'],
      [{ voucher_type_id: 1.5, duration: 60, count: 5 }, 'voucher_type_id', 'validation.voucher_type'],
      [{ voucher_type_id: 3, duration: 50, count: 5 }, 'duration', 'validation.duration'],
      [{ voucher_type_id: 3, duration: 60, count: 5, value: 1.234 }, 'value', 'validation.invalid'],
      [{ voucher_type_id: 3, duration: 60, count: 5, value: -1 }, 'value', 'validation.out_of_range'],
    ];
    for (const [body, field, message] of cases) {
      const reply = await call(t, 'POST', `clients/${world.entry}/vouchers`, { ...pro(), body });
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body.errors[field], JSON.stringify(body)).toEqual([expect.stringMatching(/./)]);
      expect(reply.body.errors[field][0].length).toBeGreaterThan(0);
      void message;
    }
    const changes = await call(t, 'POST', 'vouchers/changes', {
      ...pro(),
      body: {
        changes: [{ action: 'add', entry_id: world.entry, voucher_type_id: 3, duration: 60, count: 1.5 }],
      },
    });
    expect(changes.status).toBe(422);
    expect(Object.keys(changes.body.errors)).toEqual(['changes.0.count']);
    expect(await ledgerSnapshot(t)).toEqual(before);
  });

  it('refuses vouchers for an invitation not yet accepted: unable to update vouchers', async () => {
    const pending = await call(t, 'POST', 'clients', {
      ...pro(),
      body: { full_name: 'Not Yet', email: 'not.yet@example.test' },
    });
    const reply = await call(t, 'POST', `clients/${pending.body.data.id}/vouchers`, {
      ...pro(),
      body: { voucher_type_id: 1, duration: 60, count: 5 },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('error.vouchers.unable_to_update');
    const overview = await call(t, 'GET', `clients/${pending.body.data.id}/vouchers`, pro());
    expect(overview.body.data).toEqual({ balances: [], batches: [], log: [], currency: 'EUR' });
  });

  it('refuses another professional and clients, and nothing changes', async () => {
    const batch = await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 10 });
    const other = await professional(t, 'other.pro');
    const stranger = await clientAccount(t, 'stranger');
    const before = await ledgerSnapshot(t);
    const asOther = { token: other.token };
    const attempts: [string, string, unknown, number][] = [
      ['GET', `clients/${world.entry}/vouchers`, undefined, 404],
      ['POST', `clients/${world.entry}/vouchers`, { voucher_type_id: 3, duration: 60, count: 5 }, 404],
      ['POST', `clients/${world.entry}/vouchers/reset`, { voucher_type_id: 3, duration: 60 }, 404],
      ['PUT', `vouchers/batches/${batch.id}`, { count: 1 }, 404],
      ['DELETE', `vouchers/batches/${batch.id}`, undefined, 404],
      ['POST', `vouchers/batches/${batch.id}/paid`, undefined, 404],
      ['POST', 'vouchers/changes', { changes: [{ action: 'remove', batch_id: batch.id }] }, 404],
    ];
    for (const [method, path, body, status] of attempts) {
      const reply = await call(t, method as 'GET', path, { ...asOther, body });
      expect(reply.status, `${method} ${path}`).toBe(status);
    }
    expect((await call(t, 'GET', 'vouchers', asOther)).body.data).toEqual([]);
    expect((await call(t, 'GET', 'vouchers/payment-overview', asOther)).body.data).toEqual([]);
    for (const token of [world.client.token, stranger.token]) {
      expect((await call(t, 'GET', 'vouchers', { token })).status).toBe(403);
      expect((await call(t, 'DELETE', `vouchers/batches/${batch.id}`, { token })).status).toBe(403);
    }
    const strangerView = await call(t, 'GET', `client/professionals/${world.pro.professionalId}/vouchers`, {
      token: stranger.token,
    });
    expect(strangerView.status).toBe(404);
    expect((await call(t, 'GET', 'vouchers', {})).status).toBe(401);
    expect(await ledgerSnapshot(t)).toEqual(before);
  });

  it('voucher settings drive the deadlines of client booking', async () => {
    const defaults = await call(t, 'GET', 'vouchers-settings', pro());
    expect(defaults.body.data.voucher_settings).toEqual([
      {
        voucher_type_id: 1,
        type: 'individual',
        registration_deadline: 0,
        cancellation_deadline: 24,
        late_cancel: 'refuse',
        no_show: 'use_voucher',
      },
      {
        voucher_type_id: 2,
        type: 'duo',
        registration_deadline: 0,
        cancellation_deadline: 24,
        late_cancel: 'refuse',
        no_show: 'use_voucher',
      },
      {
        voucher_type_id: 3,
        type: 'group',
        registration_deadline: 0,
        cancellation_deadline: 24,
        late_cancel: 'refuse',
        no_show: 'use_voucher',
      },
    ]);
    const put = await call(t, 'PUT', 'vouchers-settings', {
      ...pro(),
      body: {
        voucher_settings: [{ voucher_type_id: 3, registration_deadline: 72, cancellation_deadline: 2 }],
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.voucher_settings[2]).toMatchObject({
      registration_deadline: 72,
      cancellation_deadline: 2,
    });

    // The class begins in 44 hours: past a 72-hour registration deadline.
    const eventId = await newClass(t, world.pro.token, CLASS_AT);
    const late = await call(t, 'POST', `client/events/${eventId}/register`, {
      token: world.client.token,
      body: { voucher_type_id: 3 },
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('error.event.registration_deadline');

    await call(t, 'PUT', 'vouchers-settings', {
      ...pro(),
      body: {
        voucher_settings: [{ voucher_type_id: 3, registration_deadline: 1, cancellation_deadline: 2 }],
      },
    });
    const registration = await register(t, world, eventId);
    const listed = await call(t, 'GET', 'client/events?start_date=2027-03-12&end_date=2027-03-12', {
      token: world.client.token,
    });
    expect(listed.body.data[0]).toMatchObject({
      registration_deadline_hours: 1,
      cancellation_deadline_hours: 2,
    });
    // 43 hours ahead the 2-hour cancellation deadline has not passed.
    const cancel = await call(t, 'POST', `client/event-registrations/${registration}/cancel`, {
      token: world.client.token,
      body: { reason: 'Ill' },
    });
    expect(cancel.status).toBe(200);
  });

  it('refuses settings that are not whole hours, unknown types and repeats', async () => {
    const bad: [unknown, string][] = [
      [
        [{ voucher_type_id: 1, registration_deadline: 1.5, cancellation_deadline: 24 }],
        'voucher_settings.0.registration_deadline',
      ],
      [
        [{ voucher_type_id: 1, registration_deadline: 1, cancellation_deadline: -1 }],
        'voucher_settings.0.cancellation_deadline',
      ],
      [
        [{ voucher_type_id: 9, registration_deadline: 1, cancellation_deadline: 1 }],
        'voucher_settings.0.voucher_type_id',
      ],
      [
        [
          { voucher_type_id: 1, registration_deadline: 1, cancellation_deadline: 1 },
          { voucher_type_id: 1, registration_deadline: 2, cancellation_deadline: 2 },
        ],
        'voucher_settings.1.voucher_type_id',
      ],
    ];
    for (const [settings, field] of bad) {
      const reply = await call(t, 'PUT', 'vouchers-settings', {
        ...pro(),
        body: { voucher_settings: settings },
      });
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.body.errors)).toContain(field);
    }
    expect(await ledgerSnapshot(t)).toEqual([]);
  });

  it('warns the professional of a registration without a voucher of its kind', async () => {
    const eventId = await newClass(t, world.pro.token, CLASS_AT);
    const registration = await register(t, world, eventId);
    const window = 'events?start_date=2027-03-12&end_date=2027-03-12';
    expect((await call(t, 'GET', window, pro())).body.data[0].voucher_warnings).toEqual([registration]);
    await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 1 });
    expect((await call(t, 'GET', window, pro())).body.data[0].voucher_warnings).toEqual([]);
  });

  it('keeps the ledger append-only: a direct update or delete is refused', async () => {
    await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 1 });
    const { db } = t.deps.database;
    await expect(db.execute(sql`update voucher_entries set count_delta = 100`)).rejects.toThrow();
    await expect(db.execute(sql`delete from voucher_entries`)).rejects.toThrow();
    expect(await balanceOf(t, world)).toBe(1);
    // Deleting the client's account takes their vouchers with it (docs/product/rules.md#account-deletion).
    await db.execute(sql`delete from client_profiles where id = ${world.client.clientId}`);
    expect(await ledgerSnapshot(t)).toEqual([]);
  });
});
