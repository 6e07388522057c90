import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.ts';
import { type ApiModule } from '../../src/core/api-module.ts';
import { apiModules } from '../../src/http/routes.ts';
import { isAuthenticationHook } from '../../src/modules/auth/authenticate.ts';
import { registerConnected } from '../scheduling/helpers.ts';
import { mailedToken, registration } from '../accounts/helpers.ts';
import { clientAccount, professional } from '../client-book/helpers.ts';
import { changedTables, watchFingerprint, type FingerprintWatch } from '../helpers/fingerprint.ts';
import { call, type HttpMethod } from '../helpers/http.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { buildWorld, WORLD_NOW, type World } from './world.ts';
import { StripeStandIn } from '../helpers/stripe-stand-in.ts';
import { recordWebhookEvent } from '../../src/modules/webhooks/record-event.ts';
import { stripeConfig } from '../payments/helpers.ts';
import { storedBusyCalendar } from '../busy-times/helpers.ts';
import { mintTokens, TOKEN_HOLDER, TOKEN_ROLES, tokenExpectations, type TokenRole } from './token-roles.ts';

/**
 * Every route that takes an id, slug or token, called by each of five people (issue 9, item 3): a
 * guest, a confirmed client of the owner, a client of another professional, another professional,
 * and the owner (the professional the data belongs to). Each refusal must leave every table as it was.
 * Two more call with a personal API token of every scope, the owner's and the other professional's
 * (token-roles.ts): like their professional where the route has a token scope, else refused.
 * The routes come from the server's route table: a new route with a path value and no entry fails.
 */
const ROLES = ['guest', 'ownClient', 'otherClient', 'otherProfessional', 'owner'] as const;
type Role = (typeof ROLES)[number];

interface Ctx {
  t: TestApp;
  world: World;
  /** A unique suffix for names made during one call. */
  unique: string;
}
interface Entry {
  /** The call to make: built again before each person's call, so a success never spoils the next. */
  prepare(ctx: Ctx): Promise<{ path: string; body?: unknown }>;
  expect: Record<Role, number>;
  /** What else each person's successful reply must show (beyond its status). */
  check?(ctx: Ctx, role: Role, body: unknown): Promise<void> | void;
}

/** Routes of the owner's own data: only the owner may; a client has no professional profile. */
const ownerOnly = (ok: number): Record<Role, number> => ({
  guest: 401,
  ownClient: 403,
  otherClient: 403,
  otherProfessional: 404,
  owner: ok,
});

/**
 * Routes of a client's own bookings: only the owner's confirmed client may; another client gets
 * `otherClient`; a professional without a client profile is 403 `forbidden`.
 */
const clientOnly = (ok: number, otherClient: number): Record<Role, number> => ({
  guest: 401,
  ownClient: ok,
  otherClient,
  otherProfessional: 403,
  owner: 403,
});

const classBody = {
  start_time: '2027-03-18T08:00:00Z',
  end_time: '2027-03-18T09:00:00Z',
  voucher_type_id: 3,
  is_group_session: true,
  title: 'Bootcamp',
};

