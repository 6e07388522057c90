import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readIcs } from '../helpers/read-ics.ts';
import { createTestApp, databaseKinds, type OutboxRow, type TestApp } from '../helpers/test-app.ts';
import {
  NOW,
  call,
  classBody,
  createEvents,
  registerInClass,
  scheduler,
  timedClient,
} from '../scheduling/helpers.ts';

/**
 * Issue 11: every message is a row written with the change that causes it and delivered by the job
 * worker; booking, change and cancellation mails carry an .ics; settings decide what is written.
 */
describe.each(databaseKinds)('the message path (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  const ofTemplate = async (template: string): Promise<OutboxRow[]> =>
    (await t.outbox.all()).filter((row) => row.template === template).reverse();

  const icsOf = (row: OutboxRow) => {
    expect(row.attachments).toHaveLength(1);
    expect(row.attachments[0]!.filename).toMatch(/\.ics$/);
    return readIcs(row.attachments[0]!.content);
  };

  async function bookedClass() {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-28T07:30:00Z', '2027-03-28T08:30:00Z', { location: 'Studio 2' }),
    );
    const client = await timedClient(t, 'anna', 'nl', 'Europe/Amsterdam');
    await registerInClass(t, event.id, client.clientId);
    return { pro, event, client };
  }

  it('confirms a booking with an .ics in the reader zone, across the DST change', async () => {
    const { client, event } = await bookedClass();
    const [mail, ...more] = await ofTemplate('booking_confirmed');
    expect(more).toHaveLength(0);
    expect(mail!.toAddress).toBe(client.email);
    const ics = icsOf(mail!);
    expect(ics.method).toBe('REQUEST');
    const [session] = ics.events;
    expect(session!.uid).toBe(`event-${event.id}@sessionbook`);
    // 28 March 2027 is the day Amsterdam moves to summer time: 07:30 UTC is 09:30 local.
    expect(session!.startZone).toBe('Europe/Amsterdam');
    expect(session!.start.toISOString()).toBe('2027-03-28T07:30:00.000Z');
    expect(session!.location).toBe('Studio 2');
    expect(session!.organizer).toMatch(/coach@example\.test/i);
    expect(session!.attendees.join(' ')).toMatch(/anna@example\.test/i);
  });

  it('cancels with METHOD:CANCEL, the same UID and a higher SEQUENCE', async () => {
    const { pro, event } = await bookedClass();
    const [booked] = await ofTemplate('booking_confirmed');
    const cancelled = await call(t, 'POST', `events/${event.id}/cancel`, {
      token: pro.token,
      body: { cancelled_reason: 'Closed', update_mode: 'this' },
    });
    expect(cancelled.status).toBe(200);
    const [notice] = await ofTemplate('event_cancelled');
    const request = icsOf(booked!).events[0]!;
    const cancel = icsOf(notice!);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.events[0]!.uid).toBe(request.uid);
    expect(cancel.events[0]!.status).toBe('CANCELLED');
    expect(cancel.events[0]!.sequence).toBeGreaterThanOrEqual(request.sequence);
  });

  it('writes no calendar mail when e-mail calendar notifications are off; system mails still go', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-28T07:30:00Z', '2027-03-28T08:30:00Z'),
    );
    const client = await timedClient(t, 'anna');
    await t.deps.database.db.execute(sql`
      update users set email_notifications = false, sms_notifications = false, newsletter = false,
        app_updates = false, no_action_reminders = false
      where email = ${client.email}`);
    await registerInClass(t, event.id, client.clientId);
    expect(await ofTemplate('booking_confirmed')).toHaveLength(0);
    const reset = await call(t, 'POST', 'auth/forgot', { body: { email: client.email } });
    expect(reset.status).toBeLessThan(300);
    expect(await ofTemplate('password_reset')).toHaveLength(1);
    // A system mail has no unsubscribe headers; like every mail it says it was sent automatically.
    expect((await ofTemplate('password_reset'))[0]!.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
  });

  it('leaves no message and no job behind when the change rolls back', async () => {
    const failed = t.deps.database.db.transaction(async (tx) => {
      await t.deps.messages.email(tx, {
        to: 'someone@example.test',
        template: 'activation',
        language: 'en',
        data: { url: 'http://app.localhost/activate' },
      });
      throw new Error('the change fails after writing its message');
    });
    await expect(failed).rejects.toThrow('the change fails');
    expect(await count('outbox_messages')).toBe(0);
    expect(await count('jobs')).toBe(0);
  });

  async function count(table: 'outbox_messages' | 'jobs') {
    const result = (await t.deps.database.db.execute(
      sql`select count(*)::int as n from ${sql.raw(table)}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  }

  it('signs up while the SMTP server is down; the mail waits, pending, to be retried', async () => {
    const down = await createTestApp(kind, { smtpUrl: 'smtp://127.0.0.1:9' }, { clock: () => NOW });
    try {
      const reply = await call(down, 'POST', 'auth/register', {
        body: {
          email: 'new.user@example.test',
          email_confirmation: 'new.user@example.test',
          username: 'newuser',
          password: 'a-Long-enough-password-1',
          password_confirmation: 'a-Long-enough-password-1',
          theme: 'client',
          agree: true,
        },
      });
      expect(reply.status).toBe(201);
      await down.drain();
      const result = (await down.deps.database.db.execute(
        sql`select status, attempts, last_error from outbox_messages`,
      )) as unknown as { rows: { status: string; attempts: number; last_error: string | null }[] };
      expect(result.rows).toHaveLength(1);
      expect(result.rows[0]).toMatchObject({ status: 'pending', attempts: 1 });
      expect(result.rows[0]!.last_error).toBeTruthy();
    } finally {
      await down.close();
    }
  });
});
