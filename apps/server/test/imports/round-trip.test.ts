import {
  BALANCE_COLUMNS,
  balanceHeader,
  CLIENT_BOOK_FIELDS,
  fieldHeader,
  toCsv,
  type CsvCell,
} from '@sessionbook/domain';
import { guessColumns, mapRows, parseCsv } from '@sessionbook/domain/client-import';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientAccount, professional } from '../client-book/helpers.ts';
import { call } from '../helpers/http.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { allTranslators, balancesOf, bookOf, csvTranslator } from './helpers.ts';

/**
 * The round trip of docs/decisions/0048-import-and-export.md: professional A's client book with
 * balances, written as the client book CSV with the shared headers (here with toCsv and the header
 * functions, in Dutch, as the export writes it), read and imported into a new professional B, accepted by
 * the clients: B's book and balances are A's. The export route's own file then passes a dry run whole.
 */
describe.each(databaseKinds)('export then import into a new professional (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('reproduces the client book and the balances', async () => {
    const a = await professional(t, 'trip.a');
    // One after another: each sign-up drains the shared outbox for its activation mail.
    const clients = [];
    for (const n of [1, 2, 3]) clients.push(await clientAccount(t, `trip.client${n}`));
    // A's book: three clients with accounts (confirmed, with vouchers) and one contact by phone only.
    const db = t.deps.database.db;
    const book = [
      { client: clients[0]!, name: 'Ana, "the runner"', phone: '+34612345678', comment: 'Knee;\nleft' },
      { client: clients[1]!, name: 'Bram de Vries', phone: null, comment: '=not a formula' },
      { client: clients[2]!, name: 'Chloé', phone: '+447700900123', comment: null },
    ];
    for (const entry of book)
      await db.execute(sql`insert into professional_clients
        (professional_id, client_id, full_name, email, phone, comment, status, initiated_by, confirmed_at)
        values (${a.professionalId}, ${entry.client.clientId}, ${entry.name}, ${entry.client.email},
          ${entry.phone}, ${entry.comment}, 'confirmed', 'professional', now())`);
    const credits: [number, number, number, number][] = [
      [0, 1, 60, 5],
      [0, 3, 45, 12],
      [1, 2, 90, 1],
      [2, 1, 30, 7],
      [2, 1, 30, 3],
    ];
    for (const [client, type, duration, count] of credits)
      await db.execute(sql`insert into voucher_entries
        (id, batch_id, professional_id, client_id, voucher_type_id, duration, kind, count_delta, paid)
        values (gen_random_uuid(), gen_random_uuid(), ${a.professionalId}, ${book[client]!.client.clientId},
          ${type}, ${duration}, 'credit', ${count}, true)`);
    await db.execute(sql`insert into professional_clients
      (professional_id, full_name, phone, status, initiated_by)
      values (${a.professionalId}, 'Phone Only', '+31611112222', 'pending', 'professional')`);

    // The client book CSV as the export writes it, in Dutch.
    const t9n = csvTranslator('nl');
    const header: CsvCell[] = [
      ...CLIENT_BOOK_FIELDS.map((field) => fieldHeader(field, t9n)),
      ...BALANCE_COLUMNS.map((column) => balanceHeader(column, t9n)),
    ];
    const sums = await balancesOf(t, a.professionalId);
    const entries = await bookOf(t, a.professionalId);
    const body = entries.map((entry) => [
      entry.full_name,
      entry.email,
      entry.phone,
      entry.comment,
      entry.status,
      '',
      ...BALANCE_COLUMNS.map(
        (column) =>
          sums.find(
            (sum) =>
              sum.email === entry.email &&
              sum.voucher_type_id === column.voucher_type_id &&
              sum.duration === column.duration,
          )?.balance ?? null,
      ),
    ]);
    const csv = toCsv([header, ...body]);

    // B reads it as the import page does, imports, invites, and the clients accept.
    const b = await professional(t, 'trip.b');
    const table = parseCsv(csv);
    expect(table.problems).toEqual([]);
    const rows = mapRows(table, guessColumns(table.headers, allTranslators)).map((row) => row.body);
    const imported = await call(t, 'POST', 'professional/clients/import', {
      token: b.token,
      body: { rows, mode: 'all_or_nothing' },
    });
    expect(imported.status).toBe(201);
    expect(imported.body.data.counts).toMatchObject({ rows: 4, imported: 4 });
    expect(
      (await call(t, 'POST', 'professional/clients/invite-held', { token: b.token, body: {} })).body,
    ).toEqual({
      data: { invited: 4 },
    });
    for (const client of clients)
      expect(
        (await call(t, 'POST', `professionals/${b.professionalId}/accept`, { token: client.token })).status,
      ).toBe(200);
    await t.drain();

    expect(await bookOf(t, b.professionalId)).toEqual(entries);
    expect(await balancesOf(t, b.professionalId)).toEqual(sums);

    // The export route's own file (decision 0048, "Export") reads the same: every row importable.
    const exported = await call(t, 'GET', 'professional/export/clients.csv', { token: a.token });
    expect(exported.status).toBe(200);
    const fromExport = parseCsv(String(exported.body));
    expect(fromExport.problems).toEqual([]);
    const c = await professional(t, 'trip.c');
    const again = await call(t, 'POST', 'professional/clients/import', {
      token: c.token,
      body: {
        rows: mapRows(fromExport, guessColumns(fromExport.headers, allTranslators)).map((row) => row.body),
        mode: 'all_or_nothing',
        dry_run: true,
      },
    });
    expect(again.body.data.counts).toMatchObject({ rows: 4, ok: 4, invalid: 0 });
  });
});
