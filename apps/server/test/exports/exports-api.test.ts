import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConnected } from '../scheduling/helpers.ts';
import { call } from '../helpers/http.ts';
import { APP_HOST, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { buildWorld, WORLD_NOW, type World } from '../contract/world.ts';
import { csvRecords, parseCsv } from './csv-reader.ts';

/**
 * The exports (docs/decisions/0048-import-and-export.md) on both databases: each table's CSV read
 * back, the zip's entries read back with the same library, headers in the reader's language, and
 * nothing of another professional's practice in anyone's file.
 */

/** The raw reply: the zip's bytes must not pass through text. */
async function download(t: TestApp, path: string, token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/${path}`,
    headers: { host: APP_HOST, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    text: response.body,
    bytes: new Uint8Array(response.rawPayload),
  };
}

describe.each(databaseKinds)('exports (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  let day: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => WORLD_NOW });
    world = await buildWorld(t);
    const token = world.owner.token;
    day = '2027-03-10';
    // A note a spreadsheet would run as a formula, and a comma to quote.
    expect(
      (
        await call(t, 'PUT', `clients/${world.owned.entry}`, {
          token,
          body: {
            full_name: 'Own, Client',
            email: 'own.client@example.test',
            comment: '=HYPERLINK("http://evil.test")',
          },
        })
      ).status,
    ).toBe(200);
    // A class that began half an hour ago, the client marked as a no-show.
    const [started] = (
      await call(t, 'POST', 'events', {
        token,
        body: {
          start_time: '2027-03-10T11:30:00Z',
          end_time: '2027-03-10T12:30:00Z',
          voucher_type_id: 3,
          is_group_session: true,
          title: 'Early bird',
          allow_overlap: true,
        },
      })
    ).body.data as { id: string }[];
    const place = await registerConnected(t, {
      clientId: world.ownClient.clientId,
      eventId: started!.id,
      voucherTypeId: 3,
    });
    expect(
      (
        await call(t, 'PUT', `event-registrations/${place.id}/attendance`, {
          token,
          body: { attendance: 'no_show' },
        })
      ).status,
    ).toBe(200);
    // The other professional's practice has a note that must show nowhere else.
    const book = (await call(t, 'GET', 'clients?status=confirmed', { token: world.otherProfessional.token }))
      .body.data as { id: string }[];
    await call(t, 'PUT', `clients/${book[0]!.id}`, {
      token: world.otherProfessional.token,
      body: { full_name: 'Secret Other', phone: '+31612345678', comment: 'only mine' },
    });
    await call(t, 'POST', `clients/${book[0]!.id}/vouchers`, {
      token: world.otherProfessional.token,
      body: { voucher_type_id: 1, duration: 45, count: 3 },
    });
  }, 120_000);
  afterAll(async () => t.close());

  it('writes the client book in the columns the import reads, with the balances now', async () => {
    const reply = await download(t, 'professional/export/clients.csv', world.owner.token);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="sessionbook-clients-${day}.csv"`,
    );
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.text.startsWith('\uFEFF')).toBe(true);
    expect(reply.text).toContain('\r\n');
    const [header] = parseCsv(reply.text);
    expect(header).toEqual([
      'Name',
      'E-mail',
      'Phone',
      'Comment',
      'Status',
      'Groups',
      'Vouchers: Group class, 60 min',
    ]);
    const rows = csvRecords(reply.text);
    expect(rows).toHaveLength(2);
    const own = rows.find((row) => row.Name === 'Own, Client')!;
    // Formulas are defused: a leading apostrophe.
    expect(own.Comment).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(own.Status).toBe('Confirmed');
    expect(own.Groups).toBe('Mornings');
    // 10 added; the no-show's voucher was used when the class began (a type that keeps it).
    expect(Number(own['Vouchers: Group class, 60 min'])).toBeGreaterThanOrEqual(9);
    const pending = rows.find((row) => row.Name === 'Pending Person')!;
    expect(pending).toMatchObject({ 'E-mail': 'pending@example.test', Status: 'Pending', Groups: '' });
    expect(pending['Vouchers: Group class, 60 min']).toBe('');
    expect(reply.text).not.toContain('Secret Other');
    expect(reply.text).not.toContain('Individual session');
  });

  it('writes every session with each registration, attendance and times in the zone', async () => {
    const reply = await download(t, 'professional/export/sessions.csv', world.owner.token);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="sessionbook-sessions-${day}.csv"`,
    );
    const rows = csvRecords(reply.text);
    const early = rows.find((row) => row.Title === 'Early bird')!;
    // The professional's zone (Europe/Amsterdam by default of the helpers, else UTC): a local time.
    expect(early['Date and time']).toMatch(/^2027-03-10 \d\d:30$/);
    expect(early).toMatchObject({
      Kind: 'Class',
      'Session status': 'Scheduled',
      'Session type': 'Group class',
      'Length (min)': '60',
      Client: 'Own, Client',
      Registration: 'Booked',
      Attendance: 'Did not come',
      'Late cancel': 'No',
    });
    const bootcamp = rows.find((row) => row.Title === 'Bootcamp')!;
    expect(bootcamp.Attendance).toBe('Not marked');
    expect(reply.text).not.toContain('Secret Other');
  });

  it('writes the ledger, one row per entry', async () => {
    const reply = await download(t, 'professional/export/ledger.csv', world.owner.token);
    expect(reply.status).toBe(200);
    const rows = csvRecords(reply.text);
    const added = rows.find((row) => row.Change === 'Added')!;
    expect(added).toMatchObject({
      Client: 'Own, Client',
      'Session type': 'Group class',
      'Length (min)': '60',
      Vouchers: '10',
      Batch: world.owned.batch,
      'Value per voucher': '12',
      Session: '',
    });
    const used = rows.find((row) => row.Change === 'Used for a session');
    if (used) expect(used).toMatchObject({ Vouchers: '-1', Session: 'Early bird' });
    expect(reply.text).not.toContain('Secret Other');
    expect(rows.every((row) => row.Client !== 'Secret Other')).toBe(true);
  });

  it('writes headers and words in the reader’s language', async () => {
    const token = world.owner.token;
    expect((await call(t, 'PATCH', 'user', { token, body: { language: 'es' } })).status).toBe(200);
    try {
      const book = await download(t, 'professional/export/clients.csv', token);
      expect(parseCsv(book.text)[0]).toEqual([
        'Nombre',
        'Correo electrónico',
        'Teléfono',
        'Comentario',
        'Estado',
        'Grupos',
        'Bonos: Clase grupal, 60 min',
      ]);
      expect(
        csvRecords(book.text)
          .map((row) => row.Estado)
          .sort(),
      ).toEqual(['Confirmado', 'Pendiente']);
      const sessions = csvRecords((await download(t, 'professional/export/sessions.csv', token)).text);
      expect(sessions.find((row) => row['Título'] === 'Early bird')).toMatchObject({
        Tipo: 'Clase',
        Asistencia: 'No vino',
      });
    } finally {
      await call(t, 'PATCH', 'user', { token, body: { language: 'en' } });
    }
  });

  it('zips the three tables, read back with the same library', async () => {
    const reply = await download(t, 'professional/export.zip', world.owner.token);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="sessionbook-export-${day}.zip"`);
    const files = unzipSync(reply.bytes);
    expect(Object.keys(files).sort()).toEqual(
      ['clients', 'ledger', 'sessions'].map((table) => `sessionbook-${table}-${day}.csv`),
    );
    for (const table of ['clients', 'sessions', 'ledger']) {
      const single = await download(t, `professional/export/${table}.csv`, world.owner.token);
      // The byte order mark kept: Excel reads the file as UTF-8.
      expect(
        new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[`sessionbook-${table}-${day}.csv`]!),
      ).toBe(single.text);
    }
  });

  it('gives another professional their own practice only, and refuses clients, guests and unknown tables', async () => {
    const other = await download(t, 'professional/export.zip', world.otherProfessional.token);
    const text = Object.values(unzipSync(other.bytes))
      .map((file) => strFromU8(file))
      .join('\n');
    expect(text).toContain('Secret Other');
    expect(text).not.toContain('Own, Client');
    expect(text).not.toContain('Pending Person');
    expect(text).not.toContain('Bootcamp');
    expect(text).not.toContain(world.owned.batch);
    expect(
      (await call(t, 'GET', 'professional/export/clients.csv', { token: world.ownClient.token })).status,
    ).toBe(403);
    expect((await call(t, 'GET', 'professional/export.zip')).status).toBe(401);
    expect((await call(t, 'GET', 'professional/export/users.csv', { token: world.owner.token })).status).toBe(
      404,
    );
  });

  it('gives every user their personal data as JSON, without secrets', async () => {
    const reply = await call(t, 'GET', 'user/data-export', { token: world.ownClient.token });
    expect(reply.status).toBe(200);
    const raw = await download(t, 'user/data-export', world.ownClient.token);
    expect(raw.headers['content-disposition']).toBe(`attachment; filename="sessionbook-my-data-${day}.json"`);
    expect(raw.headers['cache-control']).toBe('no-store');
    const data = reply.body;
    expect(data.account.username).toBe('own.client');
    expect(JSON.stringify(data)).not.toMatch(/password|token_hash|\$argon2/);
    expect(data.client_profile).not.toBeNull();
    expect(data.professional_profile).toBeNull();
    expect(data.professionals).toHaveLength(1);
    expect(data.professionals[0]).toMatchObject({
      status: 'confirmed',
      full_name: 'Own, Client',
      groups: ['Mornings'],
    });
    expect(data.bookings.map((place: { session_title: string }) => place.session_title).sort()).toEqual([
      'Bootcamp',
      'Early bird',
    ]);
    expect(
      data.bookings.find((place: { session_title: string }) => place.session_title === 'Early bird'),
    ).toMatchObject({
      kind: 'registration',
      attendance: 'no_show',
    });
    expect(
      data.vouchers.some(
        (entry: { kind: string; change: number }) => entry.kind === 'credit' && entry.change === 10,
      ),
    ).toBe(true);
    expect(data.vouchers.every((entry: { role: string }) => entry.role === 'client')).toBe(true);
    expect(data.messages.length).toBeGreaterThan(0);
    expect(data.messages.every((message: { to: string }) => message.to.includes('own.client'))).toBe(true);
    expect(JSON.stringify(data)).not.toContain('Secret Other');
  });

  it('gives a professional their book and the entries they wrote, and nothing of another practice', async () => {
    const { status, body } = await call(t, 'GET', 'user/data-export', { token: world.owner.token });
    expect(status).toBe(200);
    expect(body.professional_profile).toMatchObject({ invite_slug: world.owner.slug });
    expect(body.client_book.map((entry: { full_name: string }) => entry.full_name).sort()).toEqual([
      'Own, Client',
      'Pending Person',
    ]);
    expect(body.vouchers.length).toBeGreaterThan(0);
    expect(body.vouchers.every((entry: { role: string }) => entry.role === 'professional')).toBe(true);
    expect(JSON.stringify(body)).not.toContain('Secret Other');
    expect((await call(t, 'GET', 'user/data-export')).status).toBe(401);
  });
});
