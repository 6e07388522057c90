import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingClients, call, classBody, createEvents, NOW, scheduler } from '../bookings/helpers.ts';
import { claimConnected, registerConnected } from '../scheduling/helpers.ts';
import { readIcs } from '../helpers/read-ics.ts';
import { APP_HOST, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';

/**
 * The private calendar feed (issue 11, part 6) through the API: the URL, its reset, and what the feed
 * lists, each feed read back with ical.js (not the library that writes it). NOW is 10 March 2027,
 * 12:00 UTC; the feed reaches from 8 February 2027 to 9 March 2028.
 */
describe.each(databaseKinds)('calendar feed (%s)', (kind) => {
  let t: TestApp;
  let now = NOW;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
  }, 120_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    now = NOW;
    await t.reset();
  });
  afterEach(() => readIcs.forgetZones());

  const feedUrl = async (token: string): Promise<string> => {
    const reply = await call(t, 'GET', 'profile/calendar-feed', { token });
    expect(reply.status).toBe(200);
    return reply.body.data.url;
  };
  /** The feed at an absolute URL, through the contract-checked call (the path after `/api/`). */
  const fetchFeed = (url: string) => call(t, 'GET', url.slice(url.indexOf('/api/') + '/api/'.length));
  const feedOf = async (token: string) => {
    const reply = await fetchFeed(await feedUrl(token));
    expect(reply.status).toBe(200);
    return readIcs(reply.body);
  };
  const register = (token: string, eventId: string) =>
    call(t, 'POST', `client/events/${eventId}/register`, { token, body: { voucher_type_id: 3 } });
  const setZone = (userId: string, timeZone: string) =>
    t.deps.database.db.execute(sql`update users set timezone = ${timeZone} where id = ${userId}`);

  it('gives a stable secret URL on the app origin, made on first call; signed-in users only', async () => {
    const pro = await scheduler(t, 'coach');
    const url = await feedUrl(pro.token);
    expect(url).toMatch(/^http:\/\/app\.localhost:3000\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(pro.token)).toBe(url);
    expect((await call(t, 'GET', 'profile/calendar-feed')).status).toBe(401);
    expect((await call(t, 'POST', 'profile/calendar-feed/reset')).status).toBe(401);
  });

  it("lists a client's class at the right instant in their zone, cached privately for five minutes", async () => {
    const pro = await scheduler(t, 'coach');
    // Monday 29 March 2027, 09:00 in Amsterdam (CEST, the day after the change): 07:00 UTC.
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-29T07:00:00Z', '2027-03-29T08:00:00Z', { location: 'Park, north gate' }),
    );
    const [ana] = await bookingClients(t, pro.professionalId, 1, 'ana');
    await setZone(ana!.userId, 'America/New_York');
    expect((await register(ana!.token, event.id)).status).toBe(201);

    const url = await feedUrl(ana!.token);
    const response = await t.app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { host: APP_HOST },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.body).toContain('DTSTART;TZID=America/New_York:20270329T030000\r\n');

    const feed = readIcs(response.body);
    expect(feed).toMatchObject({
      method: 'PUBLISH',
      name: 'Sessionbook (ana1)',
      calendarZone: 'America/New_York',
      timezones: ['America/New_York'],
    });
    expect(feed.events).toHaveLength(1);
    expect(feed.events[0]).toMatchObject({
      uid: `event-${event.id}@sessionbook`,
      status: 'CONFIRMED',
      summary: 'Bootcamp · Pro coach',
      location: 'Park, north gate',
      url: `http://app.localhost:3000/calendar?event=${event.id}&date=2027-03-29`,
      startZone: 'America/New_York',
    });
    expect(feed.events[0]!.start.toISOString()).toBe('2027-03-29T07:00:00.000Z');
    expect(feed.events[0]!.end.toISOString()).toBe('2027-03-29T08:00:00.000Z');
  });

  it('marks a cancelled event CANCELLED with a higher SEQUENCE and the reason', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'),
    );
    const [ana] = await bookingClients(t, pro.professionalId, 1, 'ana');
    await register(ana!.token, event.id);
    const before = (await feedOf(ana!.token)).events[0]!;
    expect(before.status).toBe('CONFIRMED');

    now = new Date(NOW.getTime() + 60_000);
    const cancelled = await call(t, 'POST', `events/${event.id}/cancel`, {
      token: pro.token,
      body: { cancelled_reason: 'Coach is ill' },
    });
    expect(cancelled.status).toBe(200);

    const [after] = (await feedOf(ana!.token)).events;
    expect(after).toMatchObject({
      uid: before.uid,
      status: 'CANCELLED',
      summary: 'Cancelled: Bootcamp · Pro coach',
      description: 'Coach is ill',
    });
    expect(after!.sequence).toBeGreaterThan(before.sequence);
    expect(after!.start.getTime()).toBe(before.start.getTime());
    // The professional's own feed shows it cancelled too.
    expect((await feedOf(pro.token)).events).toMatchObject([{ uid: before.uid, status: 'CANCELLED' }]);
  });

  it("a client's own cancellation shows the session cancelled; booking again confirms it", async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'),
    );
    const [ana] = await bookingClients(t, pro.professionalId, 1, 'ana');
    const placed = await register(ana!.token, event.id);
    const booked = (await feedOf(ana!.token)).events[0]!;
    now = new Date(NOW.getTime() + 60_000);
    const id = placed.body.data.event.registration.id;
    const cancelled = await call(t, 'POST', `client/event-registrations/${id}/cancel`, {
      token: ana!.token,
      body: { reason: 'Away' },
    });
    expect(cancelled.status).toBe(200);
    const [off] = (await feedOf(ana!.token)).events;
    expect(off).toMatchObject({ uid: booked.uid, status: 'CANCELLED' });
    expect(off!.sequence).toBeGreaterThan(booked.sequence);

    now = new Date(NOW.getTime() + 120_000);
    expect((await register(ana!.token, event.id)).status).toBe(201);
    // A new registration takes `created_at` from the database's clock, which is not this test's
    // (2027): put it where a real clock would.
    await t.deps.database.db.execute(
      sql`update event_registrations set created_at = ${now} where cancelled_at is null`,
    );
    const [again] = (await feedOf(ana!.token)).events;
    expect(again).toMatchObject({ uid: booked.uid, status: 'CONFIRMED', summary: 'Bootcamp · Pro coach' });
    expect(again!.sequence).toBeGreaterThan(off!.sequence);
  });

  it('resetting kills the old URL (404 in the error shape) and the new one works', async () => {
    const pro = await scheduler(t, 'coach');
    await createEvents(t, pro.token, classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'));
    const old = await feedUrl(pro.token);
    expect((await fetchFeed(old)).status).toBe(200);

    const reset = await call(t, 'POST', 'profile/calendar-feed/reset', { token: pro.token });
    expect(reset.status).toBe(200);
    const fresh = reset.body.data.url as string;
    expect(fresh).not.toBe(old);
    expect(await feedUrl(pro.token)).toBe(fresh);

    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'not_found' });
    const works = await fetchFeed(fresh);
    expect(works.status).toBe(200);
    expect(readIcs(works.body).events).toHaveLength(1);
  });

  it("each secret shows only its owner's sessions", async () => {
    const pro = await scheduler(t, 'coach');
    const other = await scheduler(t, 'other');
    const [mine] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'),
    );
    const [theirs] = await createEvents(
      t,
      other.token,
      classBody('2027-03-16T08:00:00Z', '2027-03-16T09:00:00Z', { title: 'Pilates' }),
    );
    const [ana, ben] = await bookingClients(t, pro.professionalId, 2, 'c');
    await registerConnected(t, { clientId: ana!.clientId, eventId: mine.id, voucherTypeId: 3 });
    await registerConnected(t, { clientId: ben!.clientId, eventId: theirs.id, voucherTypeId: 3 });

    expect((await feedOf(ana!.token)).events.map((event) => event.uid)).toEqual([
      `event-${mine.id}@sessionbook`,
    ]);
    expect((await feedOf(ben!.token)).events.map((event) => event.uid)).toEqual([
      `event-${theirs.id}@sessionbook`,
    ]);
    expect((await feedOf(pro.token)).events.map((event) => event.uid)).toEqual([
      `event-${mine.id}@sessionbook`,
    ]);
    expect((await feedOf(other.token)).events.map((event) => event.summary)).toEqual(['Pilates']);
  });

  it("lists a professional's events, a booked slot with its client, within 30 days back and a year ahead", async () => {
    const pro = await scheduler(t, 'coach', 'America/New_York');
    const [past] = await createEvents(
      t,
      pro.token,
      classBody('2027-02-20T15:00:00Z', '2027-02-20T16:00:00Z'),
    );
    await createEvents(t, pro.token, classBody('2027-02-01T15:00:00Z', '2027-02-01T16:00:00Z'));
    await createEvents(t, pro.token, classBody('2028-04-01T15:00:00Z', '2028-04-01T16:00:00Z'));
    const slot = await call(t, 'POST', 'availability-slots', {
      token: pro.token,
      body: { start_time: '2027-11-07T05:00:00Z', end_time: '2027-11-07T09:00:00Z', voucher_types: [1] },
    });
    expect(slot.status).toBe(201);
    const [ana] = await bookingClients(t, pro.professionalId, 1, 'ana');
    // 01:30 EDT, in the hour New York repeats on 7 November 2027: written in UTC.
    const claim = await claimConnected(t, {
      clientId: ana!.clientId,
      slotId: slot.body.data[0].id,
      startTime: new Date('2027-11-07T05:30:00Z'),
      endTime: new Date('2027-11-07T06:30:00Z'),
      voucherTypeId: 1,
    });

    const events = (await feedOf(pro.token)).events;
    expect(events.map((event) => [event.uid, event.summary, event.start.toISOString()])).toEqual([
      [`event-${past.id}@sessionbook`, 'Bootcamp', '2027-02-20T15:00:00.000Z'],
      // Untitled, it is named by its type, as the e-mails name it (issue 24).
      [`claim-${claim.id}@sessionbook`, 'Individual session · Client ana1', '2027-11-07T05:30:00.000Z'],
    ]);
    expect(events[0]!.startZone).toBe('America/New_York');
    expect(events[1]!.startZone).toBe('UTC');
    // The client sees the same session under the same UID.
    expect((await feedOf(ana!.token)).events).toMatchObject([
      {
        uid: `claim-${claim.id}@sessionbook`,
        summary: 'Individual session · Pro coach',
        status: 'CONFIRMED',
      },
    ]);
  });

  it('answers an unknown or malformed secret 404 in the shared error shape, without a session', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'nope', 'a.b', 'x'.repeat(300)]) {
      const reply = await call(t, 'GET', `calendar-feed/${token}.ics`);
      expect(reply.status, token).toBe(404);
      expect(reply.body).toMatchObject({ code: 'not_found', message: expect.any(String) });
    }
    expect((await call(t, 'GET', 'calendar-feed/.ics')).status).toBe(404);
  });
});
