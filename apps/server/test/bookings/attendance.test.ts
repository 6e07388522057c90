import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import {
  call,
  classBody,
  createEvents,
  joinWaitlist,
  registerInClass,
  scheduler,
  timedClient,
} from '../scheduling/helpers.ts';

/** docs/product/rules.md#attendance, through HTTP on both databases. */
describe.each(databaseKinds)('attendance (%s)', (kind) => {
  let t: TestApp;
  let now = new Date('2027-03-24T08:30:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    now = new Date('2027-03-24T08:30:00Z');
  });

  /** A class of `pro` from 08:00 to 09:00 on 24 March 2027 with two registered clients. */
  async function classWithTwo() {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z'),
    );
    const ana = await timedClient(t, 'anna');
    const bo = await timedClient(t, 'bobby');
    const anaId = await registerInClass(t, event.id, ana.clientId);
    const boId = await registerInClass(t, event.id, bo.clientId);
    return { pro, event, ana, bo, anaId, boId };
  }
  const mark = (token: string, id: string, attendance: unknown) =>
    call(t, 'PUT', `event-registrations/${id}/attendance`, { token, body: { attendance } });
  const marks = (event: { registrations: { id: string; attendance: string | null }[] }) =>
    Object.fromEntries(event.registrations.map((r) => [r.id, r.attendance]));

  it('marks one client attended and another a no-show, changes and clears a mark; the event back', async () => {
    const { pro, anaId, boId } = await classWithTwo();
    const first = await mark(pro.token, anaId, 'attended');
    expect(first.status).toBe(200);
    expect(marks(first.body.data)).toEqual({ [anaId]: 'attended', [boId]: null });
    const second = await mark(pro.token, boId, 'no_show');
    expect(marks(second.body.data)).toEqual({ [anaId]: 'attended', [boId]: 'no_show' });
    now = new Date('2027-03-30T09:00:00Z');
    expect(marks((await mark(pro.token, boId, 'attended')).body.data)[boId]).toBe('attended');
    expect(marks((await mark(pro.token, anaId, null)).body.data)[anaId]).toBeNull();
  });

  it('marks every active registration at once, leaving an ended one alone', async () => {
    const { pro, event, anaId, boId } = await classWithTwo();
    const cara = await timedClient(t, 'carla');
    const caraId = await registerInClass(t, event.id, cara.clientId);
    await call(t, 'POST', `event-registrations/${caraId}/decline`, { token: pro.token, body: {} });
    const all = await call(t, 'PUT', `events/${event.id}/attendance`, {
      token: pro.token,
      body: { attendance: 'attended' },
    });
    expect(all.status).toBe(200);
    expect(marks(all.body.data)).toEqual({ [anaId]: 'attended', [boId]: 'attended', [caraId]: null });
    expect((await mark(pro.token, caraId, 'attended')).body).toMatchObject({
      code: 'error.registration.ended',
    });
  });

  it('is open from the start until a week after the end, and never on a cancelled event', async () => {
    const { pro, event, anaId } = await classWithTwo();
    now = new Date('2027-03-24T07:59:59Z');
    expect((await mark(pro.token, anaId, 'attended')).body).toMatchObject({
      code: 'error.attendance.closed',
    });
    now = new Date('2027-03-31T09:00:00Z');
    const late = await call(t, 'PUT', `events/${event.id}/attendance`, {
      token: pro.token,
      body: { attendance: 'attended' },
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'error.attendance.closed' });
    now = new Date('2027-03-24T08:30:00Z');
    const cancelled = await call(t, 'POST', `events/${event.id}/cancel`, {
      token: pro.token,
      body: { cancelled_reason: 'Ill', update_mode: 'this' },
    });
    expect(cancelled.status).toBe(200);
    expect((await mark(pro.token, anaId, 'attended')).status).toBe(409);
    expect(
      (
        await call(t, 'PUT', `events/${event.id}/attendance`, {
          token: pro.token,
          body: { attendance: 'attended' },
        })
      ).body,
    ).toMatchObject({ code: 'error.attendance.closed' });
  });

  it("shows the client their own mark, never another client's, in their calendar and in the client profile", async () => {
    const { pro, event, ana, anaId, boId } = await classWithTwo();
    await mark(pro.token, anaId, 'no_show');
    await mark(pro.token, boId, 'attended');
    const calendar = await call(t, 'GET', 'client/events?start_date=2027-03-24&end_date=2027-03-24', {
      token: ana.token,
    });
    const seen = calendar.body.data.find((entry: { id: string }) => entry.id === event.id);
    expect(seen.registration).toMatchObject({ id: anaId, own: true, attendance: 'no_show' });
    expect(JSON.stringify(seen)).not.toContain('attended');

    const book = await call(t, 'GET', 'clients?status=confirmed', { token: pro.token });
    const entry = book.body.data.find((row: { client_id: string }) => row.client_id === ana.clientId).id;
    const history = await call(t, 'GET', `clients/${entry}/sessions?scope=upcoming`, { token: pro.token });
    expect(history.body.data).toMatchObject([{ registration_id: anaId, attendance: 'no_show' }]);
  });

  it('refuses a waitlist entry, bad input, and anyone but the professional, changing nothing', async () => {
    const { pro, event, ana, anaId } = await classWithTwo();
    const dee = await timedClient(t, 'deedee');
    const waiting = await joinWaitlist(t, event.id, pro.professionalId, dee.clientId, '2027-03-20T10:00:00Z');
    expect((await mark(pro.token, waiting, 'attended')).status).toBe(404);
    const bad = await mark(pro.token, anaId, 'late');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('attendance');
    expect((await mark(ana.token, anaId, 'attended')).status).toBe(403);
    const other = await scheduler(t, 'other');
    expect((await mark(other.token, anaId, 'attended')).status).toBe(404);
    const after = await call(t, 'GET', `event-registrations/${anaId}`, { token: pro.token });
    expect(after.body.data.registration.attendance).toBeNull();
  });
});
