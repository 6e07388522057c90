import type { Language } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import type { Reader } from '../../../src/messaging/notification-matrix.ts';
import { startSession } from '../../../src/modules/auth/services/start-session.ts';
import { call } from '../../helpers/http.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** The tests' "now": Wednesday 10 March 2027, 12:00 UTC. */
export const T0 = new Date('2027-03-10T12:00:00Z');
/** The session most rows are about: Saturday 13 March, 17:00-18:00 UTC, three days on. */
export const START = new Date('2027-03-13T17:00:00Z');
export const END = new Date('2027-03-13T18:00:00Z');

/** How every reader's settings are set before the change. */
export type Mode = 'on' | 'off' | 'daily';

/** Someone in a row: how to reach them, where and in what language they read, how to act as them. */
export interface Person {
  name: string;
  email: string | null;
  phone: string | null;
  language: Language;
  timeZone: string;
  userId: string | null;
  token: string;
  clientId: string | null;
  professionalId: string | null;
  /** The professional's client-book entry for this client. */
  bookId: string | null;
}

/** The session a row is about: its calendar UID's id and kind, and its times. */
export interface Session {
  id: string;
  claim: boolean;
  start: Date;
  end: Date;
}

/** A row's world, ready for the change: who plays which reader, the session, and the change itself. */
export interface Stage {
  cast: Partial<Record<Reader, Person>>;
  session?: Session;
  /** Makes the change (the clock has moved a minute on from the setup). */
  change(): Promise<void>;
}

