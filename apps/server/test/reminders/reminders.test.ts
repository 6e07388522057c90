import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import {
  NOW,
  addClient,
  call,
  classBody,
  createEvents,
  registerInClass,
  scheduler,
  sessionBody,
  timedClient,
} from '../scheduling/helpers.ts';

const HOUR = 60 * 60 * 1000;

/**
 * docs/product/rules.md#reminders with a controlled clock: the reminders (decision 0029: early enough to
 * cancel,
 * and on the day) are scheduled when the booking is made, move with the event, vanish with a
 * cancellation and respect each setting; the no-action reminders come once, 48 hours after an
 * unanswered session or invitation.
 */
describe.each(databaseKinds)('reminders (%s)', (kind) => {
  let t: TestApp;
  let now = NOW;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    now = NOW;
    await t.reset();
  });

  /** Moves the clock to `at` and runs every job due by then. */
  async function advanceTo(at: Date) {
    now = at;
    await t.drain();
  }

  const messages = async (template: string) =>
    (await t.outbox.all()).filter((row) => row.template === template).reverse();

  const setUser = (userId: string, column: string, value: unknown) =>
    t.deps.database.db.execute(sql`update users set ${sql.raw(column)} = ${value} where id = ${userId}`);

  async function userIdOf(clientId: string): Promise<string> {
    const result = (await t.deps.database.db.execute(
      sql`select user_id from client_profiles where id = ${clientId}`,
    )) as unknown as { rows: { user_id: string }[] };
    return result.rows[0]!.user_id;
  }

  /** A class three days on (Amsterdam) with one registered client reading Dutch in São Paulo. */
  async function bookedClass() {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-13T09:00:00Z', '2027-03-13T10:00:00Z', { location: 'Studio 2' }),
    );
    const client = await timedClient(t, 'anna', 'nl', 'America/Sao_Paulo');
    const registrationId = await registerInClass(t, event.id, client.clientId);
    return { pro, event, client, registrationId, userId: await userIdOf(client.clientId) };
  }

  it('reminds a registered client 36 hours ahead with the deadline, and on the day, once each, in their language and zone', async () => {
    const { client } = await bookedClass();
    // The default cancellation deadline is 24 hours: the early reminder comes 12 hours before it.
    await advanceTo(new Date(Date.parse('2027-03-11T21:00:00Z') - 60_000));
    expect(await messages('session_reminder')).toHaveLength(0);
    await advanceTo(new Date('2027-03-11T21:00:00Z'));
    const [reminder, ...more] = await messages('session_reminder');
    expect(more).toHaveLength(0);
    expect(reminder!.toAddress).toBe(client.email);
    expect(reminder!.language).toBe('nl');
    expect(reminder!.text).toContain('06:00'); // 09:00 UTC in São Paulo
    expect(reminder!.text).toContain('Studio 2');
    // The deadline, 24 hours before the start, in the reader's zone: Friday 12 March, 06:00.
    expect(reminder!.text).toMatch(/vóór vrijdag 12 maart om 06:00/);
    expect(reminder!.text).toMatch(/\/unsubscribe\?token=/);
    expect(reminder!.headers['List-Unsubscribe']).toMatch(
      /^<http.*\/api\/newsletter\/unsubscribe\?token=.+>$/,
    );
    expect(reminder!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Two hours before is 04:00 in São Paulo, the night: the day reminder comes at 21:00 the evening before.
    await advanceTo(new Date(Date.parse('2027-03-13T00:00:00Z') - 60_000));
    expect(await messages('session_day_reminder')).toHaveLength(0);
    await advanceTo(new Date('2027-03-13T00:00:00Z'));
    const [day, ...again] = await messages('session_day_reminder');
    expect(again).toHaveLength(0);
    expect(day!.text).toContain('06:00');
    expect(day!.text).toContain('Studio 2');
    await advanceTo(new Date('2027-03-13T08:00:00Z'));
    expect(await messages('session_reminder')).toHaveLength(1);
    expect(await messages('session_day_reminder')).toHaveLength(1);
  });

  it('moves with the event', async () => {
    const { pro, event } = await bookedClass();
    const moved = await call(t, 'PUT', `events/${event.id}`, {
      token: pro.token,
      body: { ...classBody('2027-03-14T09:00:00Z', '2027-03-14T10:00:00Z'), update_mode: 'this' },
    });
    expect(moved.status).toBe(200);
    await advanceTo(new Date('2027-03-12T09:00:00Z'));
    expect(await messages('session_reminder')).toHaveLength(0);
    await advanceTo(new Date('2027-03-13T09:00:00Z'));
    expect(await messages('session_reminder')).toHaveLength(1);
  });

  it('vanishes when the event is cancelled or the client cancels', async () => {
    const first = await bookedClass();
    const cancelled = await call(t, 'POST', `events/${first.event.id}/cancel`, {
      token: first.pro.token,
      body: { cancelled_reason: 'Closed', update_mode: 'this' },
    });
    expect(cancelled.status).toBe(200);
    const [other] = await createEvents(
      t,
      first.pro.token,
      classBody('2027-03-13T12:00:00Z', '2027-03-13T13:00:00Z'),
    );
    const registrationId = await registerInClass(t, other.id, first.client.clientId);
    const own = await call(t, 'POST', `client/event-registrations/${registrationId}/cancel`, {
      token: first.client.token,
      body: { reason: 'Sick' },
    });
    expect(own.status).toBe(200);
    await advanceTo(new Date('2027-03-13T08:00:00Z'));
    expect(await messages('session_reminder')).toHaveLength(0);
    const pending = (await t.deps.database.db.execute(
      sql`select count(*)::int as n from jobs where kind = 'reminder.session' and status = 'pending'`,
    )) as unknown as { rows: { n: number }[] };
    expect(pending.rows[0]!.n).toBe(0);
  });

  it('respects the e-mail and SMS calendar settings', async () => {
    const { userId, client } = await bookedClass();
    await t.deps.database.db.execute(
      sql`update client_profiles set phone = '+31612345678' where id = ${client.clientId}`,
    );
    await setUser(userId, 'email_notifications', false);
    await setUser(userId, 'sms_notifications', true);
    await advanceTo(new Date('2027-03-12T09:00:00Z'));
    const sent = await messages('session_reminder');
    expect(sent.map((row) => row.channel)).toEqual(['sms']);
    expect(sent[0]!.toAddress).toBe('+31612345678');
    expect(sent[0]!.text).toContain('06:00');
  });

  it('sends no SMS while SMS notifications are off (the default) or no phone is known', async () => {
    const { userId } = await bookedClass();
    await setUser(userId, 'sms_notifications', true); // on, but no phone
    const [other] = await createEvents(
      t,
      (await scheduler(t, 'coach2')).token,
      classBody('2027-03-13T12:00:00Z', '2027-03-13T13:00:00Z'),
    );
    void other;
    await advanceTo(new Date('2027-03-12T09:00:00Z'));
    expect((await messages('session_reminder')).map((row) => row.channel)).toEqual(['email']);
  });

  it('gives an unanswered session one no-action reminder after 48 hours, none once answered', async () => {
    const pro = await scheduler(t, 'coach');
    const anna = await timedClient(t, 'anna');
    const bo = await timedClient(t, 'boris');
    const [annaRow, boRow] = [
      await addClient(t, pro.token, { full_name: 'Anna', email: anna.email }),
      await addClient(t, pro.token, { full_name: 'Bo', email: bo.email }),
    ];
    for (const client of [anna, bo]) {
      const accepted = await call(t, 'POST', 'professionals/' + pro.professionalId + '/accept', {
        token: client.token,
      });
      expect(accepted.status).toBe(200);
    }
    const [session] = await createEvents(
      t,
      pro.token,
      sessionBody('2027-03-20T09:00:00Z', '2027-03-20T10:00:00Z', {
        client_emails: [],
        client_ids: [annaRow.id, boRow.id],
        voucher_type_id: 2,
        max_event_regs: 2,
      }),
    );
    expect((await call(t, 'POST', `client/events/${session.id}/accept`, { token: bo.token })).status).toBe(
      200,
    );
    await advanceTo(new Date(NOW.getTime() + 48 * HOUR - 60_000));
    expect(await messages('session_answer_reminder')).toHaveLength(0);
    await advanceTo(new Date(NOW.getTime() + 48 * HOUR));
    await advanceTo(new Date(NOW.getTime() + 96 * HOUR));
    const reminders = await messages('session_answer_reminder');
    expect(reminders.map((row) => row.toAddress)).toEqual([anna.email]);
  });

  it('gives a pending invitation one reminder after 48 hours unless no-action reminders are off', async () => {
    const pro = await scheduler(t, 'coach');
    const known = await timedClient(t, 'known');
    await addClient(t, pro.token, { full_name: 'New person', email: 'new.person@example.test' });
    await addClient(t, pro.token, { full_name: 'Known', email: known.email });
    await setUser(await userIdOf(known.clientId), 'no_action_reminders', false);
    await advanceTo(new Date(NOW.getTime() + 48 * HOUR));
    await advanceTo(new Date(NOW.getTime() + 200 * HOUR));
    const reminders = await messages('invitation_reminder');
    expect(reminders.map((row) => row.toAddress)).toEqual(['new.person@example.test']);
    expect(reminders[0]!.text).toMatch(/\/invite\//);
  });
});
