import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { deadlinePassed, registrationOutcome } from '@sessionbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/types.ts';
import {
  registerInOneCall,
  type OneCallRegistration,
} from '../../src/modules/bookings/register-in-one-call.ts';
import { registrationJobs } from '../../src/modules/bookings/services/registration-jobs.ts';
import { findActiveWaitlistContacts } from '../../src/modules/bookings/queries.ts';
import { waitlistJoinedJob } from '../../src/modules/bookings/waitlist-joined-job.ts';
import { DEFAULT_VOUCHER_RULES } from '../../src/modules/vouchers/settings.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database.ts';

/**
 * Issue 30 item 1 (docs/decisions/0055-one-round-trip-booking.md): `register_for_class`, the booking in
 * one round trip, decides exactly as the TypeScript rules it stands for (registrationOutcome,
 * deadlinePassed, the refusals' order in register-for-class.ts) and stores exactly the jobs
 * registrationJobs computes (reminderPlan's times in the client's zone, the consumption, the
 * confirmation), for random classes, clients and clocks. Each run is a transaction rolled back.
 */

/** Clocks near daylight-saving changes (Europe, the US, Australia) and an ordinary day. */
const NOWS = [
  '2027-03-10T12:00:00.000Z',
  '2027-03-26T19:30:00.000Z',
  '2027-10-29T21:15:00.000Z',
  '2027-03-12T23:45:00.000Z',
  '2027-04-02T10:05:00.000Z',
];
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Asia/Kolkata',
  'America/St_Johns',
  'Pacific/Chatham',
];
const OTHERS = 6;

const stateArbitrary = fc.record({
  now: fc.constantFrom(...NOWS),
  eventExists: fc.integer({ min: 0, max: 19 }).map((n) => n !== 0),
  cancelled: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
  group: fc.integer({ min: 0, max: 19 }).map((n) => n !== 0),
  confirmed: fc.integer({ min: 0, max: 9 }).map((n) => n !== 0),
  profilePublic: fc.boolean(),
  isPrivate: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  invited: fc.boolean(),
  voucherMatches: fc.integer({ min: 0, max: 9 }).map((n) => n !== 0),
  own: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  waiting: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  waitingOffered: fc.boolean(),
  maxEventRegs: fc.integer({ min: 1, max: 6 }),
  others: fc.integer({ min: 0, max: 3 }),
  /** Other clients' waitlist entries: offered (held), offered but run out, passed, plain waiting. */
  otherWaiting: fc.array(fc.constantFrom('held', 'ran_out', 'passed', 'waiting'), { maxLength: 3 }),
  waitlistAllowed: fc.boolean(),
  wantsWaitlist: fc.boolean(),
  /** Minutes from now to the start: from a class begun three hours ago to one four days ahead. */
  startInMinutes: fc.integer({ min: -180, max: 96 * 60 }),
  registrationHours: fc.option(fc.integer({ min: 0, max: 48 })),
  cancellationHours: fc.option(fc.integer({ min: 0, max: 72 })),
  zone: fc.constantFrom(...ZONES),
  webhook: fc.constantFrom('none', 'none', 'none', 'created', 'promoted', 'other', 'disabled', 'operator'),
});
type State = typeof stateArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** What the TypeScript rules answer, in register-for-class.ts's order. */
function expectedCode(state: State): OneCallRegistration['code'] {
  if (!state.eventExists || state.cancelled || !state.group) return 'not_found';
  if (!state.confirmed) return state.profilePublic ? 'general' : 'not_connected';
  if (state.isPrivate && !state.own && !state.waiting && !state.invited) return 'not_found';
  if (!state.voucherMatches) return 'voucher_type';
  if (state.own) return 'already_in';
  const now = new Date(state.now);
  const start = new Date(now.getTime() + state.startInMinutes * 60_000);
  if (deadlinePassed(start, state.registrationHours ?? DEFAULT_VOUCHER_RULES.registration, now))
    return 'deadline';
  const held = state.otherWaiting.filter((entry) => entry === 'held').length;
  const outcome = registrationOutcome(
    {
      maxEventRegs: state.maxEventRegs,
      waitlistAllowed: state.waitlistAllowed,
      activeRegistrations: state.others + held,
    },
    state.wantsWaitlist,
  );
  if (outcome === 'full') return 'full';
  if (outcome === 'waitlist_registered') return state.waiting ? 'already_in' : 'waitlisted';
  const listening =
    state.webhook === 'created' ||
    state.webhook === 'operator' ||
    (state.webhook === 'promoted' && state.waiting);
  return listening ? 'general' : 'registered';
}

class Rollback extends Error {}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

