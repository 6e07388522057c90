import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatMoment } from '../../src/messaging/templates/event-details.tsx';
import { professional } from '../client-book/helpers.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { startCalendarService, type CalendarService } from './calendar-server.ts';
import { fixture } from './fixtures.ts';
import { addCalendar, call, calendarsOf, GOOGLE_PATH, movableClock } from './helpers.ts';

const NOW = new Date('2027-03-20T12:00:00Z');

/**
 * A calendar that cannot be read tells its professional (decision 0050): once per failure streak,
 * after an hour without a read that worked, in their language and zone; a read that works ends the streak.
 */
describe.each(databaseKinds)('the notice of a failing busy calendar (%s)', (kind) => {
  let t: TestApp;
  let service: CalendarService;
  const time = movableClock(NOW);
  beforeAll(async () => {
    t = await createTestApp(kind, { outboundAllowPrivate: true }, { clock: () => time.clock() });
    service = await startCalendarService();
  });
  afterAll(async () => {
    await service.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    t.deps.config.outboundAllowPrivate = true;
    service.reset();
    service.answer(GOOGLE_PATH, { calendar: fixture('google') });
  });

  /** A Dutch professional in Lisbon with a calendar read once, now (the clock only moves on). */
  async function readCalendar(username: string) {
    time.advance(1);
    const pro = await professional(t, username, 'nl');
    await t.deps.database.db.execute(
      sql`update users set timezone = 'Europe/Lisbon' where id = ${pro.userId}`,
    );
    const added = await addCalendar(t, pro.token, `${service.origin}${GOOGLE_PATH}`, { label: 'Pilates' });
    expect(added.status).toBe(201);
    await t.drain();
    expect((await calendarsOf(t, pro.token))[0]).toMatchObject({ status: 'ok' });
    return { pro, id: added.body.data.id as string, readAt: time.clock() };
  }

  /** "Read now" `minutes` after the last move of the clock, and the worker runs it. */
  async function readAfter(pro: { token: string }, id: string, minutes: number) {
    time.advance(minutes);
    const reply = await call(t, 'POST', `professional/busy-calendars/${id}/refresh`, { token: pro.token });
    expect(reply.status).toBe(202);
    await t.drain();
  }

  const notices = async () =>
    (await t.outbox.all()).filter((message) => message.template === 'busy_calendar_failing');

  it('tells nobody of a failure shorter than an hour', async () => {
    const { pro, id } = await readCalendar('short');
    service.answer(GOOGLE_PATH, { status: 500 });
    await readAfter(pro, id, 30);
    await readAfter(pro, id, 29);
    expect((await calendarsOf(t, pro.token))[0]).toMatchObject({
      status: 'failed',
      last_error: 'server_error',
    });
    expect(await notices()).toEqual([]);
  });

  it('tells once per streak after an hour, in the reader’s language and zone, and again after a new streak', async () => {
    const { pro, id, readAt } = await readCalendar('streaks');
    service.answer(GOOGLE_PATH, { status: 500 });
    await readAfter(pro, id, 30);
    await readAfter(pro, id, 31);
    const [first, ...more] = await notices();
    expect(more).toEqual([]);
    expect(first).toMatchObject({ toAddress: 'streaks@example.test', language: 'nl' });
    expect(first!.subject).toBe("Je agenda 'Pilates' kan niet worden gelezen");
    // Since the last read that worked, on the reader's wall clock.
    expect(first!.text).toContain(formatMoment(readAt, 'nl', 'Europe/Lisbon'));
    expect(t.outbox.linkIn(first!)).toBe(`${t.deps.config.appUrl}/professional/settings/calendars`);

    // More failing reads of the same streak tell nothing more.
    await readAfter(pro, id, 15);
    await readAfter(pro, id, 120);
    expect(await notices()).toHaveLength(1);

    // A read that works ends the streak; the next hour-long failure tells again.
    service.answer(GOOGLE_PATH, { calendar: fixture('google') });
    await readAfter(pro, id, 1);
    const recovered = time.clock();
    service.answer(GOOGLE_PATH, { status: 404 });
    await readAfter(pro, id, 20);
    expect(await notices()).toHaveLength(1);
    await readAfter(pro, id, 45);
    const [second] = await notices();
    expect(await notices()).toHaveLength(2);
    expect(second!.text).toContain(formatMoment(recovered, 'nl', 'Europe/Lisbon'));
  });

  it('measures a calendar never read from when it was added', async () => {
    time.advance(1);
    const addedAt = time.clock();
    const pro = await professional(t, 'never', 'es');
    service.answer(GOOGLE_PATH, { status: 401 });
    const added = await addCalendar(t, pro.token, `${service.origin}${GOOGLE_PATH}`);
    const id = added.body.data.id as string;
    // Added on the tests' clock (the database's own clock is another year).
    await t.deps.database.db.execute(
      sql`update busy_calendars set created_at = ${addedAt.toISOString()} where id = ${id}`,
    );
    await t.drain();
    await readAfter(pro, id, 40);
    expect(await notices()).toEqual([]);
    await readAfter(pro, id, 25);
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ language: 'es', subject: 'No se puede leer tu calendario «Google»' });
  });

  it('tells nothing of a calendar removed before its read', async () => {
    const { pro, id } = await readCalendar('removed');
    service.answer(GOOGLE_PATH, { status: 500 });
    time.advance(90);
    const refreshed = await call(t, 'POST', `professional/busy-calendars/${id}/refresh`, {
      token: pro.token,
    });
    expect(refreshed.status).toBe(202);
    const removed = await call(t, 'DELETE', `professional/busy-calendars/${id}`, { token: pro.token });
    expect(removed.status).toBe(200);
    await t.drain();
    expect(await notices()).toEqual([]);
    expect(service.requests(GOOGLE_PATH)).toHaveLength(1);
  });
});
