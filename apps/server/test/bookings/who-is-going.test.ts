import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstName, firstNameSql } from '../../src/modules/bookings/who-is-going.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import {
  bookingClients,
  call,
  classBody,
  createEvents,
  NOW,
  scheduler,
  type BookingClient,
} from './helpers.ts';

const DAY = 'start_date=2027-03-15&end_date=2027-03-15';

/** Two registered clients' details that another client or a guest must never read. */
interface Registrant extends BookingClient {
  fullName: string;
  first: string;
  email: string;
  phone: string;
  whatsapp: string;
}

/**
 * Who can see whom on a class's who is going (issue 23 item 5, decision 0027), through HTTP: a guest
 * and a client not connected to the professional see the count only; a connected client sees first
 * names, until the professional turns that off; the reader's own entry is always theirs in full; no
 * reply to a client or guest holds another client's e-mail, phone, surname or ids. NOW is 10 March 2027.
 */
describe.each(databaseKinds)('who is going (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  }, 120_000);
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  const execute = (query: ReturnType<typeof sql>) => t.deps.database.db.execute(query);

  /** Gives the client a full name, phone and WhatsApp, on their profile and in the professional's book. */
  async function person(client: BookingClient, n: number, fullName: string): Promise<Registrant> {
    const phone = `+3161234567${n}`;
    const whatsapp = `+3169876543${n}`;
    await execute(sql`update client_profiles set full_name = ${fullName}, phone = ${phone},
      whatsapp_phone = ${whatsapp} where id = ${client.clientId}`);
    const email = `going${n}@example.test`;
    await execute(sql`update professional_clients set full_name = ${fullName}, email = ${email},
      phone = ${phone}, comment = 'Knee surgery' where client_id = ${client.clientId}`);
    return { ...client, fullName, first: fullName.trim().split(/\s+/)[0]!, email, phone, whatsapp };
  }

  /**
   * A public professional with a class on Monday 15 March that Ana and Bea (connected) registered for,
   * Cleo (connected, not registered) and Sam (not connected) who only look.
   */
  async function world() {
    const pro = await scheduler(t, 'coach');
    expect(
      (await call(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: true } })).status,
    ).toBe(200);
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z', { max_event_regs: 5 }),
    );
    const [a, b, c] = await bookingClients(t, pro.professionalId, 3, 'going');
    const [sam] = await bookingClients(t, pro.professionalId, 1, 'stranger', false);
    const ana = await person(a!, 1, 'Ana Maria Silva');
    const bea = await person(b!, 2, '  Bea   van Jansen ');
    const cleo = await person(c!, 3, 'Cleo Duarte');
    for (const client of [ana, bea]) {
      const reply = await call(t, 'POST', `client/events/${event.id}/register`, {
        token: client.token,
        body: { voucher_type_id: 3 },
      });
      expect(reply.status).toBe(201);
    }
    return { pro, event: event as { id: string }, ana, bea, cleo, sam: sam! };
  }

  /** Expects none of the other registrants' details (nor `alsoHidden`) anywhere in the serialized reply. */
  function expectNothingOf(reply: unknown, others: Registrant[], alsoHidden: string[] = []) {
    const text = JSON.stringify(reply);
    for (const other of others)
      for (const secret of [
        other.email,
        other.phone,
        other.whatsapp,
        other.clientId,
        other.userId,
        // Surnames (short particles like "van" could match other text).
        ...other.fullName
          .trim()
          .split(/\s+/)
          .slice(1)
          .filter((word) => word.length > 3),
        'Knee surgery',
      ])
        expect(text, `reply holds ${secret}`).not.toContain(secret);
    for (const secret of alsoHidden) expect(text, `reply holds ${secret}`).not.toContain(secret);
  }

  const clientEvents = async (token: string, professionalId?: string) => {
    const reply = await call(
      t,
      'GET',
      `client/events?${DAY}${professionalId ? `&professional_id=${professionalId}` : ''}`,
      { token },
    );
    expect(reply.status).toBe(200);
    return reply.body;
  };

  const names = (entry: { registrations: { full_name: string | null }[] }) =>
    entry.registrations.map((row) => row.full_name);

  it('a guest on the public calendar sees how many are going, never who', async () => {
    const { ana, bea } = await world();
    const reply = await call(t, 'GET', `guest/professionals/coach/calendar?${DAY}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data.events).toMatchObject([
      { registrations: [], registrations_count: 2, registration: null, max_event_regs: 5 },
    ]);
    expectNothingOf(reply.body, [ana, bea], [ana.first, bea.first]);
    // The public profile does not tell the setting either.
    const profile = await call(t, 'GET', 'guest/professionals/coach');
    expect(profile.body.data).not.toHaveProperty('show_going_names');
  });

  it('a client not connected to the public professional sees the count only', async () => {
    const { pro, ana, bea, sam } = await world();
    const body = await clientEvents(sam.token, pro.professionalId);
    expect(body.data).toHaveLength(1);
    // The latest registration (Bea's) is shown as the spec says, without a name.
    expect(body.data[0]).toMatchObject({
      registrations: [],
      registrations_count: 2,
      registration: { own: false, full_name: null, cancelled_reason: null },
    });
    expectNothingOf(body, [ana, bea], [ana.first, bea.first]);
  });

  it('a connected client sees first names only, in every view and booking reply', async () => {
    const { pro, event, ana, bea, cleo } = await world();
    for (const body of [await clientEvents(cleo.token), await clientEvents(cleo.token, pro.professionalId)]) {
      expect(names(body.data[0])).toEqual(['Ana', 'Bea']);
      expect(body.data[0].registrations.map((row: { client_id: null }) => row.client_id)).toEqual([
        null,
        null,
      ]);
      expect(body.data[0].registration).toMatchObject({ own: false, full_name: 'Bea' });
      expectNothingOf(body, [ana, bea]);
    }
    // Cleo registers: the reply shows her own name in full and the others' first names.
    const registered = await call(t, 'POST', `client/events/${event.id}/register`, {
      token: cleo.token,
      body: { voucher_type_id: 3 },
    });
    expect(registered.status).toBe(201);
    expect(names(registered.body.data.event)).toEqual(['Ana', 'Bea', 'Cleo Duarte']);
    expect(registered.body.data.event.registration).toMatchObject({ own: true, full_name: 'Cleo Duarte' });
    expectNothingOf(registered.body, [ana, bea]);
  });

  it("the reader's own entry stays complete: their name and their reason", async () => {
    const { ana, bea } = await world();
    const body = await clientEvents(ana.token);
    expect(names(body.data[0])).toEqual(['Ana Maria Silva', 'Bea']);
    expect(body.data[0].registration).toMatchObject({ own: true, full_name: 'Ana Maria Silva' });
    expectNothingOf(body, [bea]);
    const id = body.data[0].registration.id as string;
    const cancelled = await call(t, 'POST', `client/event-registrations/${id}/cancel`, {
      token: ana.token,
      body: { reason: 'A cold' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.event).toMatchObject({
      registrations: [{ full_name: 'Bea' }],
      registration: { own: true, full_name: 'Ana Maria Silva', cancelled_reason: 'A cold' },
    });
    expectNothingOf(cancelled.body, [bea]);
    // Bea sees her own name as she wrote it, Ana's no more (she left), and no reason of Ana's.
    const forBea = await clientEvents(bea.token);
    expect(names(forBea.data[0])).toEqual(['  Bea   van Jansen ']);
    expect(JSON.stringify(forBea)).not.toContain('A cold');
  });

  it('the professional turns first names off and on: the next read follows, cached or not', async () => {
    const { pro, ana, bea, cleo } = await world();
    const profile = await call(t, 'GET', 'professional/profile', { token: pro.token });
    expect(profile.body.data.show_going_names).toBe(true);
    // Read twice: the second read is the cache's, and the setting must still reach the next one.
    expect(names((await clientEvents(cleo.token)).data[0])).toEqual(['Ana', 'Bea']);
    expect(names((await clientEvents(cleo.token, pro.professionalId)).data[0])).toEqual(['Ana', 'Bea']);
    expect(names((await clientEvents(cleo.token)).data[0])).toEqual(['Ana', 'Bea']);
    // The cache answers that read: a change made behind the triggers' back is not seen.
    await execute(
      sql`alter table professional_profiles disable trigger professional_profiles_calendar_update`,
    );
    await execute(sql`update professional_profiles set show_going_names = false
      where id = ${pro.professionalId}`);
    await execute(
      sql`alter table professional_profiles enable trigger professional_profiles_calendar_update`,
    );
    expect(names((await clientEvents(cleo.token)).data[0])).toEqual(['Ana', 'Bea']);

    const off = await call(t, 'POST', 'professional/profile/going-names', {
      token: pro.token,
      body: { shown: false },
    });
    expect(off).toMatchObject({ status: 200, body: { data: { show_going_names: false } } });
    expect(
      (await call(t, 'GET', 'professional/profile', { token: pro.token })).body.data.show_going_names,
    ).toBe(false);
    for (const body of [await clientEvents(cleo.token), await clientEvents(cleo.token, pro.professionalId)]) {
      expect(body.data[0]).toMatchObject({
        registrations: [],
        registrations_count: 2,
        registration: { own: false, full_name: null },
      });
      expectNothingOf(body, [ana, bea], [ana.first, 'Bea']);
    }
    // Ana's own entry is still hers in full; the others' names are gone.
    const forAna = await clientEvents(ana.token);
    expect(forAna.data[0]).toMatchObject({
      registrations: [],
      registration: { own: true, full_name: 'Ana Maria Silva' },
    });
    expectNothingOf(forAna, [bea], ['Bea']);
    // The professional still sees everyone in full.
    const forPro = await call(t, 'GET', `events?${DAY}`, { token: pro.token });
    expect(names(forPro.body.data[0])).toEqual(['Ana Maria Silva', '  Bea   van Jansen ']);

    expect(
      (await call(t, 'POST', 'professional/profile/going-names', { token: pro.token, body: { shown: true } }))
        .body.data.show_going_names,
    ).toBe(true);
    expect(names((await clientEvents(cleo.token)).data[0])).toEqual(['Ana', 'Bea']);
    // A change made straight in the database (another instance, psql) stamps the calendar too.
    await execute(sql`update professional_profiles set show_going_names = false
      where id = ${pro.professionalId}`);
    expect(names((await clientEvents(cleo.token)).data[0])).toEqual([]);
  });

  it('only the professional changes the setting, with a boolean', async () => {
    const { pro, cleo } = await world();
    const path = 'professional/profile/going-names';
    expect((await call(t, 'POST', path, { body: { shown: false } })).status).toBe(401);
    expect(await call(t, 'POST', path, { token: cleo.token, body: { shown: false } })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect(await call(t, 'POST', path, { token: pro.token, body: { shown: 'no' } })).toMatchObject({
      status: 422,
      body: { errors: { shown: ['validation.invalid'] } },
    });
    expect(
      (await call(t, 'GET', 'professional/profile', { token: pro.token })).body.data.show_going_names,
    ).toBe(true);
  });

  it('the database cuts first names where firstName does (the calendar reply it writes)', async () => {
    const names = [
      'Ana Maria da Silva',
      '  Bea \t Jansen ',
      '\u3000Zoë\u2009Smit',
      '\u00a0\ufeffÉlodie\nDupont',
      '\u200bZero width',
      '\u0085Next line',
      '\u180eMongolian',
      'Cher',
      '   ',
      '',
    ];
    const { rows } = (await execute(
      sql`select ${sql.raw(firstNameSql('n'))} as first
        from json_array_elements_text(${JSON.stringify(names)}::json) with ordinality t(n, i) order by i`,
    )) as unknown as { rows: { first: string | null }[] };
    expect(rows.map((row) => row.first)).toEqual(names.map(firstName));
  });
});
