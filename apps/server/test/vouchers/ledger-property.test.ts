import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeEvent } from '../../src/modules/vouchers/ledger.ts';
import { bookingClients } from '../bookings/helpers.ts';
import { professional } from '../client-book/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, movableClock, newClass } from './helpers.ts';

/**
 * Issue 12, "Done when": for any sequence of credits, edits, removals, registrations, cancellations,
 * declines, event starts, cancellations after the start and job re-runs, every balance equals the
 * credits minus the consumptions computed here independently, and no registration is charged twice.
 */
const NOW = new Date('2027-03-10T12:00:00Z');
const STARTS = [
  '2027-03-12T08:00:00Z',
  '2027-03-12T10:00:00Z',
  '2027-03-12T12:00:00Z',
  '2027-03-12T14:00:00Z',
];
/** Events 0 and 1 last 60 minutes, 2 and 3 last 45: two voucher kinds of type 3. */
const MINUTES = [60, 60, 45, 45];

const op = fc.oneof(
  fc.record({
    op: fc.constant('credit'),
    client: fc.nat(1),
    duration: fc.constantFrom(45, 60),
    count: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ op: fc.constant('edit'), batch: fc.nat(9), count: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ op: fc.constant('remove'), batch: fc.nat(9) }),
  fc.record({ op: fc.constant('register'), client: fc.nat(1), event: fc.nat(3) }),
  fc.record({ op: fc.constant('register'), client: fc.nat(1), event: fc.nat(3) }),
  fc.record({ op: fc.constant('cancel'), registration: fc.nat(9) }),
  fc.record({ op: fc.constant('decline'), registration: fc.nat(9) }),
  fc.record({ op: fc.constant('advance') }),
  fc.record({ op: fc.constant('rerun'), event: fc.nat(3) }),
  fc.record({ op: fc.constant('cancelEvent'), event: fc.nat(3) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

interface ModelRegistration {
  id: string;
  client: number;
  event: number;
  active: boolean;
  /** Holds a voucher now: charged at the start and not returned since. */
  charged: boolean;
}

describe('the voucher ledger against an independent model (pglite)', () => {
  let t: TestApp;
  const clock = movableClock(NOW);
  let run = 0;

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { clock: clock.read });
  });
  afterAll(async () => t.close());

  async function play(ops: Op[]) {
    run += 1;
    clock.set(NOW);
    const pro = await professional(t, `prop${run}`);
    const token = pro.token;
    const clients = await bookingClients(t, pro.professionalId, 2, `prop${run}c`);
    const book = (await call(t, 'GET', 'clients?status=confirmed', { token })).body.data as {
      id: string;
      client_id: string;
    }[];
    const entries = clients.map((client) => book.find((row) => row.client_id === client.clientId)!.id);
    // Clients may cancel until the start, so cancellations land both before and (refused) after it.
    await call(t, 'PUT', 'vouchers-settings', {
      token,
      body: {
        voucher_settings: [{ voucher_type_id: 3, registration_deadline: 0, cancellation_deadline: 0 }],
      },
    });
    const events: string[] = [];
    for (const [index, start] of STARTS.entries())
      events.push(await newClass(t, token, start, MINUTES[index]));

    const batches: { id: string; client: number; duration: number; count: number; removed: boolean }[] = [];
    const registrations: ModelRegistration[] = [];
    const started = [false, false, false, false];
    const cancelled = [false, false, false, false];
    let next = 0;

    for (const step of ops) {
      switch (step.op) {
        case 'credit': {
          const reply = await call(t, 'POST', `clients/${entries[step.client]}/vouchers`, {
            token,
            body: { voucher_type_id: 3, duration: step.duration, count: step.count },
          });
          expect(reply.status).toBe(201);
          batches.push({
            id: reply.body.data.id,
            client: step.client,
            duration: step.duration,
            count: step.count,
            removed: false,
          });
          break;
        }
        case 'edit':
        case 'remove': {
          const batch = batches[step.batch % Math.max(batches.length, 1)];
          if (!batch) break;
          const reply =
            step.op === 'edit'
              ? await call(t, 'PUT', `vouchers/batches/${batch.id}`, { token, body: { count: step.count } })
              : await call(t, 'DELETE', `vouchers/batches/${batch.id}`, { token });
          if (batch.removed) {
            expect(reply.status).toBe(409);
            break;
          }
          expect(reply.status).toBe(200);
          if (step.op === 'edit') batch.count = step.count;
          else batch.removed = true;
          break;
        }
        case 'register': {
          const reply = await call(t, 'POST', `client/events/${events[step.event]}/register`, {
            token: clients[step.client]!.token,
            body: { voucher_type_id: 3 },
          });
          const open = !started[step.event] && !cancelled[step.event];
          const already = registrations.some(
            (r) => r.client === step.client && r.event === step.event && r.active,
          );
          if (open && !already) {
            expect(reply.status).toBe(201);
            registrations.push({
              id: reply.body.data.event.registration.id,
              client: step.client,
              event: step.event,
              active: true,
              charged: false,
            });
          } else expect(reply.status).toBeGreaterThanOrEqual(400);
          break;
        }
        case 'cancel':
        case 'decline': {
          const registration = registrations[step.registration % Math.max(registrations.length, 1)];
          if (!registration) break;
          const reply =
            step.op === 'cancel'
              ? await call(t, 'POST', `client/event-registrations/${registration.id}/cancel`, {
                  token: clients[registration.client]!.token,
                  body: { reason: 'Ill' },
                })
              : await call(t, 'POST', `event-registrations/${registration.id}/decline`, { token, body: {} });
          const allowed = registration.active && (step.op === 'decline' || !started[registration.event]);
          if (!allowed) {
            expect(reply.status).toBeGreaterThanOrEqual(400);
            break;
          }
          expect(reply.status).toBe(200);
          registration.active = false;
          // Declined after the start: the voucher it used comes back.
          registration.charged = false;
          break;
        }
        case 'advance': {
          const upcoming = started.indexOf(false);
          if (upcoming === -1) break;
          clock.set(new Date(new Date(STARTS[upcoming]!).getTime() + 60_000));
          started[upcoming] = true;
          await t.drain();
          for (const registration of registrations)
            if (registration.event === upcoming && registration.active && !cancelled[upcoming])
              registration.charged = true;
          break;
        }
        case 'rerun': {
          await t.deps.database.db.transaction((tx) => consumeEvent(tx, events[step.event]!, clock.read()));
          break;
        }
        case 'cancelEvent': {
          const reply = await call(t, 'POST', `events/${events[step.event]}/cancel`, {
            token,
            body: { cancelled_reason: 'Storm' },
          });
          if (cancelled[step.event]) break;
          expect(reply.status).toBe(200);
          cancelled[step.event] = true;
          for (const registration of registrations)
            if (registration.event === step.event) {
              registration.active = false;
              registration.charged = false;
            }
          break;
        }
      }
      next += 1;
    }
    await t.drain();

    for (const [client, account] of clients.entries())
      for (const duration of [45, 60]) {
        const credits = batches
          .filter((batch) => batch.client === client && batch.duration === duration && !batch.removed)
          .reduce((sum, batch) => sum + batch.count, 0);
        const used = registrations.filter(
          (r) => r.client === client && r.charged && MINUTES[r.event] === duration,
        ).length;
        const result = (await t.deps.database.db.execute(sql`
          select coalesce(sum(count_delta), 0)::int total from voucher_entries
          where professional_id = ${pro.professionalId} and client_id = ${account.clientId} and duration = ${duration}`)) as unknown as {
          rows: { total: number }[];
        };
        expect(result.rows[0]!.total, `client ${client}, ${duration} min after ${next} steps`).toBe(
          credits - used,
        );
      }
    const twice = (await t.deps.database.db.execute(sql`
      select registration_id, kind, count(*)::int n from voucher_entries
      where professional_id = ${pro.professionalId} and registration_id is not null
      group by 1, 2 having count(*) > 1`)) as unknown as { rows: unknown[] };
    expect(twice.rows).toEqual([]);
  }

  it('balances equal credits minus consumptions, and nothing is charged twice', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), play), {
      numRuns: Number(process.env.LEDGER_RUNS ?? 25),
      seed: Number(process.env.LEDGER_SEED ?? 20261123),
    });
  }, 300_000);
});
