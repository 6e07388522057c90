import { professionalColours, PROFESSIONAL_COLOURS } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { call, classBody, createEvents, NOW, scheduler, timedClient } from '../scheduling/helpers.ts';

const WEEK = 'start_date=2027-03-15&end_date=2027-03-21';

type Entry = { id: string; professional_id: string; title?: string | null };

/**
 * `GET client/calendar` through HTTP (issue 25, "one schedule"; decision 0038): the client's
 * combined week in one reply, the same events and slots as the per-professional routes give for all
 * their professionals, each professional with a colour of their own; every change in the very next
 * read, however the reply is cached. NOW is Wednesday 10 March 2027, 12:00 UTC.
 */
describe.each(databaseKinds)('the combined client calendar (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  }, 120_000);
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  const execute = (query: ReturnType<typeof sql>) => t.deps.database.db.execute(query);
  const read = async (token: string) => {
    const reply = await call(t, 'GET', `client/calendar?${WEEK}`, { token });
    expect(reply.status).toBe(200);
    return reply.body.data as {
      professionals: { id: string; name: string; colour: number }[];
      events: Entry[];
      slots: Entry[];
    };
  };

  /** Makes the client a confirmed client through the professional's shareable link, as the app does. */
  async function connect(pro: { token: string }, client: { token: string }) {
    const link = await call(t, 'PUT', 'invite-link', { token: pro.token });
    const slug = String(link.body.data['invite-link']).split('/').pop();
    const accepted = await call(t, 'POST', `client/invite-link/${slug}/accept`, { token: client.token });
    expect(accepted.status).toBe(200);
  }

  const slotOf = async (pro: { token: string }, start: string, end: string) => {
    const reply = await call(t, 'POST', 'availability-slots', {
      token: pro.token,
      body: { start_time: start, end_time: end, voucher_types: [1] },
    });
    expect(reply.status).toBe(201);
    return reply.body.data[0] as Entry;
  };

  /**
   * Chris is a confirmed client of Ana and Bram and invited by Dana (pending); Olga is someone else's
   * professional. Each has classes in the week; Ana also a slot, Bram a private class.
   */
  async function world() {
    const [ana, bram, dana, olga] = [
      await scheduler(t, 'ana'),
      await scheduler(t, 'bram'),
      await scheduler(t, 'dana'),
      await scheduler(t, 'olga'),
    ];
    const chris = await timedClient(t, 'chris');
    await connect(ana, chris);
    await connect(bram, chris);
    await execute(sql`
      insert into professional_clients (professional_id, client_id, full_name, status, initiated_by)
      values (${dana.professionalId}, ${chris.clientId}, 'Chris', 'pending', 'professional')`);
    const [anaClass] = await createEvents(t, ana.token, {
      ...classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'),
      title: 'Pilates',
    });
    const [bramClass] = await createEvents(t, bram.token, {
      ...classBody('2027-03-16T17:00:00Z', '2027-03-16T18:00:00Z'),
      title: 'Bootcamp',
    });
    await createEvents(t, bram.token, {
      ...classBody('2027-03-17T17:00:00Z', '2027-03-17T18:00:00Z'),
      title: 'Private',
      is_private: true,
    });
    await createEvents(t, dana.token, classBody('2027-03-16T08:00:00Z', '2027-03-16T09:00:00Z'));
    await createEvents(t, olga.token, classBody('2027-03-16T09:00:00Z', '2027-03-16T10:00:00Z'));
    const anaSlot = await slotOf(ana, '2027-03-18T08:00:00Z', '2027-03-18T11:00:00Z');
    return {
      ana,
      bram,
      dana,
      olga,
      chris,
      anaClass: anaClass as Entry,
      bramClass: bramClass as Entry,
      anaSlot,
    };
  }

  it('answers in one reply what the per-professional routes give for all professionals, with their colours', async () => {
    const { ana, bram, chris, anaClass, bramClass, anaSlot } = await world();
    const week = await read(chris.token);

    expect(week.professionals.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: ana.professionalId, name: 'Pro ana' },
      { id: bram.professionalId, name: 'Pro bram' },
    ]);
    const confirmed = (await execute(sql`
      select professional_id id, confirmed_at from professional_clients
      where client_id = ${chris.clientId} and status = 'confirmed'`)) as unknown as {
      rows: { id: string; confirmed_at: string | Date }[];
    };
    const expected = professionalColours(
      confirmed.rows.map((row) => ({ id: row.id, confirmedAt: new Date(row.confirmed_at).toISOString() })),
    );
    for (const professional of week.professionals) {
      expect(professional.colour).toBe(expected.get(professional.id));
      expect(professional.colour).toBeLessThan(PROFESSIONAL_COLOURS);
    }
    expect(new Set(week.professionals.map((professional) => professional.colour)).size).toBe(2);

    // Not the pending professional's, not a stranger's, not a private class the client is not in.
    expect(week.events.map((event) => event.id)).toEqual([anaClass.id, bramClass.id]);
    expect(week.slots.map((slot) => slot.id)).toEqual([anaSlot.id]);
    const events = await call(t, 'GET', `client/events?${WEEK}`, { token: chris.token });
    const slots = await call(t, 'GET', `client/availability-slots?${WEEK}`, { token: chris.token });
    expect(week.events).toEqual(events.body.data);
    expect(week.slots).toEqual(slots.body.data);
  });

  it('shows every change in the next read: a new class, a new professional, a professional left', async () => {
    const { ana, bram, dana, chris } = await world();
    expect((await read(chris.token)).events).toHaveLength(2);
    // Repeated reads come from the reply cache; each of these writes gives a professional a new stamp.
    expect(await read(chris.token)).toEqual(await read(chris.token));
    await createEvents(t, ana.token, {
      ...classBody('2027-03-19T08:00:00Z', '2027-03-19T09:00:00Z'),
      title: 'Stretch',
    });
    expect((await read(chris.token)).events.map((event) => event.title)).toEqual([
      'Pilates',
      'Bootcamp',
      'Stretch',
    ]);

    const accepted = await call(t, 'POST', `professionals/${dana.professionalId}/accept`, {
      token: chris.token,
    });
    expect(accepted.status).toBe(200);
    let week = await read(chris.token);
    expect(week.professionals.map((professional) => professional.name)).toEqual([
      'Pro ana',
      'Pro bram',
      'Pro dana',
    ]);
    expect(new Set(week.professionals.map((professional) => professional.colour)).size).toBe(3);
    expect(week.events.some((event) => event.professional_id === dana.professionalId)).toBe(true);

    const colours = new Map(week.professionals.map((professional) => [professional.id, professional.colour]));
    expect(
      (await call(t, 'DELETE', `professionals/${bram.professionalId}`, { token: chris.token })).status,
    ).toBe(200);
    week = await read(chris.token);
    expect(week.professionals.map((professional) => professional.name)).toEqual(['Pro ana', 'Pro dana']);
    expect(week.events.some((event) => event.professional_id === bram.professionalId)).toBe(false);
    // Those who stay keep their colours.
    for (const professional of week.professionals)
      expect(professional.colour).toBe(colours.get(professional.id));

    await execute(
      sql`update professional_profiles set full_name = 'Ana Ribeiro' where id = ${ana.professionalId}`,
    );
    expect((await read(chris.token)).professionals[0]!.name).toBe('Ana Ribeiro');
  });

  it('is empty for a client without professionals, refused to others, and 422 on a bad window', async () => {
    const { ana } = await world();
    const alone = await timedClient(t, 'alone');
    expect(await read(alone.token)).toEqual({ professionals: [], events: [], slots: [] });

    expect((await call(t, 'GET', `client/calendar?${WEEK}`)).status).toBe(401);
    const professionalOnly = await call(t, 'GET', `client/calendar?${WEEK}`, { token: ana.token });
    expect(professionalOnly.status).toBe(403);
    expect(professionalOnly.body.code).toBe('forbidden');
    const backwards = await call(t, 'GET', 'client/calendar?start_date=2027-03-21&end_date=2027-03-15', {
      token: alone.token,
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toHaveProperty('end_date');
    const bad = await call(t, 'GET', 'client/calendar?start_date=someday', { token: alone.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('start_date');
  });
});
