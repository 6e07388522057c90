import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { api, bookRows, person } from './helpers.ts';

/** The client side together with the professional's client book (S1's routes). */
describe.each(databaseKinds)('client side with the client book (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('joins through the link the professional created, and shows up confirmed in the book', async () => {
    const pro = await person(t, 'coach', 'professional', { fullName: 'Cora Coach' });
    const client = await person(t, 'cli', 'client', { fullName: 'Cli Ent' });
    const link = await api(t, 'PUT', 'invite-link', { token: pro.token });
    expect(link.status).toBe(200);
    const url: string = link.body.data['invite-link'];
    const slug = url.split('/invite/')[1] ?? '';
    expect(slug).not.toBe('');

    const guest = await api(t, 'GET', `guest/invite-link/${slug}`);
    expect(guest.body.data.professional).toMatchObject({ id: pro.professionalId, full_name: 'Cora Coach' });
    const accepted = await api(t, 'POST', `client/invite-link/${slug}/accept`, { token: client.token });
    expect(accepted.status).toBe(200);

    const book = await api(t, 'GET', 'clients?status=confirmed', { token: pro.token });
    expect(book.status).toBe(200);
    expect(book.body.data).toEqual([
      expect.objectContaining({
        id: accepted.body.data.id,
        status: 'confirmed',
        initiated_by: 'client',
        client_id: client.clientId,
        email: client.email,
      }),
    ]);
  });

  it("a client's request waits for the professional, who accepts it in the book", async () => {
    const pro = await person(t, 'coach', 'professional');
    const client = await person(t, 'cli', 'client');
    const invited = await api(t, 'POST', 'client/professionals/invite', {
      token: client.token,
      body: { email: pro.email },
    });
    expect(invited.status).toBe(201);

    const selfConfirm = await api(t, 'POST', `professionals/${pro.professionalId}/accept`, {
      token: client.token,
    });
    expect(selfConfirm.status).toBe(403);
    expect(selfConfirm.body.code).toBe('forbidden');
    const [row] = await bookRows(t, pro);
    expect(row).toMatchObject({ status: 'pending', initiatedBy: 'client', confirmedAt: null });

    const accepted = await api(t, 'POST', `clients/${row?.id}/accept`, { token: pro.token });
    expect(accepted.status).toBe(200);
    const listed = await api(t, 'GET', 'professionals', { token: client.token });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: row?.id, status: 'confirmed' })]);
    // Accepting an already confirmed relationship is harmless.
    const again = await api(t, 'POST', `professionals/${pro.professionalId}/accept`, { token: client.token });
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('confirmed');
  });
});
