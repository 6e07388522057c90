import { registerConnected } from '../scheduling/helpers.ts';
import { startSession } from '../../src/modules/auth/services/start-session.ts';
import { clientAccount, professional } from '../client-book/helpers.ts';
import { call } from '../helpers/http.ts';
import { storedBusyCalendar } from '../busy-times/helpers.ts';
import { storedWebhookDelivery } from '../webhooks/helpers.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** The fixed "now" of the contract suites: Wednesday 10 March 2027, 12:00 UTC (events lie after it). */
export const WORLD_NOW = new Date('2027-03-10T12:00:00Z');

export interface Actor {
  userId: string;
  token: string;
}
export interface Professional extends Actor {
  professionalId: string;
  username: string;
  slug: string;
}
export interface Client extends Actor {
  clientId: string;
}

/**
 * Two professionals, each with a confirmed client, and what the first one (the owner) keeps: the
 * people every role of the authorization matrix and the fuzz suite act as, and the ids they try.
 */
export interface World {
  owner: Professional;
  otherProfessional: Professional;
  /** A confirmed client of the owner, registered in the owner's class. */
  ownClient: Client;
  /** A confirmed client of the other professional only. */
  otherClient: Client;
  owned: {
    /** The owner's client book entry of `ownClient`. */
    entry: string;
    /** A pending invitation by e-mail in the owner's book. */
    pendingEntry: string;
    group: string;
    /** A class of the owner with `ownClient` registered. */
    event: string;
    slot: string;
    /** `ownClient`'s registration in `event`. */
    registration: string;
    /** A batch of vouchers the owner sold `ownClient`. */
    batch: string;
    /** A calendar the owner reads for busy time (decision 0050). */
    busyCalendar: string;
    /** A webhook endpoint of the owner's, and a delivery in its log (decision 0051). */
    webhookEndpoint: string;
    webhookDelivery: string;
  };
}

async function ok<T = unknown>(
  reply: Promise<{ status: number; body: { data: T } }>,
  what: string,
): Promise<T> {
  const { status, body } = await reply;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

async function withSlug(t: TestApp, username: string): Promise<Professional> {
  const pro = await professional(t, username);
  const link = await ok<{ 'invite-link': string }>(
    call(t, 'PUT', 'invite-link', { token: pro.token }),
    'invite link',
  );
  return { ...pro, username, slug: link['invite-link'].split('/').pop()! };
}

async function clientOf(t: TestApp, username: string, of: Professional): Promise<Client> {
  const client = await clientAccount(t, username);
  await ok(call(t, 'POST', `client/invite-link/${of.slug}/accept`, { token: client.token }), 'accept link');
  const user = await ok<{ id: string }>(call(t, 'GET', 'profile', { token: client.token }), 'profile');
  return { token: client.token, clientId: client.clientId, userId: user.id };
}

export async function buildWorld(t: TestApp): Promise<World> {
  const owner = await withSlug(t, 'owner.pro');
  const otherProfessional = await withSlug(t, 'other.pro');
  const ownClient = await clientOf(t, 'own.client', owner);
  const otherClient = await clientOf(t, 'other.client', otherProfessional);
  const token = owner.token;

  await ok(call(t, 'POST', 'profile/visible', { token, body: { visible: true } }), 'public profile');
  const book = await ok<{ id: string; client_id: string | null }[]>(
    call(t, 'GET', 'clients?status=confirmed', { token }),
    'client book',
  );
  const entry = book.find((row) => row.client_id === ownClient.clientId)!.id;
  const pending = await ok<{ id: string }>(
    call(t, 'POST', 'clients', {
      token,
      body: { full_name: 'Pending Person', email: 'pending@example.test' },
    }),
    'pending client',
  );
  const group = await ok<{ id: string }>(
    call(t, 'POST', 'groups', { token, body: { name: 'Mornings', client_ids: [entry] } }),
    'group',
  );
  const [event] = await ok<{ id: string }[]>(
    call(t, 'POST', 'events', {
      token,
      body: {
        start_time: '2027-03-18T08:00:00Z',
        end_time: '2027-03-18T09:00:00Z',
        voucher_type_id: 3,
        is_group_session: true,
        title: 'Bootcamp',
        waitlist_allowed: true,
      },
    }),
    'class',
  );
  const [slot] = await ok<{ id: string }[]>(
    call(t, 'POST', 'availability-slots', {
      token,
      body: { start_time: '2027-03-19T08:00:00Z', end_time: '2027-03-19T12:00:00Z', voucher_types: [1, 2] },
    }),
    'slot',
  );
  const registration = await registerConnected(t, {
    clientId: ownClient.clientId,
    eventId: event!.id,
    voucherTypeId: 3,
  });
  const batch = await ok<{ id: string }>(
    call(t, 'POST', `clients/${entry}/vouchers`, {
      token,
      body: { voucher_type_id: 3, duration: 60, count: 10, value: 12 },
    }),
    'vouchers',
  );
  const webhook = await storedWebhookDelivery(t, owner);
  return {
    owner,
    otherProfessional,
    ownClient,
    otherClient,
    owned: {
      entry,
      pendingEntry: pending.id,
      group: group.id,
      event: event!.id,
      slot: slot!.id,
      registration: registration.id,
      batch: batch.id,
      busyCalendar: await storedBusyCalendar(t, owner.professionalId),
      webhookEndpoint: webhook.endpoint,
      webhookDelivery: webhook.delivery,
    },
  };
}

/** A new session of a user, without a password round (a refused request may have ended the last one). */
export async function freshToken(t: TestApp, userId: string): Promise<string> {
  const { token } = await startSession(t.deps.database.db, {
    userId,
    now: t.deps.clock(),
    secret: t.deps.config.jwtSecret,
  });
  return token;
}
