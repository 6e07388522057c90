import { parseLiveChange, type LiveChange, type LiveReady } from '@sessionbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../src/db/types.ts';
import { insertSession } from '../../src/modules/auth/queries.ts';
import type { EventStream } from '../../src/modules/live/event-stream.ts';
import type { LiveHub } from '../../src/modules/live/hub.ts';
import { startSession } from '../../src/modules/auth/services/start-session.ts';
import type { AppInstance } from '../../src/core/api-module.ts';
import { closeInjected, EventReader } from '../helpers/event-stream.ts';
import { APP_HOST, type TestApp } from '../helpers/test-app.ts';
import { call } from '../helpers/http.ts';
import { clientAccount, professional } from '../client-book/helpers.ts';

/** An open `GET /api/live` stream, read event by event. */
export interface Follow {
  ready: LiveReady;
  /** The next change, or 'end' once the server ended the stream. */
  next(): Promise<LiveChange | 'end'>;
  close(): void;
}

/** Opens the live stream of a token on an app (any instance) and reads its `ready` event. */
export async function follow(app: AppInstance, token: string): Promise<Follow> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/live',
    headers: { host: APP_HOST, authorization: `Bearer ${token}` },
    payloadAsStream: true,
  });
  if (response.statusCode !== 200) throw new Error(`GET live answered ${response.statusCode}`);
  const reader = new EventReader(response.stream());
  const first = await reader.next();
  if (first.event !== 'ready') throw new Error(`the stream began with ${first.event}`);
  return {
    ready: JSON.parse(first.data) as LiveReady,
    async next() {
      const event = await reader.next();
      if (event.event === 'end') return 'end';
      if (event.event !== 'change') throw new Error(`unexpected ${event.event} event`);
      const change = parseLiveChange(event.data);
      if (!change) throw new Error(`unreadable change ${event.data}`);
      return change;
    },
    close: () => closeInjected(response),
  };
}

export const calendarOf = (professionalId: string): LiveChange => ({
  scope: 'calendar',
  professional_id: professionalId,
});

/** A one-hour class of the professional, a week after the tests' "now"; its id. */
export async function newClass(t: TestApp, token: string, title = 'Bootcamp'): Promise<string> {
  const reply = await call(t, 'POST', 'events', {
    token,
    body: {
      start_time: '2027-03-18T08:00:00Z',
      end_time: '2027-03-18T09:00:00Z',
      voucher_type_id: 3,
      is_group_session: true,
      title,
      allow_overlap: true,
    },
  });
  if (reply.status !== 201) throw new Error(`class: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data[0].id as string;
}

/** A professional with a shareable link, and a client who joined through it (confirmed). */
export async function professionalWithClient(t: TestApp, name: string) {
  const pro = await professional(t, `${name}.pro`);
  const client = await clientAccount(t, `${name}.client`);
  await joinThroughLink(t, pro.token, client.token);
  return { pro, client };
}

export async function joinThroughLink(t: TestApp, proToken: string, clientToken: string): Promise<void> {
  const link = await call(t, 'PUT', 'invite-link', { token: proToken });
  const slug = (link.body.data['invite-link'] as string).split('/').pop();
  const joined = await call(t, 'POST', `client/invite-link/${slug}/accept`, { token: clientToken });
  if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
}

/** Another signed-in device of the same user: a second session. */
export async function secondSession(t: TestApp, userId: string): Promise<string> {
  const { token } = await startSession(t.deps.database.db, {
    userId,
    now: t.deps.clock(),
    secret: t.deps.config.jwtSecret,
  });
  return token;
}

/** The hub's logger, for tests that drive a LiveHub directly: nothing of theirs needs its warnings. */
export const silentLog = { warn: () => {} } as unknown as FastifyBaseLogger;

/**
 * A stream on a hub driven directly (no HTTP): a new session of `userId`, a token issued a second
 * before `now` that expires `expiresIn` seconds after it, read as it comes so it never backs up.
 */
export async function followOnHub(
  hub: LiveHub,
  database: Database,
  userId: string,
  now: Date,
  expiresIn = 3_600,
): Promise<EventStream> {
  const sessionId = await insertSession(database.db, userId, new Date(now.getTime() + 86_400_000));
  const seconds = Math.floor(now.getTime() / 1000);
  const stream = await hub.follow({
    userId,
    sessionId,
    timeZone: 'UTC',
    professionalId: null,
    clientId: null,
    tokenIssuedAt: seconds - 1,
    tokenExpiresAt: seconds + expiresIn,
  });
  if (!stream) throw new Error(`the hub refused a live session of ${userId}`);
  stream.body.resume();
  return stream;
}
