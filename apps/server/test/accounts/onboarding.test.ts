import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { professionalProfiles } from '../../src/db/schema/accounts.ts';
import { voucherTypes } from '../../src/db/schema/platform.ts';
import { clientAccount, professional } from '../client-book/helpers.ts';
import { changedTables, databaseFingerprint } from '../helpers/fingerprint.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { call } from './helpers.ts';

const ROUTES = [
  ['GET', 'user-preferences'],
  ['POST', 'user-preferences'],
  ['PUT', 'profile/onboarding'],
  ['PUT', 'user-preferences/durations'],
] as const;

describe.each(databaseKinds)('professional onboarding (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  /** The call must be refused with `status` and leave every table as it was. */
  async function refused(
    status: number,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { token?: string; body?: unknown },
  ) {
    const before = await databaseFingerprint(t.deps.database);
    const reply = await call(t, method, path, options);
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    expect(changedTables(before, await databaseFingerprint(t.deps.database))).toEqual([]);
    return reply.body;
  }

  async function profileRow(userId: string) {
    const [row] = await t.deps.database.db
      .select({ onboarded: professionalProfiles.onboarded, isPublic: professionalProfiles.isPublic })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, userId));
    return row;
  }

  it('saves the session types and durations, answers 201 with a message, and reads them back', async () => {
    const pro = await professional(t, 'ada');
    const empty = await call(t, 'GET', 'user-preferences', { token: pro.token });
    expect(empty).toEqual({
      status: 200,
      body: { data: { user_id: pro.userId, session_preferences: [], duration_preferences: [] } },
    });

    const saved = await call(t, 'POST', 'user-preferences', {
      token: pro.token,
      body: { user_id: pro.userId, session_preferences: [3, 1, 3], duration_preferences: ['90', '30', '30'] },
    });
    expect(saved).toEqual({
      status: 201,
      body: {
        data: { user_id: pro.userId, session_preferences: [1, 3], duration_preferences: ['30', '90'] },
        message: 'Your preferences are saved.',
      },
    });
    expect((await call(t, 'GET', 'user-preferences', { token: pro.token })).body.data).toEqual(
      saved.body.data,
    );

    // Saving again replaces both lists.
    const again = await call(t, 'POST', 'user-preferences', {
      token: pro.token,
      body: { user_id: pro.userId, session_preferences: [2], duration_preferences: ['45'] },
    });
    expect(again.body.data).toEqual({
      user_id: pro.userId,
      session_preferences: [2],
      duration_preferences: ['45'],
    });
    const rows = (await t.deps.database.db.execute(
      sql`select count(*)::int as n from user_preferences`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(1);
  });

  it("answers the success message in the user's language", async () => {
    const pro = await professional(t, 'nora', 'nl');
    const saved = await call(t, 'POST', 'user-preferences', {
      token: pro.token,
      body: { user_id: pro.userId, session_preferences: [1], duration_preferences: ['60'] },
    });
    expect(saved.body.message).toBe('Je voorkeuren zijn opgeslagen.');
  });

  it('refuses each broken rule with 422 on its field and changes nothing', async () => {
    const pro = await professional(t, 'ada');
    const valid = { user_id: pro.userId, session_preferences: [1, 2], duration_preferences: ['60'] };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ user_id: undefined }, { user_id: ['validation.required'] }],
      [{ user_id: 'me' }, { user_id: ['validation.invalid'] }],
      [{ session_preferences: undefined }, { session_preferences: ['validation.required'] }],
      [{ session_preferences: [] }, { session_preferences: ['validation.required'] }],
      [{ session_preferences: '1' }, { session_preferences: ['validation.invalid'] }],
      [{ session_preferences: [1, 4] }, { 'session_preferences.1': ['validation.voucher_type'] }],
      [{ session_preferences: ['1'] }, { 'session_preferences.0': ['validation.voucher_type'] }],
      [{ duration_preferences: undefined }, { duration_preferences: ['validation.required'] }],
      [{ duration_preferences: [] }, { duration_preferences: ['validation.required'] }],
      [{ duration_preferences: [60] }, { 'duration_preferences.0': ['validation.duration'] }],
      [{ duration_preferences: ['60', '75'] }, { 'duration_preferences.1': ['validation.duration'] }],
      [
        { session_preferences: [], duration_preferences: [] },
        { session_preferences: ['validation.required'], duration_preferences: ['validation.required'] },
      ],
    ];
    for (const [change, errors] of cases) {
      const body = await refused(422, 'POST', 'user-preferences', {
        token: pro.token,
        body: { ...valid, ...change },
      });
      expect(body.errors, JSON.stringify(change)).toEqual(errors);
    }
    await refused(422, 'POST', 'user-preferences', { token: pro.token });
  });

  it('takes the session types from the voucher_types table', async () => {
    const pro = await professional(t, 'ada');
    const { db } = t.deps.database;
    const [duo] = await db.select().from(voucherTypes).where(eq(voucherTypes.id, 2));
    await db.delete(voucherTypes).where(eq(voucherTypes.id, 2));
    try {
      const body = await refused(422, 'POST', 'user-preferences', {
        token: pro.token,
        body: { user_id: pro.userId, session_preferences: [1, 2], duration_preferences: ['60'] },
      });
      expect(body.errors).toEqual({ 'session_preferences.1': ['validation.voucher_type'] });
    } finally {
      await db.insert(voucherTypes).values(duo!);
    }
  });

  it("refuses another user's id with 403, and a user without a professional profile", async () => {
    const pro = await professional(t, 'ada');
    const other = await professional(t, 'bea');
    const client = await clientAccount(t, 'cleo');
    const clientUser = (await call(t, 'GET', 'profile', { token: client.token })).body.data;
    const body = { session_preferences: [1], duration_preferences: ['60'] };
    await call(t, 'POST', 'user-preferences', {
      token: other.token,
      body: { ...body, user_id: other.userId },
    });

    for (const userId of [other.userId, clientUser.id, '0b9f6f0e-4f5d-4c47-9a36-2f4a4f9b7c11']) {
      const refusal = await refused(403, 'POST', 'user-preferences', {
        token: pro.token,
        body: { ...body, user_id: userId },
      });
      expect(refusal.code).toBe('forbidden');
    }
    await refused(403, 'POST', 'user-preferences', {
      token: client.token,
      body: { ...body, user_id: clientUser.id },
    });
    await refused(403, 'GET', 'user-preferences', { token: client.token });
    await refused(403, 'PUT', 'profile/onboarding', { token: client.token });
    // The other professional's preferences are theirs alone.
    expect((await call(t, 'GET', 'user-preferences', { token: pro.token })).body.data).toEqual({
      user_id: pro.userId,
      session_preferences: [],
      duration_preferences: [],
    });
  });

  it('changes the session lengths alone later, even for a professional who skipped onboarding', async () => {
    const pro = await professional(t, 'ada');
    const first = await call(t, 'PUT', 'user-preferences/durations', {
      token: pro.token,
      body: { duration_preferences: ['120', '60', '60'] },
    });
    expect(first).toEqual({
      status: 200,
      body: { data: { user_id: pro.userId, session_preferences: [], duration_preferences: ['60', '120'] } },
    });
    await call(t, 'POST', 'user-preferences', {
      token: pro.token,
      body: { user_id: pro.userId, session_preferences: [1, 3], duration_preferences: ['30'] },
    });
    const changed = await call(t, 'PUT', 'user-preferences/durations', {
      token: pro.token,
      body: { duration_preferences: ['45', '90'] },
    });
    expect(changed.body.data).toEqual({
      user_id: pro.userId,
      session_preferences: [1, 3],
      duration_preferences: ['45', '90'],
    });

    const body = await refused(422, 'PUT', 'user-preferences/durations', {
      token: pro.token,
      body: { duration_preferences: [] },
    });
    expect(body).toMatchObject({ errors: { duration_preferences: ['validation.required'] } });
    await refused(422, 'PUT', 'user-preferences/durations', {
      token: pro.token,
      body: { duration_preferences: ['15'] },
    });
    const client = await clientAccount(t, 'cli');
    await refused(403, 'PUT', 'user-preferences/durations', {
      token: client.token,
      body: { duration_preferences: ['60'] },
    });
  });

  it('requires a session token on every onboarding route', async () => {
    for (const [method, path] of ROUTES) {
      const body = await refused(401, method, path, {
        body: method === 'GET' ? undefined : { user_id: 'x' },
      });
      expect(body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    }
  });

  it('marks the professional onboarded and public once; calling it again changes nothing', async () => {
    const pro = await professional(t, 'ada');
    expect(await profileRow(pro.userId)).toEqual({ onboarded: false, isPublic: false });
    expect((await call(t, 'GET', 'guest/professionals/ada')).status).toBe(403);

    const done = await call(t, 'PUT', 'profile/onboarding', { token: pro.token });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual((await call(t, 'GET', 'profile', { token: pro.token })).body.data);
    expect(done.body.data.professional.onboarded).toBe(true);
    expect(await profileRow(pro.userId)).toEqual({ onboarded: true, isPublic: true });
    expect((await call(t, 'GET', 'guest/professionals/ada')).status).toBe(200);

    const again = await call(t, 'PUT', 'profile/onboarding', { token: pro.token });
    expect(again).toEqual(done);

    // A profile hidden after onboarding stays hidden when the call is repeated (another device).
    await call(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: false } });
    const before = await databaseFingerprint(t.deps.database);
    expect((await call(t, 'PUT', 'profile/onboarding', { token: pro.token })).status).toBe(200);
    expect(changedTables(before, await databaseFingerprint(t.deps.database))).toEqual([]);
    expect(await profileRow(pro.userId)).toEqual({ onboarded: true, isPublic: false });
  });

  it("accepts onboarding's first event: a named session for nobody yet, or a class of the group type", async () => {
    const pro = await professional(t, 'ada');
    const first = (voucherTypeId: number, hour: number) => ({
      start_time: `2027-03-18T${hour}:00:00Z`,
      end_time: `2027-03-18T${hour}:45:00Z`,
      voucher_type_id: voucherTypeId,
      is_group_session: voucherTypeId === 3,
      title: 'Test event',
      client_emails: [],
    });
    for (const [type, hour] of [
      [1, 10],
      [2, 12],
      [3, 14],
    ] as const) {
      const created = await call(t, 'POST', 'events', { token: pro.token, body: first(type, hour) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data[0]).toMatchObject({
        voucher_type_id: type,
        title: 'Test event',
        is_group_session: type === 3,
        max_event_regs: type === 2 ? 2 : type === 3 ? 10 : 1,
        invitations: [],
        registrations: [],
      });
    }
    const listed = await call(t, 'GET', 'events?start_date=2027-03-18&end_date=2027-03-18', {
      token: pro.token,
    });
    expect(listed.body.data.map((event: { title: string }) => event.title)).toEqual([
      'Test event',
      'Test event',
      'Test event',
    ]);
    // Without a title, a session still needs someone to invite (the session dialog's rule).
    const body = await refused(422, 'POST', 'events', {
      token: pro.token,
      body: { ...first(1, 16), title: null },
    });
    expect(body.errors).toEqual({ client_ids: ['validation.contact_required'] });
  });
});
