import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addClient, bookSnapshot, clientAccount, professional } from '../client-book/helpers.ts';
import { call } from '../helpers/http.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { creditOpeningBalances } from '../../src/modules/vouchers/opening-balances.ts';
import { importCredits, importFootprint } from './helpers.ts';

/**
 * Importing a practice (issue 28 item 1, docs/decisions/0048-import-and-export.md "Import") through
 * HTTP on both databases: the dry run, all or nothing, valid rows only, duplicates, held invitations,
 * opening balances credited once after acceptance, and other professionals kept out.
 */
const NOW = new Date('2027-05-03T09:00:00Z');
const HOUR = 3_600_000;

const importCall = (t: TestApp, token: string, body: Record<string, unknown>) =>
  call(t, 'POST', 'professional/clients/import', { token, body });

async function jobsOf(t: TestApp, kind: string) {
  return (
    (await t.deps.database.db.execute(
      sql`select key, run_at from jobs where kind = ${kind} order by key`,
    )) as unknown as { rows: { key: string; run_at: Date | string }[] }
  ).rows;
}

describe.each(databaseKinds)('importing clients (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  const rows = [
    { full_name: 'Ana García', email: 'ana@example.test', phone: '+34 612 34 56 78' },
    { full_name: 'Bram', email: 'not-an-email' },
    {
      full_name: 'Chloé',
      email: 'CHLOE@example.test',
      balances: [{ voucher_type_id: 1, duration: 60, count: 5 }],
    },
    { full_name: 'Ana again', email: 'Ana@Example.test' },
    { full_name: '', phone: '+31611112222' },
    {
      full_name: 'Dirk',
      email: 'dirk@example.test',
      balances: [{ voucher_type_id: 9, duration: 50, count: 0 }],
    },
    { full_name: 'Already here', phone: '+31 6 9999 0000' },
  ];

  it('judges every row in a dry run and stores nothing', async () => {
    const pro = await professional(t, 'dry.pro');
    const existing = await addClient(t, pro.token, { full_name: 'Existing', phone: '+31699990000' });
    const before = await importFootprint(t);
    const reply = await importCall(t, pro.token, { rows, mode: 'all_or_nothing', dry_run: true });
    expect(reply.status).toBe(200);
    expect(reply.body.data.counts).toEqual({ rows: 7, ok: 2, duplicate: 2, invalid: 3, imported: 0 });
    expect(reply.body.data.problems).toEqual([
      { index: 1, status: 'invalid', fields: { email: ['validation.email'] }, duplicate_of: null },
      {
        index: 3,
        status: 'duplicate',
        fields: {},
        duplicate_of: { entry_id: null, index: 0, full_name: 'Ana García' },
      },
      { index: 4, status: 'invalid', fields: { full_name: ['validation.required'] }, duplicate_of: null },
      {
        index: 5,
        status: 'invalid',
        fields: {
          'balances.0.voucher_type_id': ['validation.voucher_type'],
          'balances.0.duration': ['validation.duration'],
          'balances.0.count': ['validation.out_of_range'],
        },
        duplicate_of: null,
      },
      {
        index: 6,
        status: 'duplicate',
        fields: {},
        duplicate_of: { entry_id: existing.id, index: null, full_name: 'Existing' },
      },
    ]);
    expect(reply.body.data.imported_ids).toEqual([]);
    expect(await importFootprint(t)).toEqual(before);
  });

  it('imports nothing at all when all or nothing meets an invalid row, naming each', async () => {
    const pro = await professional(t, 'all.pro');
    const before = await bookSnapshot(t);
    const reply = await importCall(t, pro.token, { rows, mode: 'all_or_nothing' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      'rows.1.email': ['validation.email'],
      'rows.4.full_name': ['validation.required'],
      'rows.5.balances.0.voucher_type_id': ['validation.voucher_type'],
      'rows.5.balances.0.duration': ['validation.duration'],
      'rows.5.balances.0.count': ['validation.out_of_range'],
    });
    expect(await bookSnapshot(t)).toEqual(before);
    expect((await importFootprint(t)).opening).toBe(0);
  });

  it('imports the valid rows as pending with held invitations: no message, no reminder', async () => {
    const pro = await professional(t, 'valid.pro');
    await addClient(t, pro.token, { full_name: 'Existing', phone: '+31699990000' });
    const before = await importFootprint(t);
    const reply = await importCall(t, pro.token, { rows, mode: 'valid_rows' });
    expect(reply.status).toBe(201);
    expect(reply.body.data.counts).toEqual({ rows: 7, ok: 2, duplicate: 2, invalid: 3, imported: 2 });
    const ids: string[] = reply.body.data.imported_ids;
    expect(ids).toHaveLength(2);
    const book = await call(t, 'GET', 'clients?status=pending', { token: pro.token });
    const imported = book.body.data.filter((entry: { id: string }) => ids.includes(entry.id));
    expect(
      imported.map((entry: Record<string, unknown>) => [
        entry.full_name,
        entry.email,
        entry.phone,
        entry.status,
        entry.invitation_held,
        entry.opening_balances,
      ]),
    ).toEqual([
      ['Ana García', 'ana@example.test', '+34612345678', 'pending', true, []],
      [
        'Chloé',
        'chloe@example.test',
        null,
        'pending',
        true,
        [{ voucher_type_id: 1, duration: 60, count: 5 }],
      ],
    ]);
    const after = await importFootprint(t);
    expect(after).toEqual({ ...before, clients: before.clients + 2, opening: 1 });
    expect(await t.outbox.all()).toHaveLength((await t.outbox.all()).length);
    expect((await t.outbox.all()).filter((message) => message.toAddress.includes('ana@'))).toEqual([]);

    // Importing the same file again finds them in the book: nothing twice.
    const again = await importCall(t, pro.token, { rows, mode: 'valid_rows' });
    expect(again.body.data.counts).toMatchObject({ ok: 0, duplicate: 4, imported: 0 });
  });

  it('sends held invitations when told, once each, with the reminder counted from then', async () => {
    const pro = await professional(t, 'invite.pro');
    const reply = await importCall(t, pro.token, {
      rows: [
        { full_name: 'By mail', email: 'mail@example.test' },
        { full_name: 'By phone', phone: '+31622223333' },
        { full_name: 'Later', email: 'later@example.test' },
      ],
    });
    const [mail, phone, later] = reply.body.data.imported_ids as string[];
    expect(await jobsOf(t, 'reminder.invitation')).toEqual([]);

    const one = await call(t, 'POST', 'professional/clients/invite-held', {
      token: pro.token,
      body: { ids: [mail, phone] },
    });
    expect(one.body).toEqual({ data: { invited: 2 } });
    const invitations = (await t.outbox.all()).filter((row) => row.template === 'client_invitation');
    expect(invitations.map((row) => row.toAddress).sort()).toEqual(['+31622223333', 'mail@example.test']);
    const reminders = await jobsOf(t, 'reminder.invitation');
    expect(reminders.map((job) => job.key)).toEqual(
      [mail, phone].map((id) => `reminder.invitation:${id}`).sort(),
    );
    for (const job of reminders) expect(new Date(job.run_at).getTime()).toBe(NOW.getTime() + 48 * HOUR);

    // Inviting them again sends nothing; inviting all takes the one still held.
    const twice = await call(t, 'POST', 'professional/clients/invite-held', {
      token: pro.token,
      body: { ids: [mail] },
    });
    expect(twice.body).toEqual({ data: { invited: 0 } });
    const all = await call(t, 'POST', 'professional/clients/invite-held', { token: pro.token, body: {} });
    expect(all.body).toEqual({ data: { invited: 1 } });
    const sent = (await t.outbox.all()).filter((row) => row.template === 'client_invitation');
    expect(sent.map((row) => row.toAddress).sort()).toEqual([
      '+31622223333',
      'later@example.test',
      'mail@example.test',
    ]);
    const entry = await call(t, 'GET', `clients/${later}`, { token: pro.token });
    expect(entry.body.data.invitation_held).toBe(false);
  });

  it('credits opening balances once, as import credits, when the client accepts', async () => {
    const pro = await professional(t, 'open.pro');
    const client = await clientAccount(t, 'open.client');
    const reply = await importCall(t, pro.token, {
      rows: [
        {
          full_name: 'Opening Client',
          email: client.email.toUpperCase(),
          balances: [
            { voucher_type_id: 1, duration: 60, count: 5 },
            { voucher_type_id: 3, duration: 45, count: 12 },
          ],
        },
      ],
    });
    const [entryId] = reply.body.data.imported_ids as string[];
    // Held: the client sees no invitation and cannot accept one.
    const list = await call(t, 'GET', 'professionals', { token: client.token });
    expect(JSON.stringify(list.body)).not.toContain(pro.professionalId);
    const early = await call(t, 'POST', `professionals/${pro.professionalId}/accept`, {
      token: client.token,
    });
    expect(early.status).toBe(404);

    await call(t, 'POST', 'professional/clients/invite-held', { token: pro.token, body: { ids: [entryId] } });
    const accepted = await call(t, 'POST', `professionals/${pro.professionalId}/accept`, {
      token: client.token,
    });
    expect(accepted.status).toBe(200);
    await t.drain();
    expect(await importCredits(t, pro.professionalId)).toEqual([
      { kind: 'credit', source: 'import', count_delta: 5, paid: true, client_id: client.clientId },
      { kind: 'credit', source: 'import', count_delta: 12, paid: true, client_id: client.clientId },
    ]);
    expect((await importFootprint(t)).opening).toBe(0);
    // The job run again (or a second worker) changes nothing.
    await t.deps.database.db.transaction((tx) => creditOpeningBalances(tx, entryId!, NOW));
    expect(await importCredits(t, pro.professionalId)).toHaveLength(2);
    const profile = await call(t, 'GET', `clients/${entryId}`, { token: pro.token });
    expect(profile.body.data).toMatchObject({
      status: 'confirmed',
      voucher_balance: 17,
      opening_balances: [],
    });
  });

  it('brings balances in valid until the day given: they expire as it ends, and a bad or past date is named', async () => {
    const pro = await professional(t, 'until.pro');
    const client = await clientAccount(t, 'until.client');
    const refused = await importCall(t, pro.token, {
      mode: 'all_or_nothing',
      rows: [
        {
          full_name: 'Past',
          email: 'past@example.test',
          valid_until: '2020-01-31',
          balances: [{ voucher_type_id: 1, duration: 60, count: 2 }],
        },
        {
          full_name: 'Bad',
          email: 'bad@example.test',
          valid_until: '31/02/2030',
          balances: [{ voucher_type_id: 1, duration: 60, count: 2 }],
        },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'rows.0.valid_until': ['validation.out_of_range'],
      'rows.1.valid_until': ['validation.invalid'],
    });
    const reply = await importCall(t, pro.token, {
      rows: [
        {
          full_name: 'Until Client',
          email: client.email,
          valid_until: '2027-06-30',
          balances: [{ voucher_type_id: 1, duration: 60, count: 4 }],
        },
      ],
    });
    const [entryId] = reply.body.data.imported_ids as string[];
    await call(t, 'POST', 'professional/clients/invite-held', { token: pro.token, body: { ids: [entryId] } });
    await call(t, 'POST', `professionals/${pro.professionalId}/accept`, { token: client.token });
    await t.drain();
    // Usable through 30 June in the professional's zone (UTC here): they end as 1 July begins.
    const credit = (
      (await t.deps.database.db.execute(
        sql`select expires_at from voucher_entries where professional_id = ${pro.professionalId} and source = 'import'`,
      )) as unknown as { rows: { expires_at: Date | string }[] }
    ).rows;
    expect(credit.map((row) => new Date(row.expires_at).toISOString())).toEqual(['2027-07-01T00:00:00.000Z']);
    expect((await jobsOf(t, 'vouchers.expire')).map((job) => new Date(job.run_at).toISOString())).toEqual([
      '2027-07-01T00:00:00.000Z',
    ]);
  });

  it('drops opening balances with the entry removed before it was accepted', async () => {
    const pro = await professional(t, 'remove.pro');
    const reply = await importCall(t, pro.token, {
      rows: [
        {
          full_name: 'Gone',
          email: 'gone@example.test',
          balances: [{ voucher_type_id: 2, duration: 30, count: 3 }],
        },
      ],
    });
    const [entryId] = reply.body.data.imported_ids as string[];
    expect((await importFootprint(t)).opening).toBe(1);
    expect((await call(t, 'DELETE', `clients/${entryId}`, { token: pro.token })).status).toBe(200);
    // Ended, not deleted: the balances wait on nothing and are never credited.
    await t.deps.database.db.transaction((tx) => creditOpeningBalances(tx, entryId!, NOW));
    expect(await importCredits(t, pro.professionalId)).toEqual([]);
  });

  it("keeps another professional's clients out of sight, uninvitable and uncredited", async () => {
    const owner = await professional(t, 'owner.pro');
    const other = await professional(t, 'other.pro');
    const client = await clientAccount(t, 'shared.client');
    const reply = await importCall(t, owner.token, {
      rows: [
        {
          full_name: 'Shared',
          email: client.email,
          balances: [{ voucher_type_id: 1, duration: 60, count: 4 }],
        },
      ],
    });
    const [entryId] = reply.body.data.imported_ids as string[];
    const before = await importFootprint(t);
    const seen = await call(t, 'GET', 'clients', { token: other.token });
    expect(seen.body.data).toEqual([]);
    const invite = await call(t, 'POST', 'professional/clients/invite-held', {
      token: other.token,
      body: { ids: [entryId] },
    });
    expect(invite.status).toBe(404);
    expect((await call(t, 'GET', `clients/${entryId}`, { token: other.token })).status).toBe(404);
    expect(await importFootprint(t)).toEqual(before);
    // The other professional's own import of the same person is an entry of their own book.
    const own = await importCall(t, other.token, {
      rows: [{ full_name: 'Mine', email: client.email }],
      dry_run: true,
    });
    expect(own.body.data.counts).toMatchObject({ ok: 1, duplicate: 0 });
    // A client cannot import or invite at all.
    expect(
      (await importCall(t, client.token, { rows: [{ full_name: 'X', email: 'x@example.test' }] })).status,
    ).toBe(403);
  });

  it('refuses what is not an import body with field errors', async () => {
    const pro = await professional(t, 'bad.pro');
    const empty = await importCall(t, pro.token, { rows: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ rows: ['validation.required'] });
    const tooMany = await importCall(t, pro.token, {
      rows: Array.from({ length: 5001 }, () => ({ full_name: 'A' })),
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ rows: ['validation.too_many'] });
    const badIds = await call(t, 'POST', 'professional/clients/invite-held', {
      token: pro.token,
      body: { ids: ['nope'] },
    });
    expect(badIds.status).toBe(422);
  });

  it('imports 5,000 rows in one transaction, quickly', async () => {
    const pro = await professional(t, 'big.pro');
    const big = Array.from({ length: 5000 }, (_, n) => ({
      full_name: `Client ${n}`,
      email: `client.${n}@example.test`,
      phone: `+3162${String(n).padStart(7, '0')}`,
      comment: n % 3 ? null : `Note ${n}`,
      balances: n % 2 ? [] : [{ voucher_type_id: 1 + (n % 3), duration: 60, count: 1 + (n % 20) }],
    }));
    const before = await importFootprint(t);
    const dryStarted = performance.now();
    const dry = await importCall(t, pro.token, { rows: big, dry_run: true });
    const dryMs = performance.now() - dryStarted;
    expect(dry.body.data.counts).toMatchObject({ ok: 5000, invalid: 0 });
    const started = performance.now();
    const reply = await importCall(t, pro.token, { rows: big, mode: 'all_or_nothing' });
    const ms = performance.now() - started;
    expect(reply.status).toBe(201);
    expect(reply.body.data.counts.imported).toBe(5000);
    expect(await importFootprint(t)).toMatchObject({
      clients: 5000,
      opening: 2500,
      messages: before.messages,
    });
    console.info(
      `[import timing ${kind}] 5,000 rows: dry run ${Math.round(dryMs)} ms, import ${Math.round(ms)} ms`,
    );
    expect(ms).toBeLessThan(20_000);
  }, 120_000);
});
