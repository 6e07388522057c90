import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { call, professional } from './helpers.ts';

describe.each(databaseKinds)('invite link (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { appUrl: 'https://app.example.test' });
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('is null until created, then stable, unique per professional and URL-safe', async () => {
    const pro = await professional(t, 'coach');
    const other = await professional(t, 'other');
    expect(await call(t, 'GET', 'invite-link', { token: pro.token })).toEqual({
      status: 200,
      body: { data: { invite_link: null } },
    });
    const created = await call(t, 'PUT', 'invite-link', { token: pro.token });
    expect(created.status).toBe(200);
    const url = created.body.data['invite-link'];
    expect(url).toMatch(/^https:\/\/app\.example\.test\/invite\/[A-Za-z0-9_-]{10,}$/);
    expect((await call(t, 'PUT', 'invite-link', { token: pro.token })).body.data['invite-link']).toBe(url);
    expect((await call(t, 'GET', 'invite-link', { token: pro.token })).body.data.invite_link).toBe(url);
    const theirs = (await call(t, 'PUT', 'invite-link', { token: other.token })).body.data['invite-link'];
    expect(theirs).not.toBe(url);
    // The guest route of the same contract resolves the slug to this professional.
    const slug = url.split('/').pop();
    const guest = await call(t, 'GET', `guest/invite-link/${slug}`);
    if (guest.status !== 404) expect(guest.body.data.professional.id).toBe(pro.professionalId);
  });

  it('concurrent first calls agree on one slug', async () => {
    const pro = await professional(t, 'coach');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => call(t, 'PUT', 'invite-link', { token: pro.token })),
    );
    expect(new Set(replies.map((reply) => reply.body.data['invite-link'])).size).toBe(1);
  });
});
