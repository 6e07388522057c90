import { roleOfPath } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailedToken, signUp } from '../accounts/helpers.ts';
import {
  bookingClients,
  call,
  classBody,
  createEvents,
  NOW,
  scheduler,
  sentMail,
} from '../bookings/helpers.ts';
import { readIcs } from '../helpers/read-ics.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { person } from '../people/helpers.ts';
import { registerInClass } from '../scheduling/helpers.ts';

/**
 * Every link the server writes opens in the role its reader has in what it is about
 * (docs/decisions/0031-links-open-in-their-role.md): the path's role, by the app's own rule
 * (`roleOfPath`), is checked, and the page it names.
 */
describe.each(databaseKinds)('links open in their role (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  }, 120_000);
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  const pathOf = (url: string) => new URL(url);
  const linkTo = async (email: string) => pathOf((await mailedToken(t, email)).url);

  it('sends a professional the e-mail change, its resend and the reset link into the professional pages', async () => {
    const pro = await person(t, 'petra', 'professional');
    const changed = await call(t, 'PUT', 'profile', {
      token: pro.token,
      body: { role: 'professional', full_name: 'Petra', username: 'petra', email: 'petra.new@example.test' },
    });
    expect(changed.status).toBe(200);
    const change = await linkTo('petra.new@example.test');
    expect(change.pathname).toBe('/professional/profile/email/verify');
    expect(change.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await call(t, 'POST', 'profile/email/resend', { token: pro.token })).status).toBe(200);
    expect((await linkTo('petra.new@example.test')).pathname).toBe('/professional/profile/email/verify');

    await call(t, 'POST', 'auth/forgot', { body: { email: 'petra.new@example.test' } });
    const reset = await linkTo('petra.new@example.test');
    expect(reset.pathname).toMatch(/^\/professional\/auth\/reset\/[A-Za-z0-9_-]{43}$/);
    expect(roleOfPath(reset.pathname)).toBe('professional');
  });

  it("sends a client's links into the client pages, and names the role whose page changed the e-mail", async () => {
    const { token } = await signUp(t, { email: 'ada@example.test', username: 'ada', theme: 'client' });
    await call(t, 'POST', 'auth/forgot', { body: { email: 'ada@example.test' } });
    expect((await linkTo('ada@example.test')).pathname).toMatch(/^\/auth\/reset\//);

    const asClient = await call(t, 'PUT', 'profile', {
      token,
      body: { role: 'client', full_name: 'Ada', username: 'ada', email: 'ada.two@example.test' },
    });
    expect(asClient.status).toBe(200);
    expect((await linkTo('ada.two@example.test')).pathname).toBe('/profile/email/verify');

    // The same account, now also a professional, changes it from the professional's page.
    expect((await call(t, 'PATCH', 'user', { token, body: { theme: 'professional' } })).status).toBe(200);
    const asProfessional = await call(t, 'PUT', 'profile', {
      token,
      body: { role: 'professional', full_name: 'Ada', username: 'ada', email: 'ada.three@example.test' },
    });
    expect(asProfessional.status).toBe(200);
    expect((await linkTo('ada.three@example.test')).pathname).toBe('/professional/profile/email/verify');
  });

  it("opens the professional's own events in the professional calendar and their bookings in the client one, on the local day", async () => {
    // Both roles on one account, in New York: the class starts 01:30 UTC on the 25th, the 24th there.
    const pro = await scheduler(t, 'coach', 'America/New_York');
    const [own] = await createEvents(t, pro.token, classBody('2027-03-25T01:30:00Z', '2027-03-25T02:30:00Z'));
    const other = await scheduler(t, 'yogi');
    const [booked] = await createEvents(
      t,
      other.token,
      classBody('2027-03-26T08:00:00Z', '2027-03-26T09:00:00Z'),
    );
    expect((await call(t, 'PATCH', 'user', { token: pro.token, body: { theme: 'client' } })).status).toBe(
      200,
    );
    const clientId = (await call(t, 'GET', 'profile', { token: pro.token })).body.data.client.id as string;
    await registerInClass(t, booked.id, clientId);

    const feed = await call(t, 'GET', 'profile/calendar-feed', { token: pro.token });
    const url = feed.body.data.url as string;
    const read = await call(t, 'GET', url.slice(url.indexOf('/api/') + '/api/'.length));
    const links = new Map(readIcs(read.body).events.map((event) => [event.uid, pathOf(event.url!)]));

    const ownLink = links.get(`event-${own.id}@sessionbook`)!;
    expect(`${ownLink.pathname}${ownLink.search}`).toBe(
      `/professional/calendar?event=${own.id}&date=2027-03-24`,
    );
    const bookedLink = links.get(`event-${booked.id}@sessionbook`)!;
    expect(`${bookedLink.pathname}${bookedLink.search}`).toBe(`/calendar?event=${booked.id}&date=2027-03-26`);
  });

  it("tells the professional of a client's cancellation with a link into the professional calendar", async () => {
    const pro = await scheduler(t, 'coach', 'Asia/Kolkata');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T20:00:00Z', '2027-03-24T21:00:00Z'),
    );
    const [ana] = await bookingClients(t, pro.professionalId, 1, 'ana');
    const registrationId = await registerInClass(t, event.id, ana!.clientId);
    const cancelled = await call(t, 'POST', `client/event-registrations/${registrationId}/cancel`, {
      token: ana!.token,
      body: { reason: 'Ill' },
    });
    expect(cancelled.status).toBe(200);
    const [mail] = await sentMail(t, 'registration_cancelled');
    // 20:00 UTC is 01:30 the next day in Kolkata.
    expect(mail!.text).toContain(`/professional/calendar?event=${event.id}&date=2027-03-25`);
  });

  it("sends a professional a client's request into their client book, and a newcomer to the professional sign-up", async () => {
    const pro = await person(t, 'petra', 'professional');
    const client = await person(t, 'carl', 'client');
    for (const email of [pro.email, 'newcomer@example.test']) {
      const sent = await call(t, 'POST', 'client/professionals/invite', {
        token: client.token,
        body: { email },
      });
      expect(sent.status).toBe(201);
    }
    const [toPro, toNewcomer] = await sentMail(t, 'professional_invitation');
    expect(pathOf(t.outbox.linkIn(toPro!)).pathname).toBe('/professional/clients');
    expect(pathOf(t.outbox.linkIn(toNewcomer!)).pathname).toBe('/professional/auth/signup');
  });

  it('gives the invite-link page the client sign-up', async () => {
    const pro = await person(t, 'petra', 'professional');
    await t.deps.database.db.execute(
      sql`update professional_profiles set invite_slug = 'petra-slug' where user_id = ${pro.userId}`,
    );
    const info = await call(t, 'GET', 'guest/invite-link/petra-slug');
    expect(info.status).toBe(200);
    expect(pathOf(info.body.data.register_url).pathname).toBe('/auth/signup/client');
  });
});