async function data<T>(reply: Promise<{ status: number; body: { data: T } }>): Promise<T> {
  const { status, body } = await reply;
  if (status >= 300) throw new Error(`preparing failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A public address the outbound rules accept without DNS (nothing is ever sent to it here). */
const WEBHOOK_URL = 'https://93.184.216.34/hooks';

/** A webhook endpoint of the owner's: the one they have, or a new one (at most 10 may exist). */
async function newWebhookEndpoint({ t, world }: Ctx): Promise<string> {
  const token = world.owner.token;
  const [kept] = await data<{ id: string }[]>(call(t, 'GET', 'professional/webhooks', { token }));
  if (kept) return kept.id;
  const body = { url: WEBHOOK_URL, event_types: ['client.added'] };
  return (await data<{ id: string }>(call(t, 'POST', 'professional/webhooks', { token, body }))).id;
}

/** An endpoint of the owner's with one delivery in its log (an event recorded as a service would). */
async function newWebhookDelivery(ctx: Ctx): Promise<{ endpointId: string; deliveryId: string }> {
  const endpointId = await newWebhookEndpoint(ctx);
  const { db } = ctx.t.deps.database;
  await db.transaction((tx) =>
    recordWebhookEvent(tx, {
      professionalId: ctx.world.owner.professionalId,
      type: 'client.added',
      data: { client: { name: ctx.unique } },
    }),
  );
  const found = (await db.execute(
    sql`select id from webhook_deliveries where endpoint_id = ${endpointId}`,
  )) as unknown as { rows: { id: string }[] };
  return { endpointId, deliveryId: found.rows[0]!.id };
}

const newClass = async ({ t, world }: Ctx) =>
  (
    await data<{ id: string }[]>(
      call(t, 'POST', 'events', { token: world.owner.token, body: { ...classBody, allow_overlap: true } }),
    )
  )[0]!.id;

const packBody = { name: 'Ten', voucher_type_id: 1, duration: 60, count: 10, price: 400, valid_days: 90 };

/** A pack of the owner's (decision 0047), made afresh for each person's call. */
const newPack = async ({ t, world }: Ctx) =>
  (
    await data<{ id: string }>(
      call(t, 'POST', 'professional/voucher-packs', { token: world.owner.token, body: packBody }),
    )
  ).id;

/** A class of the owner that began half an hour before WORLD_NOW (its attendance can be marked). */
const startedClass = async ({ t, world }: Ctx) =>
  (
    await data<{ id: string }[]>(
      call(t, 'POST', 'events', {
        token: world.owner.token,
        body: {
          ...classBody,
          start_time: '2027-03-10T11:30:00Z',
          end_time: '2027-03-10T12:30:00Z',
          allow_overlap: true,
        },
      }),
    )
  )[0]!.id;

/** A new one-to-one session of the owner booked for `ownClient` (their book entry invited); its id. */
const newSessionFor = async ({ t, world }: Ctx) =>
  (
    await data<{ id: string }[]>(
      call(t, 'POST', 'events', {
        token: world.owner.token,
        body: {
          start_time: '2027-03-18T10:00:00Z',
          end_time: '2027-03-18T11:00:00Z',
          voucher_type_id: 1,
          client_ids: [world.owned.entry],
          allow_overlap: true,
        },
      }),
    )
  )[0]!.id;

/** A new professional with a shareable link, whom `ownClient` joins through it; their profile id. */
async function professionalOfOwnClient({ t, world, unique }: Ctx): Promise<string> {
  const pro = await professional(t, `joined.${unique}`);
  const link = await data<{ 'invite-link': string }>(call(t, 'PUT', 'invite-link', { token: pro.token }));
  const slug = link['invite-link'].split('/').pop();
  await data(call(t, 'POST', `client/invite-link/${slug}/accept`, { token: world.ownClient.token }));
  return pro.professionalId;
}

/**
 * A new professional whose confirmed client `ownClient` is (and no one else), with a pack on sale:
 * what buying online (decision 0049) is tried on.
 */
async function packOnSaleForOwnClient({
  t,
  world,
  unique,
}: Ctx): Promise<{ professionalId: string; packId: string }> {
  const pro = await professional(t, `seller.${unique}`);
  const link = await data<{ 'invite-link': string }>(call(t, 'PUT', 'invite-link', { token: pro.token }));
  await data(
    call(t, 'POST', `client/invite-link/${link['invite-link'].split('/').pop()}/accept`, {
      token: world.ownClient.token,
    }),
  );
  const pack = await data<{ id: string }>(
    call(t, 'POST', 'professional/voucher-packs', { token: pro.token, body: packBody }),
  );
  return { professionalId: pro.professionalId, packId: pack.id };
}

/** The professionals the client is a confirmed client of now, by profile id. */
async function confirmedProfessionalsOf(t: TestApp, clientId: string): Promise<string[]> {
  const result = (await t.deps.database.db.execute(sql`
    select professional_id as id from professional_clients
    where client_id = ${clientId} and status = 'confirmed' and ended_at is null`)) as unknown as {
    rows: { id: string }[];
  };
  return result.rows.map((row) => row.id);
}

export const MATRIX: Record<string, Entry> = {
  'POST /api/auth/activate/{id}': {
    // The link itself is the authority: whoever holds it completes that account, signed in or not.
    async prepare({ t, unique }) {
      const email = `new.${unique}@example.test`;
      await data(
        call(t, 'POST', 'auth/register', { body: registration({ email, username: `new.${unique}` }) }),
      );
      return {
        path: `auth/activate/${(await mailedToken(t, email)).token}`,
        body: { full_name: 'New Person' },
      };
    },
    expect: { guest: 200, ownClient: 200, otherClient: 200, otherProfessional: 200, owner: 200 },
  },
  'POST /api/client/invite-link/{slug}/accept': {
    // Any client may join a professional through their shareable link; a professional has no client profile.
    async prepare({ t, unique }) {
      const pro = await professional(t, `linked.${unique}`);
      const link = await data<{ 'invite-link': string }>(call(t, 'PUT', 'invite-link', { token: pro.token }));
      return { path: `client/invite-link/${link['invite-link'].split('/').pop()}/accept` };
    },
    expect: { guest: 401, ownClient: 200, otherClient: 200, otherProfessional: 403, owner: 403 },
  },
  'POST /api/professionals/{professionalId}/accept': {
    // Only a client the professional invited or confirmed (idempotent) may; no one else learns of it.
    prepare: async ({ world }) => ({ path: `professionals/${world.owner.professionalId}/accept` }),
    expect: { guest: 401, ownClient: 200, otherClient: 404, otherProfessional: 403, owner: 403 },
  },
  'POST /api/professionals/{professionalId}/decline': {
    // Ending it would spoil the world: each call ends `ownClient`'s relationship with a new professional.
    prepare: async (ctx) => ({ path: `professionals/${await professionalOfOwnClient(ctx)}/decline` }),
    expect: { guest: 401, ownClient: 200, otherClient: 404, otherProfessional: 403, owner: 403 },
  },
  'DELETE /api/professionals/{professionalId}': {
    prepare: async (ctx) => ({ path: `professionals/${await professionalOfOwnClient(ctx)}` }),
    expect: { guest: 401, ownClient: 200, otherClient: 404, otherProfessional: 403, owner: 403 },
  },
  'GET /api/guest/invite-link/{slug}': {
    prepare: async ({ world }) => ({ path: `guest/invite-link/${world.owner.slug}` }),
    expect: { guest: 200, ownClient: 200, otherClient: 200, otherProfessional: 200, owner: 200 },
  },
  'GET /api/calendar-feed/{token}.ics': {
    // Like an e-mailed link, the secret URL is the authority: calendar apps fetch it without a session.
    async prepare({ t, world }) {
      const feed = await data<{ url: string }>(
        call(t, 'GET', 'profile/calendar-feed', { token: world.owner.token }),
      );
      return { path: feed.url.slice(feed.url.indexOf('/api/') + '/api/'.length) };
    },
    expect: { guest: 200, ownClient: 200, otherClient: 200, otherProfessional: 200, owner: 200 },
  },
  'GET /api/guest/professionals/{username}': {
    // The owner made the profile public (world.ts).
    prepare: async ({ world }) => ({ path: `guest/professionals/${world.owner.username}` }),
    expect: { guest: 200, ownClient: 200, otherClient: 200, otherProfessional: 200, owner: 200 },
  },
  'GET /api/guest/professionals/{username}/calendar': {
    prepare: async ({ world }) => ({
      path: `guest/professionals/${world.owner.username}/calendar?start_date=2027-03-18&end_date=2027-03-19`,
    }),
    expect: { guest: 200, ownClient: 200, otherClient: 200, otherProfessional: 200, owner: 200 },
  },
  'GET /api/clients/{id}': {
    prepare: async ({ world }) => ({ path: `clients/${world.owned.entry}` }),
    expect: ownerOnly(200),
  },
  'PUT /api/clients/{id}': {
    prepare: async ({ world }) => ({
      path: `clients/${world.owned.pendingEntry}`,
      body: { full_name: 'Renamed Person', email: 'pending@example.test' },
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/clients/{id}': {
    async prepare({ t, world, unique }) {
      const entry = await data<{ id: string }>(
        call(t, 'POST', 'clients', {
          token: world.owner.token,
          body: { full_name: 'Leaving Person', email: `leaving.${unique}@example.test` },
        }),
      );
      return { path: `clients/${entry.id}` };
    },
    expect: ownerOnly(200),
  },
  'POST /api/clients/{id}/accept': {
    // A request the client started: a new client invites the owner by e-mail.
    async prepare({ t, world, unique }) {
      const asker = await clientAccount(t, `asker.${unique}`);
      await data(
        call(t, 'POST', 'client/professionals/invite', {
          token: asker.token,
          body: { email: 'owner.pro@example.test' },
        }),
      );
      const book = await data<{ id: string; client_id: string | null }[]>(
        call(t, 'GET', 'clients?status=pending', { token: world.owner.token }),
      );
      return { path: `clients/${book.find((row) => row.client_id === asker.clientId)!.id}/accept` };
    },
    expect: ownerOnly(200),
  },
  'GET /api/groups/{id}': {
    prepare: async ({ world }) => ({ path: `groups/${world.owned.group}` }),
    expect: ownerOnly(200),
  },
  'PUT /api/groups/{id}': {
    prepare: async ({ world }) => ({
      path: `groups/g${world.owned.group}`,
      body: { name: 'Mornings', client_ids: [world.owned.entry] },
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/groups/{id}': {
    async prepare({ t, world, unique }) {
      const group = await data<{ id: string }>(
        call(t, 'POST', 'groups', { token: world.owner.token, body: { name: `Evenings ${unique}` } }),
      );
      return { path: `groups/${group.id}` };
    },
    expect: ownerOnly(200),
  },
  'PUT /api/events/{id}': {
    prepare: async ({ world }) => ({ path: `events/${world.owned.event}`, body: classBody }),
    expect: ownerOnly(200),
  },
  'POST /api/events/{id}/cancel': {
    prepare: async (ctx) => ({
      path: `events/${await newClass(ctx)}/cancel`,
      body: { cancelled_reason: 'Ill' },
    }),
    expect: ownerOnly(200),
  },
  'PUT /api/availability-slots/{id}': {
    prepare: async ({ world }) => ({
      path: `availability-slots/${world.owned.slot}`,
      body: { start_time: '2027-03-19T08:00:00Z', end_time: '2027-03-19T12:00:00Z', voucher_types: [1, 2] },
    }),
    expect: ownerOnly(200),
  },
  'POST /api/availability-slots/{id}/cancel': {
    async prepare({ t, world }) {
      const [slot] = await data<{ id: string }[]>(
        call(t, 'POST', 'availability-slots', {
          token: world.owner.token,
          body: { start_time: '2027-03-20T08:00:00Z', end_time: '2027-03-20T10:00:00Z', voucher_types: [1] },
        }),
      );
      return { path: `availability-slots/${slot!.id}/cancel`, body: {} };
    },
    expect: ownerOnly(200),
  },
  'GET /api/event-registrations/{id}': {
    // Even the registered client: this is the professional's view of it.
    prepare: async ({ world }) => ({ path: `event-registrations/${world.owned.registration}` }),
    expect: ownerOnly(200),
  },
  'POST /api/event-registrations/{id}/decline': {
    async prepare(ctx) {
      const { id } = await registerConnected(ctx.t, {
        clientId: ctx.world.ownClient.clientId,
        eventId: await newClass(ctx),
        voucherTypeId: 3,
      });
      return { path: `event-registrations/${id}/decline`, body: { reason: 'Full' } };
    },
    expect: ownerOnly(200),
  },
  'PUT /api/event-registrations/{id}/attendance': {
    async prepare(ctx) {
      const { id } = await registerConnected(ctx.t, {
        clientId: ctx.world.ownClient.clientId,
        eventId: await startedClass(ctx),
        voucherTypeId: 3,
      });
      return { path: `event-registrations/${id}/attendance`, body: { attendance: 'no_show' } };
    },
    expect: ownerOnly(200),
  },
  'PUT /api/events/{id}/attendance': {
    async prepare(ctx) {
      const eventId = await startedClass(ctx);
      await registerConnected(ctx.t, { clientId: ctx.world.ownClient.clientId, eventId, voucherTypeId: 3 });
      return { path: `events/${eventId}/attendance`, body: { attendance: 'attended' } };
    },
    expect: ownerOnly(200),
  },
  'GET /api/clients/{id}/sessions': {
    prepare: async ({ world }) => ({ path: `clients/${world.owned.entry}/sessions?scope=upcoming` }),
    expect: ownerOnly(200),
  },
  'POST /api/client/events/{id}/register': {
    // The owner's profile is public: any client may book from it, and so becomes their client.
    prepare: async (ctx) => ({
      path: `client/events/${await newClass(ctx)}/register`,
      body: { voucher_type_id: 3 },
    }),
    expect: clientOnly(201, 201),
  },
  'POST /api/client/events/{id}/standing-spot': {
    // As registering: the owner's profile is public, so any client may book from it.
    prepare: async (ctx) => ({
      path: `client/events/${await newClass(ctx)}/standing-spot`,
      body: { voucher_type_id: 3 },
    }),
    expect: clientOnly(201, 201),
  },
  'POST /api/client/events/{id}/standing-spot/cancel': {
    async prepare(ctx) {
      const eventId = await newClass(ctx);
      await registerConnected(ctx.t, { clientId: ctx.world.ownClient.clientId, eventId, voucherTypeId: 3 });
      return { path: `client/events/${eventId}/standing-spot/cancel`, body: { reason: 'Moving away' } };
    },
    // Another client has no place there: nothing of theirs to cancel, and nobody else's is touched.
    expect: clientOnly(200, 200),
  },
  'POST /api/client/event-registrations/{id}/cancel': {
    async prepare(ctx) {
      const { id } = await registerConnected(ctx.t, {
        clientId: ctx.world.ownClient.clientId,
        eventId: await newClass(ctx),
        voucherTypeId: 3,
      });
      return { path: `client/event-registrations/${id}/cancel`, body: { reason: 'Ill' } };
    },
    expect: clientOnly(200, 404),
  },
  'POST /api/client/events/{id}/accept': {
    prepare: async (ctx) => ({ path: `client/events/${await newSessionFor(ctx)}/accept` }),
    expect: clientOnly(200, 404),
  },
  'POST /api/client/events/{id}/decline': {
    prepare: async (ctx) => ({ path: `client/events/${await newSessionFor(ctx)}/decline` }),
    expect: clientOnly(200, 404),
  },
  'GET /api/clients/{id}/vouchers': {
    prepare: async ({ world }) => ({ path: `clients/${world.owned.entry}/vouchers` }),
    expect: ownerOnly(200),
  },
  'POST /api/clients/{id}/vouchers': {
    prepare: async ({ world }) => ({
      path: `clients/${world.owned.entry}/vouchers`,
      body: { voucher_type_id: 1, duration: 30, count: 5 },
    }),
    expect: ownerOnly(201),
  },
  'POST /api/clients/{id}/vouchers/reset': {
    prepare: async ({ world }) => ({
      path: `clients/${world.owned.entry}/vouchers/reset`,
      body: { voucher_type_id: 1, duration: 30 },
    }),
    expect: ownerOnly(200),
  },
  'PUT /api/vouchers/batches/{id}': {
    prepare: async ({ world }) => ({ path: `vouchers/batches/${world.owned.batch}`, body: { count: 9 } }),
    expect: ownerOnly(200),
  },
  'DELETE /api/vouchers/batches/{id}': {
    // Each call removes a batch of its own, so the refusals are tried on one that exists.
    prepare: async ({ t, world }) => ({
      path: `vouchers/batches/${
        (
          await data<{ id: string }>(
            call(t, 'POST', `clients/${world.owned.entry}/vouchers`, {
              token: world.owner.token,
              body: { voucher_type_id: 2, duration: 45, count: 2 },
            }),
          )
        ).id
      }`,
    }),
    expect: ownerOnly(200),
  },
  'POST /api/vouchers/batches/{id}/paid': {
    prepare: async ({ world }) => ({ path: `vouchers/batches/${world.owned.batch}/paid` }),
    expect: ownerOnly(200),
  },
  'PUT /api/professional/voucher-packs/{id}': {
    prepare: async (ctx) => ({ path: `professional/voucher-packs/${await newPack(ctx)}`, body: packBody }),
    expect: ownerOnly(200),
  },
  'DELETE /api/professional/voucher-packs/{id}': {
    prepare: async (ctx) => ({ path: `professional/voucher-packs/${await newPack(ctx)}` }),
    expect: ownerOnly(200),
  },
  'GET /api/client/professionals/{id}/vouchers': {
    // The client's own vouchers with a professional they are connected to; nobody else's. A new
    // professional: booking from the owner's public profile connects any client to the owner.
    prepare: async (ctx) => ({ path: `client/professionals/${await professionalOfOwnClient(ctx)}/vouchers` }),
    expect: clientOnly(200, 404),
  },
  // Onboarding (issue 13): each professional reads and completes their own; the body's user_id must be
  // the caller's own, so only the owner may save the owner's preferences. Clients have no onboarding.
  // Buying packs online (decision 0049; the suite's server takes payments into one account): only a
  // confirmed client of the professional sees and buys their packs; a pack lists on a public profile.
  'GET /api/client/professionals/{id}/voucher-packs': {
    prepare: async (ctx) => ({
      path: `client/professionals/${(await packOnSaleForOwnClient(ctx)).professionalId}/voucher-packs`,
    }),
    expect: clientOnly(200, 404),
    check(_ctx, _role, body) {
      expect((body as { data: unknown[] }).data).toHaveLength(1);
    },
  },
  'POST /api/client/professionals/{id}/voucher-packs/{packId}/checkout': {
    async prepare(ctx) {
      const { professionalId, packId } = await packOnSaleForOwnClient(ctx);
      return { path: `client/professionals/${professionalId}/voucher-packs/${packId}/checkout` };
    },
    expect: clientOnly(200, 404),
  },
  'GET /api/guest/professionals/{username}/voucher-packs': {
    // The owner's profile is public (world.ts) and has no pack on sale: an empty list for everyone.
    prepare: async ({ world }) => ({ path: `guest/professionals/${world.owner.username}/voucher-packs` }),
    expect: { guest: 200, ownClient: 200, otherClient: 200, otherProfessional: 200, owner: 200 },
  },
  'GET /api/user-preferences': {
    prepare: async () => ({ path: 'user-preferences' }),
    expect: { guest: 401, ownClient: 403, otherClient: 403, otherProfessional: 200, owner: 200 },
  },
  'POST /api/user-preferences': {
    prepare: async ({ world }) => ({
      path: 'user-preferences',
      body: { user_id: world.owner.userId, session_preferences: [1, 3], duration_preferences: ['60'] },
    }),
    expect: { guest: 401, ownClient: 403, otherClient: 403, otherProfessional: 403, owner: 201 },
  },
  // Profile pictures are public files with unguessable names, like an image on a public profile.
  'GET /api/avatars/{name}': {
    prepare: async ({ t, world }) => {
      const boundary = 'matrix-boundary';
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
          '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
        'hex',
      );
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const user = await data<{ avatar: string }>(
        call(t, 'POST', 'profile/avatar', {
          token: world.owner.token,
          body,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        }),
      );
      return { path: user.avatar.replace('/api/', '') };
    },
    expect: { guest: 200, ownClient: 200, otherClient: 200, otherProfessional: 200, owner: 200 },
  },
  'PUT /api/profile/onboarding': {
    prepare: async () => ({ path: 'profile/onboarding' }),
    expect: { guest: 401, ownClient: 403, otherClient: 403, otherProfessional: 200, owner: 200 },
  },
  'GET /api/client/calendar': {
    // No path value, but the combined calendar must hold only the reader's own professionals: each
    // client gets exactly the professionals they are a confirmed client of now, and only their items.
    prepare: async () => ({ path: 'client/calendar?start_date=2027-03-15&end_date=2027-03-21' }),
    expect: { guest: 401, ownClient: 200, otherClient: 200, otherProfessional: 403, owner: 403 },
    async check({ t, world }, role, body) {
      const client = { ownClient: world.ownClient, otherClient: world.otherClient }[role as 'ownClient'];
      const confirmed = (await confirmedProfessionalsOf(t, client.clientId)).sort();
      const { data } = body as {
        data: {
          professionals: { id: string }[];
          events: { professional_id: string }[];
          slots: { professional_id: string }[];
        };
      };
      expect(data.professionals.map((professional) => professional.id).sort(), `${role} sees`).toEqual(
        confirmed,
      );
      for (const item of [...data.events, ...data.slots]) expect(confirmed).toContain(item.professional_id);
    },
  },
  'GET /api/professional/reports': {
    // No path value, but a report must hold only the reader's own practice: the owner's client shows
    // in the owner's report (per client, or as not booked for a while) and in no one else's.
    prepare: async () => ({ path: 'professional/reports' }),
    expect: { guest: 401, ownClient: 403, otherClient: 403, otherProfessional: 200, owner: 200 },
    check({ world }, role, body) {
      const { data } = body as {
        data: { clients: { entry_id: string | null }[]; inactive_clients: { entry_id: string }[] };
      };
      const entries = [...data.clients, ...data.inactive_clients].map((row) => row.entry_id);
      if (role === 'owner') expect(entries).toContain(world.owned.entry);
      else expect(entries).not.toContain(world.owned.entry);
    },
  },
  'POST /api/professional/clients/import': {
    // No path value, but a professional's import is judged against their own book only: a row with
    // the owner's pending person is a duplicate of the owner's entry for the owner, and for anyone else
    // a new person, with nothing of the owner's named (decision 0048).
    prepare: async () => ({
      path: 'professional/clients/import',
      body: { rows: [{ full_name: 'Pending Person', email: 'pending@example.test' }], dry_run: true },
    }),
    expect: { guest: 401, ownClient: 403, otherClient: 403, otherProfessional: 200, owner: 200 },
    check({ world }, role, body) {
      const { data } = body as { data: { counts: { duplicate: number }; problems: unknown[] } };
      if (role === 'owner') expect(JSON.stringify(data.problems)).toContain(world.owned.pendingEntry);
      else expect(data).toMatchObject({ counts: { duplicate: 0 }, problems: [] });
    },
  },
  'POST /api/professional/clients/invite-held': {
    // The ids are in the body: only the owner may send the held invitation of an entry they imported.
    async prepare({ t, world, unique }) {
      const imported = await data<{ imported_ids: string[] }>(
        call(t, 'POST', 'professional/clients/import', {
          token: world.owner.token,
          body: { rows: [{ full_name: 'Imported', email: `imported.${unique}@example.test` }] },
        }),
      );
      return { path: 'professional/clients/invite-held', body: { ids: imported.imported_ids } };
    },
    expect: ownerOnly(200),
    check(_ctx, _role, body) {
      expect(body).toEqual({ data: { invited: 1 } });
    },
  },
  'GET /api/professional/export/{table}.csv': {
    // The table is no one's id: each professional's file holds their own practice only. The owner's
    // client book names `ownClient`; the other professional's never does.
    prepare: async () => ({ path: 'professional/export/clients.csv' }),
    expect: { guest: 401, ownClient: 403, otherClient: 403, otherProfessional: 200, owner: 200 },
    check(_ctx, role, body) {
      if (role === 'owner') expect(String(body)).toContain('Client own.client');
      else expect(String(body)).not.toContain('Client own.client');
    },
  },
  'GET /api/professional/embed': {
    // No path value: each professional reads the sites of their own widget, under their own username.
    prepare: async () => ({ path: 'professional/embed' }),
    expect: { guest: 401, ownClient: 403, otherClient: 403, otherProfessional: 200, owner: 200 },
    check({ world }, role, body) {
      const { data } = body as { data: { username: string } };
      expect(data.username).toBe(role === 'owner' ? world.owner.username : world.otherProfessional.username);
    },
  },
  'PUT /api/professional/embed': {
    // Each professional replaces their own widget's sites only (decision 0053).
    prepare: async ({ unique }) => ({
      path: 'professional/embed',
      body: { allowed_origins: [`https://site-${unique}.example`] },
    }),
    expect: { guest: 401, ownClient: 403, otherClient: 403, otherProfessional: 200, owner: 200 },
    async check({ t, world, unique }, role) {
      const other = role === 'owner' ? world.otherProfessional : world.owner;
      const theirs = await data<{ allowed_origins: string[] }>(
        call(t, 'GET', 'professional/embed', { token: other.token }),
      );
      expect(theirs.allowed_origins).not.toContain(`https://site-${unique}.example`.toLowerCase());
    },
  },
  // Busy calendars (decision 0050): a calendar of the owner's, made afresh for each call.
  'PUT /api/professional/busy-calendars/{id}': {
    prepare: async ({ t, world }) => ({
      path: `professional/busy-calendars/${await storedBusyCalendar(t, world.owner.professionalId)}`,
      body: { label: 'Renamed', show_titles: true },
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/professional/busy-calendars/{id}': {
    prepare: async ({ t, world }) => ({
      path: `professional/busy-calendars/${await storedBusyCalendar(t, world.owner.professionalId)}`,
    }),
    expect: ownerOnly(200),
  },
  'POST /api/professional/busy-calendars/{id}/refresh': {
    prepare: async ({ t, world }) => ({
      path: `professional/busy-calendars/${await storedBusyCalendar(t, world.owner.professionalId)}/refresh`,
    }),
    expect: ownerOnly(202),
  },
  'GET /api/user/data-export': {
    // Every account downloads its own data; no one else's shows in it (the owner's book names
    // `ownClient`, and `ownClient`'s own data names them).
    prepare: async () => ({ path: 'user/data-export' }),
    expect: { guest: 401, ownClient: 200, otherClient: 200, otherProfessional: 200, owner: 200 },
    check({ world }, role, body) {
      const text = JSON.stringify(body);
      if (role === 'owner' || role === 'ownClient') expect(text).toContain('Client own.client');
      else expect(text).not.toContain('Client own.client');
      if (role !== 'owner') expect(text).not.toContain(world.owned.pendingEntry);
    },
  },
  'DELETE /api/professional/api-tokens/{id}': {
    // A token of the owner's, made afresh for each call (decision 0052): only the owner revokes it.
    async prepare({ t, world }) {
      const made = await data<{ id: string }>(
        call(t, 'POST', 'professional/api-tokens', {
          token: world.owner.token,
          body: { name: 'Revoke me', scopes: ['clients:read'] },
        }),
      );
      return { path: `professional/api-tokens/${made.id}` };
    },
    expect: ownerOnly(200),
  },
  'PUT /api/professional/webhooks/{id}': {
    // A webhook endpoint of the owner's (decision 0051): another professional's is not found.
    prepare: async (ctx) => ({
      path: `professional/webhooks/${await newWebhookEndpoint(ctx)}`,
      body: { url: `${WEBHOOK_URL}/changed`, event_types: ['booking.created'] },
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/professional/webhooks/{id}': {
    prepare: async (ctx) => ({ path: `professional/webhooks/${await newWebhookEndpoint(ctx)}` }),
    expect: ownerOnly(200),
  },
  'GET /api/professional/webhooks/{id}/secret': {
    prepare: async (ctx) => ({ path: `professional/webhooks/${await newWebhookEndpoint(ctx)}/secret` }),
    expect: ownerOnly(200),
    check(_ctx, _role, body) {
      expect((body as { data: { secret: string } }).data.secret).toMatch(/^whsec_/);
    },
  },
  'GET /api/professional/webhooks/{id}/deliveries': {
    prepare: async (ctx) => {
      const { endpointId } = await newWebhookDelivery(ctx);
      return { path: `professional/webhooks/${endpointId}/deliveries` };
    },
    expect: ownerOnly(200),
    check(_ctx, _role, body) {
      expect((body as { data: unknown[] }).data.length).toBeGreaterThan(0);
    },
  },
  'POST /api/professional/webhooks/{id}/deliveries/{deliveryId}/resend': {
    prepare: async (ctx) => {
      const { endpointId, deliveryId } = await newWebhookDelivery(ctx);
      return { path: `professional/webhooks/${endpointId}/deliveries/${deliveryId}/resend` };
    },
    expect: ownerOnly(200),
  },
  'GET /api/live': {
    // No path value, but a stream must never follow another professional's calendar: each person's
    // `ready` names exactly the calendars they may read, their own professional profile's and those
    // of the professionals they are a confirmed client of now (the entries above connect both clients
    // to more professionals). test/live has the changes themselves.
    prepare: async () => ({ path: 'live' }),
    expect: { guest: 401, ownClient: 200, otherClient: 200, otherProfessional: 200, owner: 200 },
    async check({ t, world }, role, body) {
      const ready = /^event: ready\ndata: (.*)$/.exec(String(body));
      const followed = (JSON.parse(ready?.[1] ?? 'null') as { calendars: string[] } | null)?.calendars;
      const client = { ownClient: world.ownClient, otherClient: world.otherClient }[role as 'ownClient'];
      const professional = { owner: world.owner, otherProfessional: world.otherProfessional }[
        role as 'owner'
      ];
      const confirmed = client
        ? await confirmedProfessionalsOf(t, client.clientId)
        : [professional!.professionalId];
      expect([...(followed ?? [])].sort(), `${role} follows`).toEqual(confirmed.sort());
    },
  },
};

/** `POST /api/clients/{id}/accept` for a route of the table. */
function routeKey(route: RouteOptions): string[] {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return [route.method].flat().map((method) => `${method} ${path}`);
}

describe.each(databaseKinds)('the authorization matrix (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  let watch: FingerprintWatch;
  let apiTokens: Record<TokenRole, string>;
  const routes: RouteOptions[] = [];
  const recordRoutes: ApiModule = async (app) => {
    app.addHook('onRoute', (route) => {
      routes.push(route as RouteOptions);
    });
  };

  const standIn = new StripeStandIn();

  beforeAll(async () => {
    await standIn.start();
    const base = await createTestApp(
      kind,
      { stripe: stripeConfig(standIn, 'single') },
      { clock: () => WORLD_NOW },
    );
    // The same database and settings, with a recorder first: it sees every API route registered after it.
    const app = await buildApp(base.deps, { apiModules: [recordRoutes, ...apiModules] });
    await app.ready();
    t = {
      ...base,
      app,
      close: async () => {
        await app.close();
        await base.close();
      },
    };
    world = await buildWorld(t);
    apiTokens = await mintTokens(t, world);
    watch = await watchFingerprint(t.deps.database);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it('has an entry for every route with a path value, and none for a route that is gone', () => {
    const withPathValues = routes
      .filter((route) => route.url.includes(':'))
      .flatMap(routeKey)
      .filter((key) => !key.startsWith('HEAD '));
    expect(
      withPathValues.filter((key) => !(key in MATRIX)),
      'routes without an entry',
    ).toEqual([]);
    // Routes that take an id in their body (user-preferences) have entries too.
    const all = routes.flatMap(routeKey);
    expect(
      Object.keys(MATRIX).filter((key) => !all.includes(key)),
      'entries without a route',
    ).toEqual([]);
  });

  let calls = 0;
  it.each(Object.entries(MATRIX))('%s', async (key, entry) => {
    const [method, template] = key.split(' ') as [HttpMethod, string];
    const signedIn = routes.some(
      (route) => routeKey(route).includes(key) && [route.onRequest].flat().some(isAuthenticationHook),
    );
    const expected = { ...entry.expect, ...tokenExpectations(key, entry.expect, signedIn) };
    // Refusals first: a permitted call may change what the others would see.
    const order = [...ROLES, ...TOKEN_ROLES].sort(
      (a, b) => Number(expected[a] < 300) - Number(expected[b] < 300),
    );
    const tokens: Record<Role | TokenRole, string | undefined> = {
      guest: undefined,
      ownClient: world.ownClient.token,
      otherClient: world.otherClient.token,
      otherProfessional: world.otherProfessional.token,
      owner: world.owner.token,
      ...apiTokens,
    };
    const answers: Partial<Record<Role | TokenRole, number>> = {};
    for (const role of order) {
      const { path, body } = await entry.prepare({
        t,
        world,
        unique: `${role.toLowerCase()}${(calls += 1)}`,
      });
      expect(`/api/${path.split('?')[0]}`).toMatch(
        new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      );
      const before = await watch.fingerprint();
      const reply = await call(t, method, path, { token: tokens[role], body });
      answers[role] = reply.status;
      const holder = role in TOKEN_HOLDER ? TOKEN_HOLDER[role as TokenRole] : (role as Role);
      if (reply.status < 300) await entry.check?.({ t, world, unique: '' }, holder, reply.body);
      if (reply.status >= 400) {
        expect(changedTables(before, await watch.fingerprint()), `${role} changed`).toEqual([]);
      }
    }
    expect(answers).toEqual(expected);
  });
});
