import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { professionalInvitations } from '../../src/db/schema/client-book.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { api, bookRows, person, setSlug, type Person } from './helpers.ts';

describe.each(databaseKinds)('a client invites a professional by e-mail (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  let client: Person;
  beforeEach(async () => {
    client = await person(t, 'cli', 'client', { fullName: 'Cli Ent', language: 'es' });
  });

  const invitationsOf = (who: Person) =>
    t.deps.database.db
      .select()
      .from(professionalInvitations)
      .where(eq(professionalInvitations.clientId, who.clientId ?? ''));

  it('sends a professional with an account a pending request, in their language', async () => {
    const pro = await person(t, 'coach', 'professional', { language: 'nl' });
    const reply = await api(t, 'POST', 'client/professionals/invite', {
      token: client.token,
      body: { email: ' COACH@example.test ' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ data: { ok: true } });
    const rows = await bookRows(t, pro);
    expect(rows).toEqual([
      expect.objectContaining({
        clientId: client.clientId,
        status: 'pending',
        initiatedBy: 'client',
        email: client.email,
        fullName: 'Cli Ent',
        endedAt: null,
      }),
    ]);
    const mail = await t.outbox.lastTo(pro.email);
    expect(mail).toMatchObject({ template: 'professional_invitation', language: 'nl' });
    expect(mail?.subject).toBe('Cli Ent nodigt je uit voor Sessionbook');
    expect(t.outbox.linkIn(mail!)).toBe(`${t.deps.config.appUrl}/professional/clients`);
    expect(await invitationsOf(client)).toHaveLength(0);

    const listed = await api(t, 'GET', 'professionals?status=pending', { token: client.token });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        status: 'pending',
        initiated_by: 'client',
        professional: expect.objectContaining({ username: 'coach' }),
      }),
    ]);

    const again = await api(t, 'POST', 'client/professionals/invite', {
      token: client.token,
      body: { email: 'coach@example.test' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['validation.already_invited'] });
    expect(await bookRows(t, pro)).toHaveLength(1);
    expect((await t.outbox.all()).filter((row) => row.template === 'professional_invitation')).toHaveLength(
      1,
    );
  });

  it('refuses a professional the client is already connected to', async () => {
    const pro = await person(t, 'coach', 'professional');
    await setSlug(t, pro, 'coach-1');
    await api(t, 'POST', 'client/invite-link/coach-1/accept', { token: client.token });
    const reply = await api(t, 'POST', 'client/professionals/invite', {
      token: client.token,
      body: { email: pro.email },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ email: ['validation.already_invited'] });
    expect(await bookRows(t, pro)).toHaveLength(1);
  });

  it("invites someone without an account to sign up, in the client's language, once", async () => {
    const reply = await api(t, 'POST', 'client/professionals/invite', {
      token: client.token,
      body: { email: 'New.Pro@example.test' },
    });
    expect(reply.status).toBe(201);
    expect(await invitationsOf(client)).toEqual([
      expect.objectContaining({ email: 'new.pro@example.test', acceptedAt: null }),
    ]);
    const mail = await t.outbox.lastTo('new.pro@example.test');
    expect(mail).toMatchObject({ template: 'professional_invitation', language: 'es', userId: null });
    expect(mail?.subject).toBe('Cli Ent te invita a Sessionbook');
    expect(mail?.text).toContain('Cli Ent');
    expect(t.outbox.linkIn(mail!)).toBe(`${t.deps.config.appUrl}/professional/auth/signup`);

    const again = await api(t, 'POST', 'client/professionals/invite', {
      token: client.token,
      body: { email: 'new.pro@EXAMPLE.test' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['validation.already_invited'] });
    expect(await invitationsOf(client)).toHaveLength(1);
  });

  it('writes to a user without a professional profile in their own language', async () => {
    const friend = await person(t, 'friend', 'client', { language: 'pt-br' });
    const reply = await api(t, 'POST', 'client/professionals/invite', {
      token: client.token,
      body: { email: friend.email },
    });
    expect(reply.status).toBe(201);
    const mail = await t.outbox.lastTo(friend.email);
    expect(mail).toMatchObject({
      template: 'professional_invitation',
      language: 'pt-br',
      userId: friend.userId,
    });
    expect(t.outbox.linkIn(mail!)).toBe(`${t.deps.config.appUrl}/professional/auth/signup`);
  });

  it('refuses bad input and non-clients with nothing stored', async () => {
    const before = (await t.outbox.all()).length;
    for (const body of [{ email: 'not-an-email' }, { email: '' }, {}]) {
      const reply = await api(t, 'POST', 'client/professionals/invite', { token: client.token, body });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.email).toContain(
        body.email === 'not-an-email' ? 'validation.email' : 'validation.required',
      );
    }
    const self = await api(t, 'POST', 'client/professionals/invite', {
      token: client.token,
      body: { email: client.email },
    });
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ email: ['validation.invalid'] });

    const pro = await person(t, 'coach', 'professional');
    const forbidden = await api(t, 'POST', 'client/professionals/invite', {
      token: pro.token,
      body: { email: 'someone@example.test' },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('forbidden');
    const anonymous = await api(t, 'POST', 'client/professionals/invite', {
      body: { email: 'a@example.test' },
    });
    expect(anonymous.status).toBe(401);

    expect(await invitationsOf(client)).toHaveLength(0);
    const after = await t.outbox.all();
    expect(after.filter((row) => row.template === 'professional_invitation')).toHaveLength(0);
    expect(after.length).toBe(before + 1); // only the activation mail of the professional signed up above
  });
});
