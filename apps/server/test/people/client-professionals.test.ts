import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { api, bookRows, invite, liveBookRows, person, setSlug, type Person } from './helpers.ts';

describe.each(databaseKinds)('client side of the book (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  let pro: Person;
  let client: Person;
  beforeEach(async () => {
    pro = await person(t, 'coach', 'professional', { fullName: 'Cora Coach' });
    client = await person(t, 'cli', 'client', { fullName: 'Cli Ent' });
    await setSlug(t, pro, 'cora-123');
  });

  describe('guest invite-link lookup', () => {
    it('names the professional and where to sign up, without a login', async () => {
      const reply = await api(t, 'GET', 'guest/invite-link/cora-123');
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({
        slug: 'cora-123',
        professional: {
          id: pro.professionalId,
          full_name: 'Cora Coach',
          username: 'coach',
          speciality: null,
          location: null,
          avatar: null,
        },
        register_url: `${t.deps.config.appUrl}/auth/signup/client`,
      });
    });

    it('answers 404 error.professional.not_found for an unknown slug', async () => {
      const reply = await api(t, 'GET', 'guest/invite-link/nope');
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('error.professional.not_found');
    });
  });

  describe('accept through the invite link', () => {
    it('creates a confirmed relationship started by the client, idempotently', async () => {
      const first = await api(t, 'POST', 'client/invite-link/cora-123/accept', { token: client.token });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        status: 'confirmed',
        initiated_by: 'client',
        professional: { id: pro.professionalId, username: 'coach', full_name: 'Cora Coach' },
      });
      expect(first.body.data.confirmed_at).toEqual(expect.any(String));
      const second = await api(t, 'POST', 'client/invite-link/cora-123/accept', { token: client.token });
      expect(second.status).toBe(200);
      expect(second.body.data).toEqual(first.body.data);
      const rows = await bookRows(t, pro);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ clientId: client.clientId, email: client.email, fullName: 'Cli Ent' });

      const list = await api(t, 'GET', 'professionals', { token: client.token });
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([first.body.data]);
      expect(
        (await api(t, 'GET', 'professionals?status=pending', { token: client.token })).body.data,
      ).toEqual([]);
      expect(
        (await api(t, 'GET', 'professionals?status=confirmed', { token: client.token })).body.data,
      ).toHaveLength(1);
    });

    it('confirms a pending invitation sent to the e-mail before the account existed', async () => {
      const rowId = await invite(t, pro, { email: 'CLI@example.test' });
      const pending = await api(t, 'GET', 'professionals?status=pending', { token: client.token });
      expect(pending.body.data).toEqual([
        expect.objectContaining({
          id: rowId,
          status: 'pending',
          initiated_by: 'professional',
          confirmed_at: null,
        }),
      ]);
      const reply = await api(t, 'POST', 'client/invite-link/cora-123/accept', { token: client.token });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ id: rowId, status: 'confirmed', initiated_by: 'professional' });
      const rows = await bookRows(t, pro);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: rowId, clientId: client.clientId, status: 'confirmed' });
    });

    it('keeps one row when five accepts race', async () => {
      const replies = await Promise.all(
        Array.from({ length: 5 }, () =>
          api(t, 'POST', 'client/invite-link/cora-123/accept', { token: client.token }),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(replies.map((reply) => reply.body.data.id)).size).toBe(1);
      expect(await bookRows(t, pro)).toHaveLength(1);
    });

    it('refuses an unknown slug, the professional themself and a user without a client profile', async () => {
      const unknown = await api(t, 'POST', 'client/invite-link/nope/accept', { token: client.token });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('error.professional.not_found');

      const both = await person(t, 'dual', 'professional', { both: true });
      await setSlug(t, both, 'dual-1');
      const self = await api(t, 'POST', 'client/invite-link/dual-1/accept', { token: both.token });
      expect(self.status).toBe(422);
      expect(self.body.errors).toEqual({ slug: ['validation.invalid'] });
      expect(await bookRows(t, both)).toHaveLength(0);

      const proOnly = await api(t, 'POST', 'client/invite-link/dual-1/accept', { token: pro.token });
      expect(proOnly.status).toBe(403);
      expect(proOnly.body.code).toBe('forbidden');
      expect(await bookRows(t, both)).toHaveLength(0);

      const anonymous = await api(t, 'POST', 'client/invite-link/cora-123/accept');
      expect(anonymous.status).toBe(401);
    });
  });

  describe('accept, decline and remove a professional', () => {
    it('accepts a pending invitation (linked or by e-mail) and says so twice', async () => {
      const rowId = await invite(t, pro, { email: client.email });
      const reply = await api(t, 'POST', `professionals/${pro.professionalId}/accept`, {
        token: client.token,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({
        id: rowId,
        status: 'confirmed',
        professional: { username: 'coach' },
      });
      const again = await api(t, 'POST', `professionals/${pro.professionalId}/accept`, {
        token: client.token,
      });
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(reply.body.data);
      const [row] = await bookRows(t, pro);
      expect(row).toMatchObject({ clientId: client.clientId, status: 'confirmed' });
    });

    it('declines an invitation and removes a professional; history stays', async () => {
      const other = await person(t, 'other', 'professional');
      const declinedId = await invite(t, other, { clientId: client.clientId, email: client.email });
      await api(t, 'POST', 'client/invite-link/cora-123/accept', { token: client.token });

      const declined = await api(t, 'POST', `professionals/${other.professionalId}/decline`, {
        token: client.token,
      });
      expect(declined.status).toBe(200);
      expect(declined.body).toEqual({ data: { ok: true } });
      const removed = await api(t, 'DELETE', `professionals/${pro.professionalId}`, { token: client.token });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ data: { ok: true } });

      expect((await api(t, 'GET', 'professionals', { token: client.token })).body.data).toEqual([]);
      const [ended] = await bookRows(t, other);
      expect(ended).toMatchObject({ id: declinedId, endedAt: expect.any(Date) });
      expect(await bookRows(t, pro)).toHaveLength(1);
      expect(await liveBookRows(t, pro)).toHaveLength(0);

      const twice = await api(t, 'DELETE', `professionals/${pro.professionalId}`, { token: client.token });
      expect(twice.status).toBe(404);
      expect(twice.body.code).toBe('error.professional.not_found');
      // After removal, the link joins again as a new relationship.
      const rejoined = await api(t, 'POST', 'client/invite-link/cora-123/accept', { token: client.token });
      expect(rejoined.status).toBe(200);
      expect(await bookRows(t, pro)).toHaveLength(2);
    });

    it('answers 404 for a professional without a relationship or a malformed id', async () => {
      for (const path of [
        `professionals/${pro.professionalId}/accept`,
        `professionals/${pro.professionalId}/decline`,
        'professionals/not-a-uuid/accept',
      ]) {
        const reply = await api(t, 'POST', path, { token: client.token });
        expect(reply.status, path).toBe(404);
        expect(reply.body.code).toBe('error.professional.not_found');
      }
      expect((await api(t, 'DELETE', 'professionals/123', { token: client.token })).status).toBe(404);
      expect((await api(t, 'GET', 'professionals?status=ended', { token: client.token })).status).toBe(422);
    });

    it("refuses another client's relationship with nothing changed", async () => {
      const rowId = await invite(t, pro, { email: client.email });
      const stranger = await person(t, 'stranger', 'client');
      expect((await api(t, 'GET', 'professionals', { token: stranger.token })).body.data).toEqual([]);
      for (const [method, path] of [
        ['POST', `professionals/${pro.professionalId}/accept`],
        ['POST', `professionals/${pro.professionalId}/decline`],
        ['DELETE', `professionals/${pro.professionalId}`],
      ] as const) {
        const reply = await api(t, method, path, { token: stranger.token });
        expect(reply.status, path).toBe(404);
      }
      const [row] = await bookRows(t, pro);
      expect(row).toMatchObject({ id: rowId, clientId: null, status: 'pending', endedAt: null });
      // The client still sees and accepts it.
      const own = await api(t, 'GET', 'professionals', { token: client.token });
      expect(own.body.data.map((entry: { id: string }) => entry.id)).toEqual([rowId]);
    });

    it('needs a client profile on every client route', async () => {
      for (const [method, path] of [
        ['GET', 'professionals'],
        ['POST', `professionals/${pro.professionalId}/accept`],
        ['POST', `professionals/${pro.professionalId}/decline`],
        ['DELETE', `professionals/${pro.professionalId}`],
      ] as const) {
        const reply = await api(t, method, path, { token: pro.token });
        expect(reply.status, path).toBe(403);
        expect(reply.body.code).toBe('forbidden');
      }
      expect((await api(t, 'GET', 'professionals')).status).toBe(401);
    });
  });
});
