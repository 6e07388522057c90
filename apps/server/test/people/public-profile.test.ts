import { noSocials, publicProfileEntry } from '@sessionbook/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { professionalProfiles } from '../../src/db/schema/accounts.ts';
import { PASSWORD } from '../accounts/helpers.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { api, invite, person, type Person } from './helpers.ts';

describe.each(databaseKinds)('public profile and its edit (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  let pro: Person;
  beforeEach(async () => {
    pro = await person(t, 'Coach.Cora', 'professional', { fullName: 'Cora Coach' });
  });

  const storedProfile = async () => {
    const [row] = await t.deps.database.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.userId));
    return row;
  };

  it('shows the own profile and saves an edit; left-out fields keep, empty ones clear', async () => {
    const own = await api(t, 'GET', 'professional/profile', { token: pro.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({
      id: pro.professionalId,
      full_name: 'Cora Coach',
      username: 'Coach.Cora',
      description: null,
      speciality: null,
      location: null,
      website: null,
      socials: noSocials(),
      avatar: null,
      is_public: false,
      show_going_names: true,
      waitlist_mode: 'notify_all',
      meeting_link: null,
    });

    const saved = await api(t, 'PUT', 'professional/profile', {
      token: pro.token,
      body: {
        full_name: ' Cora C. ',
        description: 'Strength and mobility.',
        speciality: 'Personal training',
        location: 'Lisbon',
        website: 'https://cora.example.com',
        instagram: 'https://instagram.com/cora',
        youtube: 'http://youtube.com/@cora',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      full_name: 'Cora C.',
      description: 'Strength and mobility.',
      speciality: 'Personal training',
      location: 'Lisbon',
      website: 'https://cora.example.com',
      socials: {
        ...noSocials(),
        instagram: 'https://instagram.com/cora',
        youtube: 'http://youtube.com/@cora',
      },
      is_public: false,
    });

    const partial = await api(t, 'PUT', 'professional/profile', {
      token: pro.token,
      body: { full_name: 'Cora C.', location: '', youtube: null },
    });
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({
      description: 'Strength and mobility.',
      location: null,
      website: 'https://cora.example.com',
      socials: { ...noSocials(), instagram: 'https://instagram.com/cora' },
    });
    expect((await api(t, 'GET', 'professional/profile', { token: pro.token })).body.data).toEqual(
      partial.body.data,
    );
  });

  it('refuses a website or social link that is not an http(s) URL, with nothing changed', async () => {
    const before = await storedProfile();
    const reply = await api(t, 'PUT', 'professional/profile', {
      token: pro.token,
      body: {
        full_name: 'Changed',
        website: 'cora.example.com',
        facebook: 'javascript:alert(1)',
        x: 'ftp://x.com/cora',
        telegram: 'https://t.me/cora',
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      website: ['validation.url'],
      facebook: ['validation.url'],
      x: ['validation.url'],
    });
    const missingName = await api(t, 'PUT', 'professional/profile', { token: pro.token, body: {} });
    expect(missingName.status).toBe(422);
    expect(missingName.body.errors.full_name).toEqual(['validation.required']);
    expect(await storedProfile()).toEqual(before);
  });

  it('opens the profile to guests only when public; usernames match case-insensitively', async () => {
    const hidden = await api(t, 'GET', 'guest/professionals/coach.cora');
    expect(hidden.status).toBe(403);
    expect(hidden.body.code).toBe('error.profile.not_public');

    const shown = await api(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: true } });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ data: { is_public: true } });
    expect((await storedProfile())?.isPublic).toBe(true);

    const open = await api(t, 'GET', 'guest/professionals/COACH.cora');
    expect(open.status).toBe(200);
    expect(open.body.data).toEqual(
      publicProfileEntry({ id: pro.professionalId!, full_name: 'Cora Coach', username: 'Coach.Cora' }),
    );
    // A signed-in client sees the same.
    const client = await person(t, 'cli', 'client');
    const seen = await api(t, 'GET', 'guest/professionals/Coach.Cora', { token: client.token });
    expect(seen.body.data).toEqual(open.body.data);

    const hiddenAgain = await api(t, 'POST', 'profile/visible', {
      token: pro.token,
      body: { visible: false },
    });
    expect(hiddenAgain.body).toEqual({ data: { is_public: false } });
    expect((await api(t, 'GET', 'guest/professionals/coach.cora')).status).toBe(403);
  });

  it('answers 404 for an unknown username or a user without a professional profile', async () => {
    const client = await person(t, 'cli', 'client');
    for (const username of ['nobody', client.username, 'x%20y']) {
      const reply = await api(t, 'GET', `guest/professionals/${username}`);
      expect(reply.status, username).toBe(404);
      expect(reply.body.code).toBe('error.professional.not_found');
    }
  });

  it('needs a professional profile, and refuses bad visibility input', async () => {
    const client = await person(t, 'cli', 'client');
    for (const [method, path, body] of [
      ['GET', 'professional/profile', undefined],
      ['PUT', 'professional/profile', { full_name: 'Someone' }],
      ['POST', 'profile/visible', { visible: true }],
    ] as const) {
      const reply = await api(t, method, path, { token: client.token, body });
      expect(reply.status, path).toBe(403);
      expect(reply.body.code).toBe('forbidden');
      expect((await api(t, method, path, { body })).status).toBe(401);
    }
    const bad = await api(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: 'yes' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ visible: ['validation.invalid'] });
    expect((await storedProfile())?.isPublic).toBe(false);
  });

  it('shows a private profile and its calendar to the professional and their confirmed clients only', async () => {
    const confirmed = await person(t, 'cli', 'client');
    const pending = await person(t, 'pending.cli', 'client');
    const stranger = await person(t, 'stranger', 'client');
    const otherPro = await person(t, 'other.pro', 'professional');
    await invite(t, pro, { clientId: confirmed.clientId, fullName: 'Cli' });
    expect(
      (await api(t, 'POST', `professionals/${pro.professionalId}/accept`, { token: confirmed.token })).status,
    ).toBe(200);
    await invite(t, pro, { clientId: pending.clientId, fullName: 'Pending' });

    const calendarPath = 'guest/professionals/coach.cora/calendar?start_date=2027-03-18&end_date=2027-03-19';
    for (const [who, token, status] of [
      ['the professional', pro.token, 200],
      ['a confirmed client', confirmed.token, 200],
      ['a client not yet confirmed', pending.token, 403],
      ['another client', stranger.token, 403],
      ['another professional', otherPro.token, 403],
      ['a guest', undefined, 403],
      ['a bad token', 'not-a-token', 403],
    ] as const) {
      const profile = await api(t, 'GET', 'guest/professionals/coach.cora', token ? { token } : {});
      expect(profile.status, who).toBe(status);
      if (status === 200)
        expect(profile.body.data).toMatchObject({ username: 'Coach.Cora', is_public: false });
      else expect(profile.body.code, who).toBe('error.profile.not_public');
      expect((await api(t, 'GET', calendarPath, token ? { token } : {})).status, who).toBe(status);
    }

    // A client who ended the relationship no longer sees it.
    expect(
      (await api(t, 'DELETE', `professionals/${pro.professionalId}`, { token: confirmed.token })).status,
    ).toBe(200);
    expect((await api(t, 'GET', 'guest/professionals/coach.cora', { token: confirmed.token })).status).toBe(
      403,
    );
  });

  it('leads an earlier username to the profile under the current one, and keeps it from others', async () => {
    await api(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: true } });
    const renamed = await api(t, 'PUT', 'profile', {
      token: pro.token,
      body: { role: 'professional', full_name: 'Cora Coach', username: 'cora.moves' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data.username).toBe('cora.moves');

    for (const name of ['Coach.Cora', 'coach.cora', 'cora.moves']) {
      const found = await api(t, 'GET', `guest/professionals/${name}`);
      expect(found.status, name).toBe(200);
      expect(found.body.data).toMatchObject({ id: pro.professionalId, username: 'cora.moves' });
      const calendar = await api(
        t,
        'GET',
        `guest/professionals/${name}/calendar?start_date=2027-03-18&end_date=2027-03-19`,
      );
      expect(calendar.status, name).toBe(200);
    }

    // Nobody else can take the old name: not at sign-up, not by renaming.
    const signUp = await api(t, 'POST', 'auth/register', {
      body: {
        email: 'taker@example.test',
        email_confirmation: 'taker@example.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        username: 'COACH.cora',
        agree: true,
        theme: 'professional',
      },
    });
    expect(signUp.status).toBe(422);
    expect(signUp.body.errors).toEqual({ username: ['validation.username_taken'] });
    const other = await person(t, 'other', 'client');
    const taken = await api(t, 'PUT', 'profile', {
      token: other.token,
      body: { role: 'client', full_name: 'Other', username: 'coach.cora' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ username: ['validation.username_taken'] });

    // The owner may take it back; the name in between then leads to them too.
    const back = await api(t, 'PUT', 'profile', {
      token: pro.token,
      body: { role: 'professional', full_name: 'Cora Coach', username: 'Coach.Cora' },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await api(t, 'GET', 'guest/professionals/cora.moves')).body.data.username).toBe('Coach.Cora');
  });

  it("lets a deleted account's earlier usernames go", async () => {
    const client = await person(t, 'first.name', 'client');
    await api(t, 'PUT', 'profile', {
      token: client.token,
      body: { role: 'client', full_name: 'First', username: 'second.name' },
    });
    const deleted = await api(t, 'DELETE', 'user', {
      token: client.token,
      body: { password: PASSWORD },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const username of ['first.name', 'second.name']) {
      const reused = await person(t, username, 'client');
      expect(reused.username).toBe(username);
    }
  });

  it('gives a username to only one of two accounts that race for it', async () => {
    const a = await person(t, 'racer.a', 'client');
    const b = await person(t, 'racer.b', 'client');
    const rename = (who: Person) =>
      api(t, 'PUT', 'profile', {
        token: who.token,
        body: { role: 'client', full_name: 'R', username: 'prize' },
      });
    const replies = await Promise.all([rename(a), rename(b)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422]);
    expect(replies.find((reply) => reply.status === 422)?.body.errors).toEqual({
      username: ['validation.username_taken'],
    });
  });
});
