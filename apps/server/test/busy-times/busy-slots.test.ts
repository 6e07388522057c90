import { claimStarts, instantFromWallTime, wallTimeIn } from '@sessionbook/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingClients } from '../bookings/helpers.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { startCalendarService, type CalendarService } from './calendar-server.ts';
import { fixture, generatedCalendar } from './fixtures.ts';
import { addCalendar, call, calendarsOf, GOOGLE_PATH, scheduler } from './helpers.ts';

/** Friday 19 March 2027 in Lisbon: the Monday after next is past the change to summer time (28 March). */
const NOW = new Date('2027-03-19T12:00:00Z');
const LISBON = 'Europe/Lisbon';
const lisbon = (date: string, time: string) => instantFromWallTime(date, time, LISBON).toISOString();
const localTimes = (starts: Date[]) => starts.map((start) => wallTimeIn(start, LISBON).time);

/** 17:00 to 22:00 Lisbon time on both Mondays: 17:00 UTC before the change, 16:00 UTC after. */
const MONDAYS = [
  { start: lisbon('2027-03-22', '17:00'), end: lisbon('2027-03-22', '22:00') },
  { start: lisbon('2027-03-29', '17:00'), end: lisbon('2027-03-29', '22:00') },
];

describe.each(databaseKinds)('busy time in slots, claims and events (%s)', (kind) => {
  let t: TestApp;
  let service: CalendarService;
  beforeAll(async () => {
    t = await createTestApp(kind, { outboundAllowPrivate: true }, { clock: () => NOW });
    service = await startCalendarService();
  });
  afterAll(async () => {
    await service.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    service.reset();
    service.answer(GOOGLE_PATH, { calendar: fixture('google'), etag: '"v1"' });
  });

  async function lisbonPro() {
    const pro = await scheduler(t, 'coach', LISBON);
    const slots = [];
    for (const monday of MONDAYS) {
      const reply = await call(t, 'POST', 'availability-slots', {
        token: pro.token,
        body: { start_time: monday.start, end_time: monday.end, voucher_types: [1], title: 'Open gym' },
      });
      expect(reply.status).toBe(201);
      slots.push(reply.body.data[0] as { id: string });
    }
    return { pro, slots };
  }

  const openSlots = async (token: string) =>
    (await call(t, 'GET', 'client/availability-slots?start_date=2027-03-22&end_date=2027-03-29', { token }))
      .body.data as {
      id: string;
      start_time: string;
      end_time: string;
      blocked: { start_time: string; end_time: string }[];
    }[];

  const offered = (slot: Awaited<ReturnType<typeof openSlots>>[number]) =>
    localTimes(
      claimStarts(
        { start: new Date(slot.start_time), end: new Date(slot.end_time) },
        45,
        slot.blocked.map((range) => ({ start: new Date(range.start_time), end: new Date(range.end_time) })),
      ),
    );

  it('offers no start that clashes with busy time, the same local hours either side of the DST change', async () => {
    const { pro } = await lisbonPro();
    const [client] = await bookingClients(t, pro.professionalId, 1, 'c');
    // Read before the calendar is added: the cached reply must not outlive the fetch.
    expect((await openSlots(client!.token)).map((slot) => slot.blocked)).toEqual([[], []]);

    await addCalendar(t, pro.token, `${service.origin}${GOOGLE_PATH}`);
    await t.drain();
    const [before, after] = await openSlots(client!.token);
    // Pilates moved to 20:00-21:00 on the 22nd; at 18:00-19:00 local on the 29th (17:00 UTC in summer time).
    expect(before!.blocked).toEqual([
      { start_time: '2027-03-22T20:00:00.000Z', end_time: '2027-03-22T21:00:00.000Z' },
    ]);
    expect(after!.blocked).toEqual([
      { start_time: '2027-03-29T17:00:00.000Z', end_time: '2027-03-29T18:00:00.000Z' },
    ]);
    const quarterHours = (from: string, to: string) =>
      Array.from({ length: 18 }, (_, i) => {
        const minutes = 17 * 60 + i * 15;
        return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      }).filter((time) => time < from || time >= to);
    // 45-minute starts from 17:00 to 21:15 local, none that would reach into the busy hour.
    expect(offered(before!)).toEqual(quarterHours('19:30', '21:00'));
    expect(offered(after!)).toEqual(quarterHours('17:30', '19:00'));

    // A guest on the public profile sees the same blocked time, never what it is.
    await call(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: true } });
    const guest = await call(
      t,
      'GET',
      'guest/professionals/coach/calendar?start_date=2027-03-29&end_date=2027-03-29',
    );
    expect(guest.body.data.slots[0].blocked).toEqual(after!.blocked);
    expect(JSON.stringify(guest.body)).not.toContain('Pilates');
  });

  it('refuses a claim that lands on busy time as one on taken time, and takes one beside it', async () => {
    const { pro, slots } = await lisbonPro();
    const [client] = await bookingClients(t, pro.professionalId, 1, 'c');
    await addCalendar(t, pro.token, `${service.origin}${GOOGLE_PATH}`);
    await t.drain();
    const claim = (start: string) =>
      call(t, 'POST', 'client/event-registrations', {
        token: client!.token,
        body: { availability_slot_id: slots[1]!.id, start_time: start, duration: 45, voucher_type_id: 1 },
      });
    const refused = await claim(lisbon('2027-03-29', '18:30'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'error.slot.time_conflict',
      errors: { start_time: ['error.slot.time_conflict'] },
    });
    expect((await claim(lisbon('2027-03-29', '17:15'))).status).toBe(201);
    expect((await claim(lisbon('2027-03-29', '19:00'))).status).toBe(201);
  });

  it('warns when an event is created or moved onto busy time, as for an overlap', async () => {
    const pro = await scheduler(t, 'coach', LISBON);
    await addCalendar(t, pro.token, `${service.origin}${GOOGLE_PATH}`);
    await t.drain();
    const body = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
      start_time: start,
      end_time: end,
      voucher_type_id: 3,
      is_group_session: true,
      title: 'Bootcamp',
      ...extra,
    });
    const onBusy = body(lisbon('2027-03-29', '18:30'), lisbon('2027-03-29', '19:30'));
    const warned = await call(t, 'POST', 'events', { token: pro.token, body: onBusy });
    expect(warned.status).toBe(409);
    expect(warned.body).toMatchObject({
      code: 'error.event.overlap',
      errors: { start_time: ['error.event.overlap'] },
    });
    // The whole course day in Porto is busy too (all-day, in the professional's zone).
    const course = await call(t, 'POST', 'events', {
      token: pro.token,
      body: body(lisbon('2027-04-02', '07:00'), lisbon('2027-04-02', '08:00')),
    });
    expect(course.status).toBe(409);
    const allowed = await call(t, 'POST', 'events', {
      token: pro.token,
      body: { ...onBusy, allow_overlap: true },
    });
    expect(allowed.status).toBe(201);
    const [event] = allowed.body.data;
    // Editing it without moving it does not warn again; moving it onto other busy time does.
    const renamed = await call(t, 'PUT', `events/${event.id}`, {
      token: pro.token,
      body: { ...onBusy, title: 'Bootcamp outdoors' },
    });
    expect(renamed.status).toBe(200);
    const moved = await call(t, 'PUT', `events/${event.id}`, {
      token: pro.token,
      body: body(lisbon('2027-03-31', '18:00'), lisbon('2027-03-31', '19:00')),
    });
    expect(moved.status).toBe(409);
    const free = await call(t, 'POST', 'events', {
      token: pro.token,
      body: body(lisbon('2027-03-30', '10:00'), lisbon('2027-03-30', '11:00')),
    });
    expect(free.status).toBe(201);
  });

  it('stores a calendar of 5,000 events quickly', async () => {
    const pro = await scheduler(t, 'coach', LISBON);
    service.answer('/big.ics', { calendar: generatedCalendar(5_000, new Date('2027-03-22T08:00:00Z')) });
    await addCalendar(t, pro.token, `${service.origin}/big.ics`);
    const started = performance.now();
    await t.drain();
    const ms = performance.now() - started;
    const [calendar] = await calendarsOf(t, pro.token);
    // 5,000 events, 500 of them weekly four times; a piece per event (all-day ones are one day).
    expect(calendar).toMatchObject({ status: 'ok', interval_count: 6_500 });
    console.info(
      `${kind}: fetched, expanded and stored 5,000 events (6,500 intervals) in ${Math.round(ms)} ms`,
    );
    expect(ms).toBeLessThan(30_000);
  });
});
