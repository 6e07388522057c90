import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.ts';
import { call } from '../helpers/http.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { PASSWORD } from '../accounts/helpers.ts';
import { clientAccount, professional } from '../client-book/helpers.ts';
import {
  calendarOf,
  follow,
  joinThroughLink,
  newClass,
  professionalWithClient,
  secondSession,
} from './helpers.ts';

/** The fixed "now": Wednesday 10 March 2027, 12:00 UTC (the classes lie a week after it). */
const NOW = new Date('2027-03-10T12:00:00Z');

const userIdOf = async (t: TestApp, token: string) =>
  (await call(t, 'GET', 'profile', { token })).body.data.id as string;

/*
 * No test waits for time. A stream that must NOT hear of a change is proven deaf by a later change it
 * must hear (a sentinel): the events of one stream arrive in commit order, so if the first event it
 * reads is the sentinel's, the earlier change never reached it.
 */
describe.each(databaseKinds)('the live stream (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  }, 60_000);
  beforeEach(async () => t.reset());
  afterAll(async () => t.close());

  it('answers 401 Unauthenticated. without a token or with a forged one', async () => {
    expect((await call(t, 'GET', 'live')).status).toBe(401);
    const forged = await call(t, 'GET', 'live', { headers: { authorization: 'Bearer x.y.z' } });
    expect(forged).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it("tells a professional and their confirmed clients of the calendar's changes, and nobody else", async () => {
    const own = await professionalWithClient(t, 'own');
    const other = await professionalWithClient(t, 'other');
    const [owner, ownClient, otherPro, otherClient] = await Promise.all([
      follow(t.app, own.pro.token),
      follow(t.app, own.client.token),
      follow(t.app, other.pro.token),
      follow(t.app, other.client.token),
    ]);
    expect(owner.ready.calendars).toEqual([own.pro.professionalId]);
    expect(ownClient.ready.calendars).toEqual([own.pro.professionalId]);
    expect(otherClient.ready.calendars).toEqual([other.pro.professionalId]);

    const eventId = await newClass(t, own.pro.token);
    expect(await owner.next()).toEqual(calendarOf(own.pro.professionalId));
    expect(await ownClient.next()).toEqual(calendarOf(own.pro.professionalId));
    const registered = await call(t, 'POST', `client/events/${eventId}/register`, {
      token: own.client.token,
      body: { voucher_type_id: 3 },
    });
    expect(registered.status).toBe(201);
    expect(await owner.next()).toEqual(calendarOf(own.pro.professionalId));
    expect(await ownClient.next()).toEqual(calendarOf(own.pro.professionalId));

    // The sentinel: the other professional's change is the first thing their side hears.
    await newClass(t, other.pro.token);
    expect(await otherPro.next()).toEqual(calendarOf(other.pro.professionalId));
    expect(await otherClient.next()).toEqual(calendarOf(other.pro.professionalId));
    for (const stream of [owner, ownClient, otherPro, otherClient]) stream.close();
  });

  it('follows a calendar from the moment the client joins, and no longer once they leave', async () => {
    const pro = await professional(t, 'joined.pro');
    const client = await clientAccount(t, 'joined.client');
    const stream = await follow(t.app, client.token);
    expect(stream.ready.calendars).toEqual([]);

    await joinThroughLink(t, pro.token, client.token);
    expect(await stream.next()).toEqual({ scope: 'professionals' });
    await newClass(t, pro.token);
    expect(await stream.next()).toEqual(calendarOf(pro.professionalId));

    const left = await call(t, 'DELETE', `professionals/${pro.professionalId}`, { token: client.token });
    expect(left.status).toBe(200);
    // Leaving changes the professional's client book too: either order of the two is fine.
    const heard = [await stream.next(), await stream.next()];
    expect(heard).toContainEqual({ scope: 'professionals' });
    await newClass(t, pro.token, 'After leaving');
    // Sentinel: the client's own account, changed after the professional's class.
    await call(t, 'PATCH', 'user', { token: client.token, body: { timezone: 'Asia/Kolkata' } });
    const after = await stream.next();
    expect(after).toEqual({ scope: 'account' });
    stream.close();
  });

  it('tells every device of the account when its zone, language or name changes', async () => {
    const client = await clientAccount(t, 'devices');
    const phone = await follow(t.app, await secondSession(t, await userIdOf(t, client.token)));
    await call(t, 'PATCH', 'user', { token: client.token, body: { timezone: 'America/Sao_Paulo' } });
    expect(await phone.next()).toEqual({ scope: 'account' });
    await call(t, 'PATCH', 'user', { token: client.token, body: { language: 'nl' } });
    expect(await phone.next()).toEqual({ scope: 'account' });
    phone.close();
  });

  it('ends the stream when its session is signed out, or ended by a password change elsewhere', async () => {
    const pro = await professional(t, 'leaving');
    const laptop = await follow(t.app, pro.token);
    const phoneToken = await secondSession(t, pro.userId);
    const phone = await follow(t.app, phoneToken);

    expect((await call(t, 'POST', 'auth/logout', { token: phoneToken })).status).toBe(200);
    expect(await phone.next()).toBe('end');
    const again = await call(t, 'GET', 'live', { token: phoneToken });
    expect(again.status).toBe(401);

    const tablet = await follow(t.app, await secondSession(t, pro.userId));
    const changed = await call(t, 'PUT', 'profile/password', {
      token: pro.token,
      body: {
        current_password: PASSWORD,
        password: 'a-brand-new-password',
        password_confirmation: 'a-brand-new-password',
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBeLessThan(300);
    expect(await tablet.next()).toBe('end');
    // The session that changed the password lives on, and is told its account changed. Under load the
    // notice of the professional's own set-up (their calendar's first stamp) may still be on its way.
    let change = await laptop.next();
    while (change !== 'end' && change.scope === 'calendar') change = await laptop.next();
    expect(change).toEqual({ scope: 'account' });
    laptop.close();
  });

  it('hears a change written straight into the database, as by another process', async () => {
    const { pro, client } = await professionalWithClient(t, 'psql');
    const eventId = await newClass(t, pro.token);
    const stream = await follow(t.app, client.token);
    await t.deps.database.db.execute(sql`update events set title = 'Renamed' where id = ${eventId}`);
    expect(await stream.next()).toEqual(calendarOf(pro.professionalId));
    stream.close();
  });

  it('carries a change made through one instance to a stream open on another', async () => {
    const { pro, client } = await professionalWithClient(t, 'instances');
    const other = await buildApp(t.deps);
    try {
      const stream = await follow(other, client.token);
      await newClass(t, pro.token);
      expect(await stream.next()).toEqual(calendarOf(pro.professionalId));
      stream.close();
    } finally {
      await other.close();
    }
  });

  it('ends every open stream when the server closes, and closing does not wait for them', async () => {
    const pro = await professional(t, 'closing');
    const other = await buildApp(t.deps);
    const streams = await Promise.all([follow(other, pro.token), follow(other, pro.token)]);
    await other.close();
    expect(await Promise.all(streams.map((stream) => stream.next()))).toEqual(['end', 'end']);
  });

  it.runIf(kind === 'postgres')(
    'listens again after losing its database connection, and tells readers to read everything',
    async () => {
      const { pro, client } = await professionalWithClient(t, 'relisten');
      const stream = await follow(t.app, client.token);
      await t.deps.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'sessionbook-listen' and datname = current_database()`);
      expect(await stream.next()).toEqual({ scope: 'everything' });
      await newClass(t, pro.token);
      expect(await stream.next()).toEqual(calendarOf(pro.professionalId));
      stream.close();
    },
  );
});
