import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { professionalClients } from '../../src/db/schema/client-book.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { addClient, bookCounts, bookSnapshot, call, clientAccount, professional } from './helpers.ts';

describe.each(databaseKinds)('client book (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('adds a client by e-mail: pending entry and an invitation with the invite link', async () => {
    const pro = await professional(t, 'coach', 'nl', 'Coach Carla');
    const reply = await call(t, 'POST', 'clients', {
      token: pro.token,
      body: { full_name: 'Bea Brown', email: 'Bea@Example.test', phone: '+31 6 1234 5678', comment: 'knee' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      type: 'client',
      full_name: 'Bea Brown',
      email: 'bea@example.test',
      phone: '+31612345678',
      comment: 'knee',
      status: 'pending',
      initiated_by: 'professional',
      client_id: null,
      username: null,
      avatar: null,
      voucher_balance: null,
      last_session: null,
      confirmed_at: null,
    });
    expect(Object.keys(reply.body.data).sort()).toEqual(
      [
        'avatar',
        'client_id',
        'comment',
        'confirmed_at',
        'created_at',
        'email',
        'full_name',
        'id',
        'initiated_by',
        'invitation_held',
        'last_session',
        'opening_balances',
        'phone',
        'status',
        'type',
        'username',
        'voucher_balance',
      ].sort(),
    );
    const mail = await t.outbox.lastTo('bea@example.test');
    expect(mail).toMatchObject({ channel: 'email', template: 'client_invitation', language: 'nl' });
    expect(mail!.subject).toContain('Coach Carla');
    const link = await call(t, 'GET', 'invite-link', { token: pro.token });
    expect(link.body.data.invite_link).toMatch(/\/invite\/[A-Za-z0-9_-]{10,}$/);
    expect(t.outbox.linkIn(mail!)).toBe(link.body.data.invite_link);
  });

  it("links an existing client account and writes in the invitee's language", async () => {
    const pro = await professional(t, 'coach', 'en');
    const client = await clientAccount(t, 'dora', 'es');
    const entry = await addClient(t, pro.token, { full_name: 'Dora', email: client.email });
    expect(entry).toMatchObject({ client_id: client.clientId, username: 'dora', status: 'pending' });
    const mail = await t.outbox.lastTo(client.email);
    expect(mail).toMatchObject({ template: 'client_invitation', language: 'es' });
    expect(t.outbox.linkIn(mail!)).toMatch(/^http:\/\/app\.localhost:\d+\/invite\/[A-Za-z0-9_-]{10,}$/);
  });

  it('a phone-only client gets an SMS outbox row with the link', async () => {
    const pro = await professional(t, 'coach', 'pt');
    const entry = await addClient(t, pro.token, { full_name: 'Phil', phone: '+351 912 345 678' });
    expect(entry).toMatchObject({ phone: '+351912345678', email: null });
    const sms = await t.outbox.lastTo('+351912345678');
    expect(sms).toMatchObject({ channel: 'sms', template: 'client_invitation', language: 'pt' });
    expect(sms!.text).toMatch(/\/invite\/[A-Za-z0-9_-]{10,}/);
    expect(sms!.html).not.toContain('<script');
  });

  it.each([
    [{ full_name: 'X' }, 'email', 'validation.contact_required'],
    [{ full_name: 'X', email: 'not-an-email' }, 'email', 'validation.email'],
    [{ full_name: 'X', email: 'a@b' }, 'email', 'validation.email'],
    [{ full_name: 'X', phone: '0612345678' }, 'phone', 'validation.phone'],
    [{ full_name: 'X', phone: '+12 34' }, 'phone', 'validation.phone'],
    [{ email: 'x@y.zz' }, 'full_name', 'validation.required'],
  ])('POST clients %j → 422 on %s, nothing stored', async (body, field, message) => {
    const pro = await professional(t, 'coach');
    const before = await bookCounts(t);
    const reply = await call(t, 'POST', 'clients', { token: pro.token, body });
    expect(reply.status).toBe(422);
    expect(reply.body.errors[field]).toEqual([message]);
    expect(await bookCounts(t)).toEqual(before);
  });

  it('refuses a duplicate by e-mail (any case) or phone; another professional may invite the same person', async () => {
    const pro = await professional(t, 'coach');
    const other = await professional(t, 'other');
    await addClient(t, pro.token, { full_name: 'Bea', email: 'bea@example.test', phone: '+3161234567' });
    const before = await bookCounts(t);
    const byEmail = await call(t, 'POST', 'clients', {
      token: pro.token,
      body: { full_name: 'Bea 2', email: 'BEA@example.test' },
    });
    expect(byEmail.status).toBe(422);
    expect(byEmail.body.errors).toEqual({ email: ['validation.already_invited'] });
    const byPhone = await call(t, 'POST', 'clients', {
      token: pro.token,
      body: { full_name: 'Bea 3', phone: '+31 6123 4567' },
    });
    expect(byPhone.body.errors).toEqual({ phone: ['validation.already_invited'] });
    expect(await bookCounts(t)).toEqual(before);
    await addClient(t, other.token, { full_name: 'Bea', email: 'bea@example.test' });
  });

  it('concurrent duplicate invites store one row', async () => {
    const pro = await professional(t, 'coach');
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, 'POST', 'clients', {
          token: pro.token,
          body: { full_name: 'Race', email: 'race@example.test' },
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 201))
      expect(reply).toMatchObject({
        status: 422,
        body: { errors: { email: ['validation.already_invited'] } },
      });
    const [row] = (
      (await t.deps.database.db.execute(
        sql`select count(*)::int as n from professional_clients where email = 'race@example.test'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(row!.n).toBe(1);
  });

  it('POST clients/invite: all or nothing, per-item errors, duplicates counted once', async () => {
    const pro = await professional(t, 'coach');
    await addClient(t, pro.token, { full_name: 'Old', email: 'old@example.test' });
    const before = await bookCounts(t);
    const bad = await call(t, 'POST', 'clients/invite', {
      token: pro.token,
      body: { emails: ['new@example.test', 'broken'], phones: ['+3161234567', '12345'] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'emails.1': ['validation.email'], 'phones.1': ['validation.phone'] });
    const taken = await call(t, 'POST', 'clients/invite', {
      token: pro.token,
      body: { emails: ['new@example.test', 'OLD@example.test'], phones: [] },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ 'emails.1': ['validation.already_invited'] });
    const empty = await call(t, 'POST', 'clients/invite', {
      token: pro.token,
      body: { emails: [], phones: [] },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ emails: ['validation.contact_required'] });
    expect(await bookCounts(t)).toEqual(before);

    const ok = await call(t, 'POST', 'clients/invite', {
      token: pro.token,
      body: { emails: ['a@example.test', 'A@example.test', 'b@example.test'], phones: ['+31 6 1234 5678'] },
    });
    expect(ok.status).toBe(201);
    expect(
      ok.body.data.invited.map((e: { email: string | null; phone: string | null }) => e.email ?? e.phone),
    ).toEqual(['a@example.test', 'b@example.test', '+31612345678']);
    expect((await bookCounts(t)).invitations).toBe(before.invitations! + 3);
    expect(await t.outbox.lastTo('+31612345678')).toMatchObject({ channel: 'sms' });
  });

  it('lists with status, search (escaped wildcards, phone) and pagination until the last page', async () => {
    const pro = await professional(t, 'coach');
    const other = await professional(t, 'other');
    const values = Array.from({ length: 45 }, (_, i) => ({
      professionalId: pro.professionalId,
      fullName: `Person ${String(i).padStart(2, '0')}`,
      email: `person${i}@example.test`,
      phone: `+3160000${String(i).padStart(4, '0')}`,
      status: i % 3 === 0 ? 'pending' : 'confirmed',
    }));
    values.push({
      professionalId: pro.professionalId,
      fullName: '100%_sure',
      email: 'pct@example.test',
      phone: '+3169999999',
      status: 'confirmed',
    });
    values.push({
      professionalId: other.professionalId,
      fullName: 'Person 99',
      email: 'x@example.test',
      phone: '+3161111111',
      status: 'confirmed',
    });
    await t.deps.database.db.insert(professionalClients).values(values);

    const seen: string[] = [];
    let page = 1;
    for (;;) {
      const reply = await call(t, 'GET', `clients?status=all&page=${page}`, { token: pro.token });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ current_page: page, per_page: 20, total: 46, last_page: 3 });
      seen.push(...reply.body.data.map((e: { full_name: string }) => e.full_name));
      if (page === reply.body.last_page) break;
      page += 1;
    }
    expect(seen).toHaveLength(46);
    expect(seen.slice(0, 2)).toEqual(['100%_sure', 'Person 00']);
    expect(seen).not.toContain('Person 99');
    const beyond = await call(t, 'GET', 'clients?page=9', { token: pro.token });
    expect(beyond.body).toMatchObject({ data: [], total: 46, last_page: 3, current_page: 9 });

    const confirmed = await call(t, 'GET', 'clients?status=confirmed', { token: pro.token });
    expect(confirmed.body.total).toBe(31);
    const pending = await call(t, 'GET', 'clients?status=pending', { token: pro.token });
    expect(pending.body.total).toBe(15);
    expect(pending.body.data.every((e: { status: string }) => e.status === 'pending')).toBe(true);

    const byName = await call(t, 'GET', 'clients?search=person 1', { token: pro.token });
    expect(byName.body.data.map((e: { full_name: string }) => e.full_name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Person 1${i}`),
    );
    const byEmail = await call(t, 'GET', 'clients?search=PERSON44@', { token: pro.token });
    expect(byEmail.body.data.map((e: { email: string }) => e.email)).toEqual(['person44@example.test']);
    const byPhone = await call(t, 'GET', `clients?search=${encodeURIComponent('+31 6 0000 0042')}`, {
      token: pro.token,
    });
    expect(byPhone.body.data.map((e: { full_name: string }) => e.full_name)).toEqual(['Person 42']);
    const percent = await call(t, 'GET', `clients?search=${encodeURIComponent('%')}`, { token: pro.token });
    expect(percent.body.data.map((e: { full_name: string }) => e.full_name)).toEqual(['100%_sure']);
    const underscore = await call(t, 'GET', `clients?search=${encodeURIComponent('_')}`, {
      token: pro.token,
    });
    expect(underscore.body.total).toBe(1);
    const none = await call(t, 'GET', 'clients?search=zzz', { token: pro.token });
    expect(none.body).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 });
    const badQuery = await call(t, 'GET', 'clients?status=ended&page=0', { token: pro.token });
    expect(badQuery.status).toBe(422);
    expect(Object.keys(badQuery.body.errors).sort()).toEqual(['page', 'status']);
  });

  it('shows, edits, removes and accepts; removed clients leave the list', async () => {
    const pro = await professional(t, 'coach');
    const entry = await addClient(t, pro.token, { full_name: 'Eve', email: 'eve@example.test' });
    const shown = await call(t, 'GET', `clients/${entry.id}`, { token: pro.token });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ ...entry, groups: [], upcoming: [], history: [] });

    const edited = await call(t, 'PUT', `clients/${entry.id}`, {
      token: pro.token,
      body: {
        full_name: 'Eve Evans',
        email: 'eve@example.test',
        phone: '+44 7700 900123',
        comment: 'Mornings',
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      full_name: 'Eve Evans',
      phone: '+447700900123',
      comment: 'Mornings',
    });
    const other = await addClient(t, pro.token, { full_name: 'Fay', email: 'fay@example.test' });
    const clash = await call(t, 'PUT', `clients/${other.id}`, {
      token: pro.token,
      body: { full_name: 'Fay', email: 'EVE@example.test' },
    });
    expect(clash.body.errors).toEqual({ email: ['validation.already_invited'] });
    const badEdit = await call(t, 'PUT', `clients/${other.id}`, {
      token: pro.token,
      body: { full_name: 'Fay' },
    });
    expect(badEdit.body.errors).toEqual({ email: ['validation.contact_required'] });

    // A pending invitation the professional sent waits for the client.
    expect((await call(t, 'POST', `clients/${entry.id}/accept`, { token: pro.token })).status).toBe(409);
    await t.deps.database.db.execute(
      sql`update professional_clients set initiated_by = 'client' where id = ${entry.id}`,
    );
    const accepted = await call(t, 'POST', `clients/${entry.id}/accept`, { token: pro.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'confirmed', initiated_by: 'client' });
    expect(accepted.body.data.confirmed_at).toEqual(expect.any(String));

    const removed = await call(t, 'DELETE', `clients/${entry.id}`, { token: pro.token });
    expect(removed).toEqual({ status: 200, body: { data: { ok: true } } });
    expect((await call(t, 'GET', `clients/${entry.id}`, { token: pro.token })).status).toBe(404);
    expect((await call(t, 'DELETE', `clients/${entry.id}`, { token: pro.token })).status).toBe(404);
    const list = await call(t, 'GET', 'clients', { token: pro.token });
    expect(list.body.data.map((e: { id: string }) => e.id)).toEqual([other.id]);
    expect((await bookCounts(t)).ended).toBe(1);
    // The same person can be invited again after the relationship ended.
    await addClient(t, pro.token, { full_name: 'Eve again', email: 'eve@example.test' });
  });

  it("refuses another professional's client on every route with 404 and nothing changed", async () => {
    const owner = await professional(t, 'owner');
    const intruder = await professional(t, 'intruder');
    const entry = await addClient(t, owner.token, { full_name: 'Gus', email: 'gus@example.test' });
    await t.deps.database.db.execute(
      sql`update professional_clients set initiated_by = 'client' where id = ${entry.id}`,
    );
    const before = await bookSnapshot(t);
    const attempts = [
      ['GET', `clients/${entry.id}`, undefined],
      ['PUT', `clients/${entry.id}`, { full_name: 'Hacked', email: 'h@example.test' }],
      ['DELETE', `clients/${entry.id}`, undefined],
      ['POST', `clients/${entry.id}/accept`, undefined],
      ['GET', 'clients/not-a-uuid', undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const reply = await call(t, method, path, { token: intruder.token, body });
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.body.code).toBe('error.client.not_found');
    }
    const list = await call(t, 'GET', 'clients?search=gus', { token: intruder.token });
    expect(list.body.total).toBe(0);
    expect(await bookSnapshot(t)).toEqual(before);
  });

  it('requires a token and a professional profile', async () => {
    const client = await clientAccount(t, 'carl');
    const routes = [
      ['GET', 'clients'],
      ['POST', 'clients'],
      ['POST', 'clients/invite'],
      ['GET', 'invite-link'],
      ['PUT', 'invite-link'],
      ['GET', 'groups'],
      ['POST', 'groups'],
    ] as const;
    for (const [method, path] of routes) {
      const anonymous = await call(t, method, path, { body: method === 'GET' ? undefined : {} });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    const valid: Record<string, unknown> = {
      'POST clients': { full_name: 'A', email: 'a@example.test' },
      'POST clients/invite': { emails: ['a@example.test'], phones: [] },
      'POST groups': { name: 'G', client_ids: [] },
    };
    for (const [method, path] of routes) {
      const reply = await call(t, method, path, { token: client.token, body: valid[`${method} ${path}`] });
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(reply.body.code).toBe('forbidden');
    }
    expect(await bookCounts(t)).toMatchObject({ clients: 0, groups: 0, invitations: 0 });
  });
});