for (const kind of databaseKinds) {
  describe(`register_for_class decides as the TypeScript rules (${kind})`, () => {
    let testDatabase: TestDatabase;
    let professionalId: string;
    let clientId: string;
    let otherIds: string[];

    beforeAll(async () => {
      testDatabase = await createTestDatabase(kind);
      await runMigrations(testDatabase.database);
      const { db } = testDatabase.database;
      await db.execute(sql`
        insert into users (email, username, activated_at)
        select 'u' || n || '@example.test', 'u' || n, now() from generate_series(0, ${OTHERS + 1}::int) n`);
      const [professional] = await rowsOf<{ id: string }>(
        db,
        sql`insert into professional_profiles (user_id, full_name)
            select id, 'Pro' from users where username = 'u0' returning id`,
      );
      professionalId = professional!.id;
      const clients = await rowsOf<{ id: string }>(
        db,
        sql`insert into client_profiles (user_id, full_name)
            select id, username from users where username <> 'u0' order by username returning id`,
      );
      [clientId, ...otherIds] = clients.map((row) => row.id) as [string, ...string[]];
    }, 120_000);

    afterAll(async () => {
      await testDatabase?.destroy();
    });

    /** The state in the tables, in `tx`; the class's id. */
    async function arrange(tx: Db, state: State): Promise<string> {
      const now = new Date(state.now);
      const start = new Date(now.getTime() + state.startInMinutes * 60_000);
      const end = new Date(start.getTime() + 3_600_000);
      await tx.execute(sql`update users set timezone = ${state.zone}
        where id = (select user_id from client_profiles where id = ${clientId})`);
      const [{ id: eventId }] = (await rowsOf<{ id: string }>(
        tx,
        sql`insert into events (professional_id, start_time, end_time, voucher_type_id, max_event_regs,
              is_group_session, is_private, waitlist_allowed, cancelled_at, title)
            values (${professionalId}, ${start.toISOString()}, ${end.toISOString()}, 3, ${state.maxEventRegs},
              ${state.group}, ${state.isPrivate}, ${state.waitlistAllowed},
              ${state.cancelled ? now.toISOString() : null}, 'Class') returning id`,
      )) as [{ id: string }];
      await tx.execute(sql`update professional_profiles set is_public = ${state.profilePublic}
        where id = ${professionalId}`);
      const [{ id: bookId }] = (await rowsOf<{ id: string }>(
        tx,
        sql`insert into professional_clients (professional_id, client_id, full_name, status, initiated_by, confirmed_at)
            values (${professionalId}, ${clientId}, 'Client', ${state.confirmed ? 'confirmed' : 'pending'}, 'client',
              ${state.confirmed ? now.toISOString() : null}) returning id`,
      )) as [{ id: string }];
      if (state.invited)
        await tx.execute(sql`insert into event_invitations (event_id, professional_id, professional_client_id)
          values (${eventId}, ${professionalId}, ${bookId})`);
      if (state.registrationHours !== null || state.cancellationHours !== null)
        await tx.execute(sql`insert into voucher_settings (professional_id, voucher_type_id,
            registration_deadline_hours, cancellation_deadline_hours)
          values (${professionalId}, 3, ${state.registrationHours ?? DEFAULT_VOUCHER_RULES.registration},
            ${state.cancellationHours ?? DEFAULT_VOUCHER_RULES.cancellation})`);
      const place = (table: 'event_registrations' | 'waitlist_registrations', client: string) =>
        sql`insert into ${sql.raw(table)} (event_id, client_id, professional_id, voucher_type_id)
            values (${eventId}, ${client}, ${professionalId}, 3)`;
      for (let i = 0; i < state.others; i++) await tx.execute(place('event_registrations', otherIds[i]!));
      if (state.own) await tx.execute(place('event_registrations', clientId));
      if (state.waiting) {
        await tx.execute(place('waitlist_registrations', clientId));
        if (state.waitingOffered)
          await tx.execute(sql`update waitlist_registrations set offered_until = ${new Date(now.getTime() + 3_600_000).toISOString()}
            where event_id = ${eventId} and client_id = ${clientId}`);
      }
      for (const [i, entry] of state.otherWaiting.entries()) {
        const other = otherIds[OTHERS - 1 - i]!;
        await tx.execute(place('waitlist_registrations', other));
        const offeredUntil = new Date(now.getTime() + (entry === 'ran_out' ? -60_000 : 3_600_000));
        if (entry !== 'waiting')
          await tx.execute(sql`update waitlist_registrations set offered_until = ${offeredUntil.toISOString()},
              passed_at = ${entry === 'passed' ? now.toISOString() : null}
            where event_id = ${eventId} and client_id = ${other}`);
      }
      if (state.webhook !== 'none')
        await tx.execute(sql`insert into webhook_endpoints (professional_id, url, event_types, secret, enabled)
          values (${state.webhook === 'operator' ? null : professionalId}, 'https://example.test/hook',
            ${JSON.stringify(
              state.webhook === 'promoted'
                ? ['waitlist.promoted']
                : state.webhook === 'other'
                  ? ['booking.cancelled']
                  : ['booking.created'],
            )}::jsonb, 'whsec_x', ${state.webhook !== 'disabled'})`);
      return state.eventExists ? eventId : '00000000-0000-4000-8000-000000000000';
    }

    it('answers and stores what the rules say, for random states', async () => {
      const { db } = testDatabase.database;
      const seen = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(stateArbitrary, async (state) => {
          try {
            await db.transaction(async (tx) => {
              const code = await check(tx, state);
              seen.set(code, (seen.get(code) ?? 0) + 1);
              throw new Rollback();
            });
          } catch (error) {
            if (!(error instanceof Rollback)) throw error;
          }
        }),
        { numRuns: 200 },
      );
      // The runs reach every answer, a place taken most of all (its jobs are what is compared).
      const codes: OneCallRegistration['code'][] = [
        'registered',
        'waitlisted',
        'full',
        'deadline',
        'general',
        'not_found',
      ];
      for (const code of codes) expect(seen.get(code), code).toBeGreaterThan(0);
      expect(seen.get('registered')).toBeGreaterThanOrEqual(10);
    }, 300_000);

    async function check(tx: Db, state: State): Promise<OneCallRegistration['code']> {
      const eventId = await arrange(tx, state);
      const now = new Date(state.now);
      const result = await registerInOneCall(tx, {
        eventId,
        clientId,
        voucherTypeId: state.voucherMatches ? 3 : 2,
        waitlist: state.wantsWaitlist,
        now,
      });
      const expected = expectedCode(state);
      expect(result.code).toBe(expected);
      const stored = await rowsOf<{
        kind: string;
        payload: Record<string, unknown>;
        run_at: string;
        key: string;
        max_attempts: number;
        default_time: boolean;
      }>(
        tx,
        sql`select kind, payload, to_char(run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') run_at,
                      key, max_attempts, run_at = now() default_time from jobs`,
      );
      if (result.code === 'waitlisted') {
        // The entry, and its mail's job with the position the TypeScript path counts.
        const waiting = await findActiveWaitlistContacts(tx, eventId);
        const position = waiting.findIndex((entry) => entry.clientId === clientId) + 1;
        expect(position).toBeGreaterThan(0);
        const job = waitlistJoinedJob(result.registrationId, position);
        expect(stored.map(({ run_at: _runAt, ...row }) => row)).toEqual([
          { kind: job.kind, payload: job.payload, key: job.key, max_attempts: 8, default_time: true },
        ]);
        return result.code;
      }
      if (result.code !== 'registered') {
        expect(result.registrationId).toBeNull();
        expect(stored).toEqual([]);
        return result.code;
      }
      const [registration] = await rowsOf<{
        id: string;
        eventId: string;
        clientId: string;
        professionalId: string;
        voucherTypeId: number;
      }>(
        tx,
        sql`select id, event_id "eventId", client_id "clientId", professional_id "professionalId",
                      voucher_type_id "voucherTypeId" from event_registrations
                    where client_id = ${clientId} and cancelled_at is null`,
      );
      expect(registration?.id).toBe(result.registrationId);
      const [{ start }] = (await rowsOf<{ start: string }>(
        tx,
        sql`select to_char(start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') start
                    from events where id = ${eventId}`,
      )) as [{ start: string }];
      const jobs = await registrationJobs(tx, registration as never, { startTime: new Date(start) }, now);
      const want = jobs
        .map((job) => ({
          kind: job.kind,
          payload: job.payload ?? {},
          key: job.key,
          max_attempts: job.maxAttempts ?? 8,
          ...(job.runAt ? { run_at: job.runAt.toISOString() } : { default_time: true }),
        }))
        .sort((a, b) => (a.key! < b.key! ? -1 : 1));
      expect(
        stored
          .map(({ run_at, default_time, ...job }) =>
            default_time ? { ...job, default_time } : { ...job, run_at },
          )
          .sort((a, b) => (a.key < b.key ? -1 : 1)),
      ).toEqual(want);
      const [{ ended }] = (await rowsOf<{ ended: number }>(
        tx,
        sql`select count(*)::int ended from waitlist_registrations
                    where client_id = ${clientId} and cancelled_at is not null and ended_by = 'client'`,
      )) as [{ ended: number }];
      expect(ended).toBe(state.waiting ? 1 : 0);
      return result.code;
    }
  });
}
