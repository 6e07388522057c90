import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const HOST = 'meet.example.test';
const ROOM = new RegExp(`^https://${HOST.replaceAll('.', '\\.')}/Sessionbook-[A-Za-z0-9_-]{20}$`);
const OWN_ROOM = 'https://zoom.example.com/j/123456789?pwd=abc';

/**
 * docs/product/rules.md#online-sessions through HTTP on both databases: a room per session (one per
 * series) on the operator's host or the professional's own; the link only for the professional and the
 * clients registered in it, in their calendar, e-mails, `.ics` files and feed.
 */
describe.each(databaseKinds)('online sessions (%s)', (kind) => {
  let t: TestApp;
  let now = NOW;
  beforeAll(async () => {
    t = await createTestApp(kind, { meetingHost: HOST }, { clock: () => now });
  }, 120_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    now = NOW;
    await t.reset();
  });
  afterEach(() => readIcs.forgetZones());

  const onlineClass = (token: string, extra: Record<string, unknown> = {}) =>
    createEvents(
      t,
      token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z', {
        online: true,
        waitlist_allowed: true,
        ...extra,
      }),
    );
  const clientView = async (token: string, eventId: string) => {
    const reply = await call(t, 'GET', 'client/events?start_date=2027-03-14&end_date=2027-03-23', { token });
    expect(reply.status).toBe(200);
    return reply.body.data.find((entry: { id: string }) => entry.id === eventId);
  };
  const register = (token: string, eventId: string, waitlist = false) =>
    call(t, 'POST', `client/events/${eventId}/register`, { token, body: { voucher_type_id: 3, waitlist } });

  it('gives a series one room of its own on the operator host, shown to the professional', async () => {
    const pro = await scheduler(t, 'coach');
    const dates = await onlineClass(pro.token, { recurrence_rule: { frequency: 'weekly', count: 2 } });
    expect(dates.map((date) => date.online)).toEqual([true, true]);
    expect(dates[0].meeting_url).toMatch(ROOM);
    expect(dates[1].meeting_url).toBe(dates[0].meeting_url);
    const [other] = await onlineClass(pro.token, {
      start_time: '2027-03-16T08:00:00Z',
      end_time: '2027-03-16T09:00:00Z',
    });
    expect(other.meeting_url).toMatch(ROOM);
    expect(other.meeting_url).not.toBe(dates[0].meeting_url);
    const [inPerson] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-17T08:00:00Z', '2027-03-17T09:00:00Z'),
    );
    expect(inPerson).toMatchObject({ online: false, meeting_url: null });
  });

  it('shows the link only to a registered client, mails it with the booking and its .ics', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await onlineClass(pro.token, { max_event_regs: 1 });
    const [ann, bo] = await bookingClients(t, pro.professionalId, 2, 'on');
    expect(await clientView(ann!.token, event.id)).toMatchObject({ online: true, meeting_url: null });

    expect((await register(ann!.token, event.id)).status).toBe(201);
    expect(await clientView(ann!.token, event.id)).toMatchObject({
      online: true,
      meeting_url: event.meeting_url,
    });
    // Bo joins the waitlist of the full class: no link for a waiting client.
    expect((await register(bo!.token, event.id, true)).status).toBe(201);
    expect(await clientView(bo!.token, event.id)).toMatchObject({ online: true, meeting_url: null });

    const [confirmed] = await sentMail(t, 'booking_confirmed');
    expect(confirmed!.toAddress).toBe('on1@example.test');
    expect(confirmed!.text).toContain(`Join online: ${event.meeting_url}`);
    expect(confirmed!.html).toContain(`href="${event.meeting_url}"`);
    const ics = readIcs(String(confirmed!.attachments[0]!.content));
    expect(ics.events[0]).toMatchObject({ location: event.meeting_url });
    expect(ics.events[0]!.description).toContain(event.meeting_url);
    const [waiting] = await sentMail(t, 'waitlist_joined');
    expect(waiting!.text).not.toContain(event.meeting_url);

    // A guest on the public profile sees that it is online, never the link.
    await call(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: true } });
    const guest = await call(
      t,
      'GET',
      'guest/professionals/coach/calendar?start_date=2027-03-15&end_date=2027-03-15',
    );
    expect(guest.body.data.events).toMatchObject([{ id: event.id, online: true, meeting_url: null }]);

    // Cancelled, the link is gone from the client's view.
    const own = (await clientView(ann!.token, event.id)).registration.id;
    const cancelled = await call(t, 'POST', `client/event-registrations/${own}/cancel`, {
      token: ann!.token,
      body: { reason: 'Ill' },
    });
    expect(cancelled.status).toBe(200);
    expect((await clientView(ann!.token, event.id)).meeting_url).toBeNull();
  });

  it("uses the professional's own room once set; a bad link is a field error and changes nothing", async () => {
    const pro = await scheduler(t, 'coach');
    const [client] = await bookingClients(t, pro.professionalId, 1, 'own');
    const setLink = (link: unknown, token = pro.token) =>
      call(t, 'POST', 'professional/profile/meeting-link', { token, body: { link } });
    for (const bad of [
      'http://zoom.example.com/j/1',
      'javascript:alert(1)',
      'https://user:pw@zoom.example.com/x',
      'zoom',
    ])
      expect((await setLink(bad)).body).toMatchObject({ errors: { link: ['validation.url'] } });
    expect((await setLink(OWN_ROOM, client!.token)).status).toBe(403);
    expect(
      (await call(t, 'GET', 'professional/profile', { token: pro.token })).body.data.meeting_link,
    ).toBeNull();

    const [before] = await onlineClass(pro.token);
    const saved = await setLink(OWN_ROOM);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ meeting_link: OWN_ROOM });
    expect((await call(t, 'GET', 'professional/profile', { token: pro.token })).body.data.meeting_link).toBe(
      OWN_ROOM,
    );
    await call(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: true } });
    expect((await call(t, 'GET', 'guest/professionals/coach')).body.data).not.toHaveProperty('meeting_link');

    const [after] = await onlineClass(pro.token, {
      start_time: '2027-03-16T08:00:00Z',
      end_time: '2027-03-16T09:00:00Z',
    });
    expect(after.meeting_url).toBe(OWN_ROOM);
    // A session already online keeps the link its clients hold.
    const listed = await call(t, 'GET', 'events?start_date=2027-03-15&end_date=2027-03-15', {
      token: pro.token,
    });
    expect(listed.body.data[0].meeting_url).toBe(before.meeting_url);
    expect((await setLink('')).body.data).toEqual({ meeting_link: null });
  });

  it('tells registered clients the way in when a session goes online, and keeps it through edits', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z', {
        max_event_regs: 1,
        waitlist_allowed: true,
        location: 'Gym',
      }),
    );
    const [ann, bo] = await bookingClients(t, pro.professionalId, 2, 'ed');
    await register(ann!.token, event.id);
    await register(bo!.token, event.id, true);
    const edit = (extra: Record<string, unknown>) =>
      call(t, 'PUT', `events/${event.id}`, {
        token: pro.token,
        body: classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z', {
          max_event_regs: 1,
          waitlist_allowed: true,
          location: 'Gym',
          ...extra,
        }),
      });

    const online = await edit({ online: true });
    expect(online.status).toBe(200);
    const url = online.body.data[0].meeting_url;
    expect(url).toMatch(ROOM);
    const changed = await sentMail(t, 'event_changed');
    expect(changed.map((mail) => mail.toAddress)).toEqual(['ed1@example.test', 'ed2@example.test']);
    expect(changed[0]!.text).toContain(`Join online: ${url}`);
    expect(readIcs(String(changed[0]!.attachments[0]!.content)).events[0]!.description).toContain(url);
    expect(changed[1]!.text).not.toContain(url);

    // An edit that does not say keeps the room, and tells nobody anything new.
    expect((await edit({})).body.data[0].meeting_url).toBe(url);
    expect(await sentMail(t, 'event_changed')).toHaveLength(2);
    expect((await edit({ online: false })).body.data[0]).toMatchObject({ online: false, meeting_url: null });
    expect(await sentMail(t, 'event_changed')).toHaveLength(4);
  });

  it('puts the link in the feed of the professional and of a registered client', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await onlineClass(pro.token);
    const [ann] = await bookingClients(t, pro.professionalId, 1, 'feed');
    await register(ann!.token, event.id);
    for (const token of [pro.token, ann!.token]) {
      const url = (await call(t, 'GET', 'profile/calendar-feed', { token })).body.data.url as string;
      const feed = await call(t, 'GET', url.slice(url.indexOf('/api/') + '/api/'.length));
      const [item] = readIcs(feed.body).events;
      expect(item).toMatchObject({ location: event.meeting_url });
      expect(item!.description).toContain(event.meeting_url);
    }
  });

  it('mails the link with the reminder to a registered client', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await onlineClass(pro.token);
    const [ann] = await bookingClients(t, pro.professionalId, 1, 'rem');
    await register(ann!.token, event.id);
    now = new Date('2027-03-15T06:00:00Z');
    const reminders = [
      ...(await sentMail(t, 'session_reminder')),
      ...(await sentMail(t, 'session_day_reminder')),
    ];
    expect(reminders.length).toBeGreaterThan(0);
    for (const reminder of reminders) expect(reminder.text).toContain(`Join online: ${event.meeting_url}`);
  });

  it('gives a session claimed from an online slot a room of its own', async () => {
    const pro = await scheduler(t, 'coach');
    const slot = await call(t, 'POST', 'availability-slots', {
      token: pro.token,
      body: {
        start_time: '2027-03-16T08:00:00Z',
        end_time: '2027-03-16T12:00:00Z',
        voucher_types: [1],
        online: true,
      },
    });
    expect(slot.status).toBe(201);
    expect(slot.body.data[0].online).toBe(true);
    const [ann] = await bookingClients(t, pro.professionalId, 1, 'sl');
    const claim = await call(t, 'POST', 'client/event-registrations', {
      token: ann!.token,
      body: {
        availability_slot_id: slot.body.data[0].id,
        start_time: '2027-03-16T09:00:00Z',
        duration: 45,
        voucher_type_id: 1,
      },
    });
    expect(claim.status).toBe(201);
    const view = await clientView(ann!.token, claim.body.data.event.id);
    expect(view).toMatchObject({ online: true });
    expect(view.meeting_url).toMatch(ROOM);
  });
});