export interface World {
  t: TestApp;
  now(): Date;
  /** Moves the clock and runs every job due by then. */
  advanceTo(at: Date): Promise<void>;
  professional(): Promise<Person>;
  /** A confirmed client of the professional with an account and a phone, reading `language` in `timeZone`. */
  client(pro: Person, name: string, language: Language, timeZone: string): Promise<Person>;
  /** A client account nobody's client yet (with a phone), reading `language` in `timeZone`. */
  loneClient(name: string, language: Language, timeZone: string): Promise<Person>;
  /** The client-book entry of `client` with `pro`, once there is one. */
  bookIdOf(pro: Person, client: Person): Promise<string>;
  /** Someone without an account: only an address (or a phone), read in the professional's language and zone. */
  stranger(pro: Person, contact: { email?: string; phone?: string }): Person;
  api(person: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A group class at START (voucher type 3), with its places and waitlist. */
  groupClass(pro: Person, extra?: Record<string, unknown>): Promise<string>;
  /** A one-to-one session at START (voucher type 1) booked for these client-book entries and e-mails. */
  session(pro: Person, bookIds: string[], extra?: Record<string, unknown>): Promise<string>;
  /** The client's registration (or waitlist entry) in a class; its id. */
  register(client: Person, eventId: string, waitlist?: boolean): Promise<string>;
  /** An availability slot around START; its id. */
  slot(pro: Person): Promise<string>;
  /** The client's booking of START-END in the slot: the claim's event and registration ids. */
  claim(client: Person, slotId: string): Promise<{ eventId: string; registrationId: string }>;
  /** The client's registration id in an event. */
  registrationOf(client: Person, eventId: string): Promise<string>;
  /** Sets the cancellation and registration deadlines of a voucher type. */
  deadlines(pro: Person, voucherTypeId: number, registration: number, cancellation: number): Promise<void>;
}

let serial = 0;

export function createWorld(t: TestApp, clock: { now: Date }): World {
  const { db } = t.deps.database;
  const rows = async <R>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: R[] }).rows;

  async function account(
    role: 'client' | 'professional',
    name: string,
    language: Language,
    timeZone: string,
    phone: string | null,
  ) {
    serial += 1;
    const username = `${name.toLowerCase()}${serial}`;
    const email = `${username}@example.test`;
    const profile = role === 'client' ? sql.raw('client_profiles') : sql.raw('professional_profiles');
    const [made] = await rows<{ user_id: string; id: string }>(sql`
      with new_user as (
        insert into users (email, username, language, timezone, theme, activated_at)
        values (${email}, ${username}, ${language}, ${timeZone}, ${role}, now()) returning id
      )
      insert into ${profile} (user_id, full_name, phone) select id, ${name}, ${phone} from new_user
      returning user_id, id`);
    const { token } = await startSession(db, {
      userId: made!.user_id,
      now: clock.now,
      secret: t.deps.config.jwtSecret,
    });
    return { email, userId: made!.user_id, profileId: made!.id, token };
  }

  const world: World = {
    t,
    now: () => clock.now,
    async advanceTo(at) {
      clock.now = at;
      await t.drain();
    },
    async professional() {
      const made = await account('professional', 'Rita', 'pt-br', 'America/Sao_Paulo', null);
      return {
        name: 'Rita',
        email: made.email,
        phone: null,
        language: 'pt-br',
        timeZone: 'America/Sao_Paulo',
        userId: made.userId,
        token: made.token,
        clientId: null,
        professionalId: made.profileId,
        bookId: null,
      };
    },
    async client(pro, name, language, timeZone) {
      serial += 1;
      const phone = `+3161234${String(serial).padStart(4, '0')}`;
      const made = await account('client', name, language, timeZone, phone);
      const [book] = await rows<{ id: string }>(sql`
        insert into professional_clients (professional_id, client_id, full_name, email, status, initiated_by, confirmed_at)
        values (${pro.professionalId}, ${made.profileId}, ${name}, ${made.email}, 'confirmed', 'professional', now())
        returning id`);
      return {
        name,
        email: made.email,
        phone,
        language,
        timeZone,
        userId: made.userId,
        token: made.token,
        clientId: made.profileId,
        professionalId: null,
        bookId: book!.id,
      };
    },
    async loneClient(name, language, timeZone) {
      serial += 1;
      const phone = `+3161234${String(serial).padStart(4, '0')}`;
      const made = await account('client', name, language, timeZone, phone);
      return {
        name,
        email: made.email,
        phone,
        language,
        timeZone,
        userId: made.userId,
        token: made.token,
        clientId: made.profileId,
        professionalId: null,
        bookId: null,
      };
    },
    async bookIdOf(pro, client) {
      const [row] = await rows<{ id: string }>(sql`
        select id from professional_clients where professional_id = ${pro.professionalId}
          and (client_id = ${client.clientId} or lower(email) = lower(${client.email})) and ended_at is null`);
      return row!.id;
    },
    stranger(pro, contact) {
      return {
        name: contact.email ?? contact.phone ?? '',
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        language: pro.language,
        timeZone: pro.timeZone,
        userId: null,
        token: '',
        clientId: null,
        professionalId: null,
        bookId: null,
      };
    },
    async api(person, method, path, body) {
      const reply = await call(t, method, path, {
        token: person.token,
        ...(body === undefined ? {} : { body }),
      });
      if (reply.status >= 400)
        throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    },
    async groupClass(pro, extra = {}) {
      const body = {
        start_time: START.toISOString(),
        end_time: END.toISOString(),
        voucher_type_id: 3,
        is_group_session: true,
        title: 'Bootcamp',
        location: 'Studio 2',
        ...extra,
      };
      return (await world.api(pro, 'POST', 'events', body)).data[0].id;
    },
    async session(pro, bookIds, extra = {}) {
      const body = {
        start_time: START.toISOString(),
        end_time: END.toISOString(),
        voucher_type_id: 1,
        is_group_session: false,
        location: 'Room 4',
        client_ids: bookIds,
        ...extra,
      };
      return (await world.api(pro, 'POST', 'events', body)).data[0].id;
    },
    async register(client, eventId, waitlist = false) {
      const reply = await world.api(client, 'POST', `client/events/${eventId}/register`, {
        voucher_type_id: 3,
        waitlist,
      });
      return reply.data.event.registration.id;
    },
    async slot(pro) {
      const body = {
        start_time: new Date(START.getTime() - 3_600_000).toISOString(),
        end_time: new Date(END.getTime() + 3_600_000).toISOString(),
        voucher_types: [1],
        location: 'Room 4',
      };
      return (await world.api(pro, 'POST', 'availability-slots', body)).data[0].id;
    },
    async claim(client, slotId) {
      const reply = await world.api(client, 'POST', 'client/event-registrations', {
        availability_slot_id: slotId,
        start_time: START.toISOString(),
        duration: 60,
        voucher_type_id: 1,
      });
      const { event } = reply.data;
      return { eventId: event.id, registrationId: event.registration.id };
    },
    async registrationOf(client, eventId) {
      const [row] = await rows<{ id: string }>(sql`
        select id from event_registrations where event_id = ${eventId} and client_id = ${client.clientId}
        order by created_at desc limit 1`);
      return row!.id;
    },
    async deadlines(pro, voucherTypeId, registration, cancellation) {
      await world.api(pro, 'PUT', 'vouchers-settings', {
        voucher_settings: [
          {
            voucher_type_id: voucherTypeId,
            registration_deadline: registration,
            cancellation_deadline: cancellation,
          },
        ],
      });
    },
  };
  return world;
}

/** Sets every account's notification settings for the mode (`daily`: all on, the professional daily). */
export async function applyMode(t: TestApp, people: readonly Person[], mode: Mode): Promise<void> {
  const on = mode !== 'off';
  for (const person of people) {
    if (!person.userId) continue;
    await t.deps.database.db.execute(sql`
      update users set email_notifications = ${on}, sms_notifications = ${on}, no_action_reminders = ${on},
        booking_updates = ${mode === 'daily' && person.professionalId ? 'daily' : 'at_once'}
      where id = ${person.userId}`);
  }
}
