import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { NOW, call, classBody, createEvents, scheduler, schedulingSnapshot } from './helpers.ts';

const slotBody = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
  start_time: start,
  end_time: end,
  voucher_types: [1],
  ...extra,
});

/** MAX_ITEM_MINUTES (24 h) on every item, and the window query's lower bound that relies on it. */
describe.each(databaseKinds)('items last at most 24 hours (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('refuses a longer event or slot with 422 on end_time on create and edit, storing nothing', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T08:00:00Z', '2027-03-25T08:00:00Z'),
    );
    const [slot] = (
      await call(t, 'POST', 'availability-slots', {
        token: pro.token,
        body: slotBody('2027-03-26T08:00:00Z', '2027-03-27T08:00:00Z'),
      })
    ).body.data;
    expect(slot.end_time).toBe('2027-03-27T08:00:00.000Z');
    const before = await schedulingSnapshot(t);
    const longer = ['2027-03-24T08:00:00Z', '2027-03-25T08:15:00Z'] as const;
    const cases: [string, string, Record<string, unknown>][] = [
      ['POST', 'events', classBody(...longer)],
      ['PUT', `events/${event.id}`, classBody(...longer)],
      ['POST', 'availability-slots', slotBody(...longer)],
      ['PUT', `availability-slots/${slot.id}`, slotBody(...longer)],
    ];
    for (const [method, path, body] of cases) {
      const reply = await call(t, method as 'POST' | 'PUT', path, { token: pro.token, body });
      expect(reply.status, `${method} ${path}`).toBe(422);
      expect(reply.body.errors, `${method} ${path}`).toEqual({ end_time: ['validation.max_duration'] });
    }
    expect(await schedulingSnapshot(t)).toEqual(before);
  });

  it('refuses a weekly 24-hour series whose occurrence the DST change stretches to 25 hours', async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Amsterdam');
    const before = await schedulingSnapshot(t);
    // Saturday 12:00 to Sunday 12:00 local; on 30-31 October 2027 the clocks go back an hour.
    const start = '2027-10-23T10:00:00Z';
    const end = '2027-10-24T10:00:00Z';
    const event = await call(t, 'POST', 'events', {
      token: pro.token,
      body: classBody(start, end, { recurrence_rule: { count: 2 } }),
    });
    expect(event.status).toBe(422);
    expect(event.body.errors).toEqual({ end_time: ['validation.max_duration'] });
    const slot = await call(t, 'POST', 'availability-slots', {
      token: pro.token,
      body: slotBody(start, end, { recurrence_rule: { count: 2 } }),
    });
    expect(slot.status).toBe(422);
    expect(await schedulingSnapshot(t)).toEqual(before);
    // One week fewer stays within 24 hours.
    expect(
      (
        await call(t, 'POST', 'events', {
          token: pro.token,
          body: classBody(start, end, { recurrence_rule: { count: 1 } }),
        })
      ).status,
    ).toBe(201);
  });

  it('the database refuses a longer item whatever path wrote it', async () => {
    const pro = await scheduler(t, 'coach');
    const insert = (table: string, extra: string, values: string) =>
      t.deps.database.db.execute(
        sql.raw(`insert into ${table} (professional_id, start_time, end_time${extra})
                 values ('${pro.professionalId}', '2027-03-24T08:00:00Z', '2027-03-25T08:15:00Z'${values})`),
      );
    await expect(insert('events', ', voucher_type_id, max_event_regs', ', 1, 1')).rejects.toThrow();
    await expect(insert('availability_slots', '', '')).rejects.toThrow();
  });

  it('lists an item that starts up to 24 hours before the window and reaches into it', async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Amsterdam');
    // The window of 24 March 2027 in Amsterdam starts at 2027-03-23T23:00Z.
    const [reaching] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-23T00:00:00Z', '2027-03-24T00:00:00Z', { title: 'Reaching' }),
    );
    await createEvents(
      t,
      pro.token,
      classBody('2027-03-22T23:00:00Z', '2027-03-23T23:00:00Z', {
        title: 'Ends at the window',
        allow_overlap: true,
      }),
    );
    const [inside] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z', { title: 'Inside' }),
    );
    const events = await call(t, 'GET', 'events?start_date=2027-03-24&end_date=2027-03-24', {
      token: pro.token,
    });
    expect(events.body.data.map((event: { id: string }) => event.id)).toEqual([reaching.id, inside.id]);

    const [slot] = (
      await call(t, 'POST', 'availability-slots', {
        token: pro.token,
        body: slotBody('2027-03-23T00:30:00Z', '2027-03-24T00:30:00Z'),
      })
    ).body.data;
    const slots = await call(t, 'GET', 'availability-slots?start_date=2027-03-24&end_date=2027-03-24', {
      token: pro.token,
    });
    expect(slots.body.data.map((entry: { id: string }) => entry.id)).toEqual([slot.id]);
    // Its blocked time includes the reaching event, which started before the slot did.
    expect(slots.body.data[0].blocked).toContainEqual({
      start_time: '2027-03-23T00:30:00.000Z',
      end_time: '2027-03-24T00:00:00.000Z',
    });
  });
});
