import { guessColumns, mapRows, parseCsv } from '@sessionbook/domain/client-import';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAccount, professional } from '../client-book/helpers.ts';
import { call } from '../helpers/http.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { allTranslators, balancesOf, bookOf } from '../imports/helpers.ts';

/**
 * The done criterion of issue 28 item 2 (docs/decisions/0048-import-and-export.md): professional A's
 * client book downloaded from the real export route, in Portuguese, read as the import page reads it
 * and imported into a new professional B; once the clients accept, B's book and balances are A's.
 */
describe.each(databaseKinds)('the exported client book imports into a new professional (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('reproduces the client book and the balances', async () => {
    const a = await professional(t, 'export.trip.a');
    const clients = await Promise.all([1, 2].map((n) => clientAccount(t, `export.trip.client${n}`)));
    const db = t.deps.database.db;
    const book = [
      { client: clients[0]!, name: 'Ana, "the runner"', phone: '+34612345678', comment: '=not a formula' },
      { client: clients[1]!, name: 'Bram de Vries', phone: null, comment: 'Knee;\nleft' },
    ];
    for (const entry of book)
      await db.execute(sql`insert into professional_clients
        (professional_id, client_id, full_name, email, phone, comment, status, initiated_by, confirmed_at)
        values (${a.professionalId}, ${entry.client.clientId}, ${entry.name}, ${entry.client.email},
          ${entry.phone}, ${entry.comment}, 'confirmed', 'professional', now())`);
    for (const [client, type, duration, count] of [
      [0, 1, 60, 5],
      [0, 3, 45, 12],
      [1, 2, 90, 1],
    ] as const)
      await db.execute(sql`insert into voucher_entries
        (id, batch_id, professional_id, client_id, voucher_type_id, duration, kind, count_delta, paid)
        values (gen_random_uuid(), gen_random_uuid(), ${a.professionalId}, ${book[client]!.client.clientId},
          ${type}, ${duration}, 'credit', ${count}, true)`);
    await call(t, 'PATCH', 'user', { token: a.token, body: { language: 'pt' } });

    const exported = await call(t, 'GET', 'professional/export/clients.csv', { token: a.token });
    expect(exported.status).toBe(200);
    const table = parseCsv(String(exported.body));
    expect(table.problems).toEqual([]);
    const rows = mapRows(table, guessColumns(table.headers, allTranslators)).map((row) => row.body);

    const b = await professional(t, 'export.trip.b');
    const imported = await call(t, 'POST', 'professional/clients/import', {
      token: b.token,
      body: { rows, mode: 'all_or_nothing' },
    });
    expect(imported.status).toBe(201);
    await call(t, 'POST', 'professional/clients/invite-held', { token: b.token, body: {} });
    for (const client of clients)
      expect(
        (await call(t, 'POST', `professionals/${b.professionalId}/accept`, { token: client.token })).status,
      ).toBe(200);
    await t.drain();

    expect(await bookOf(t, b.professionalId)).toEqual(await bookOf(t, a.professionalId));
    expect(await balancesOf(t, b.professionalId)).toEqual(await balancesOf(t, a.professionalId));
  });
});
