import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { addClient, bookCounts, bookSnapshot, call, professional } from './helpers.ts';

describe.each(databaseKinds)('groups (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('creates, lists, shows, edits and deletes a group; groups mix into the client list with g ids', async () => {
    const pro = await professional(t, 'coach');
    const ann = await addClient(t, pro.token, { full_name: 'Ann', email: 'ann@example.test' });
    const bob = await addClient(t, pro.token, { full_name: 'Bob', email: 'bob@example.test' });
    const cid = await addClient(t, pro.token, { full_name: 'Cid', phone: '+3161234567' });

    const created = await call(t, 'POST', 'groups', {
      token: pro.token,
      body: { name: 'Morning crew', client_ids: [bob.id, ann.id] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ type: 'group', name: 'Morning crew', clients_count: 2 });
    expect(created.body.data.clients.map((c: { full_name: string }) => c.full_name)).toEqual(['Ann', 'Bob']);
    const groupId = created.body.data.id;
    expect(groupId).toMatch(/^[0-9a-f-]{36}$/);

    const list = await call(t, 'GET', 'groups', { token: pro.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id: groupId, clients_count: 2 });
    expect(list.body.data[0].clients).toHaveLength(2);
    expect((await call(t, 'GET', 'groups?search=evening', { token: pro.token })).body.data).toEqual([]);
    expect((await call(t, 'GET', 'groups?search=MORN', { token: pro.token })).body.data).toHaveLength(1);

    const shown = await call(t, 'GET', `groups/${groupId}`, { token: pro.token });
    expect(shown.body.data).toEqual(created.body.data);
    expect((await call(t, 'GET', `groups/g${groupId}`, { token: pro.token })).status).toBe(200);

    const mixed = await call(t, 'GET', 'clients?with_groups=true', { token: pro.token });
    expect(mixed.body.data[0]).toEqual({
      id: `g${groupId}`,
      type: 'group',
      name: 'Morning crew',
      clients_count: 2,
    });
    expect(mixed.body.data.slice(1).map((e: { full_name: string }) => e.full_name)).toEqual([
      'Ann',
      'Bob',
      'Cid',
    ]);
    expect(mixed.body.total).toBe(3);
    const mixedSearch = await call(t, 'GET', 'clients?with_groups=true&search=crew', { token: pro.token });
    expect(mixedSearch.body.data.map((e: { type: string }) => e.type)).toEqual(['group']);

    const detail = await call(t, 'GET', `clients/${ann.id}`, { token: pro.token });
    expect(detail.body.data.groups).toEqual([
      { id: groupId, type: 'group', name: 'Morning crew', clients_count: 2 },
    ]);

    const edited = await call(t, 'PUT', `groups/${groupId}`, {
      token: pro.token,
      body: { name: 'Evening crew', client_ids: [cid.id] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Evening crew', clients_count: 1 });
    expect(edited.body.data.clients.map((c: { id: string }) => c.id)).toEqual([cid.id]);

    // Removing a client takes them out of the group.
    await call(t, 'DELETE', `clients/${cid.id}`, { token: pro.token });
    expect((await call(t, 'GET', `groups/${groupId}`, { token: pro.token })).body.data).toMatchObject({
      clients_count: 0,
      clients: [],
    });

    const deleted = await call(t, 'DELETE', `groups/${groupId}`, { token: pro.token });
    expect(deleted).toEqual({ status: 200, body: { data: { ok: true } } });
    expect((await call(t, 'GET', `groups/${groupId}`, { token: pro.token })).status).toBe(404);
    expect((await bookCounts(t)).groups).toBe(0);
  });

  it('refuses members that are not own live clients, bad ids, a missing name and a duplicate name', async () => {
    const pro = await professional(t, 'coach');
    const other = await professional(t, 'other');
    const mine = await addClient(t, pro.token, { full_name: 'Mine', email: 'mine@example.test' });
    const ended = await addClient(t, pro.token, { full_name: 'Gone', email: 'gone@example.test' });
    await call(t, 'DELETE', `clients/${ended.id}`, { token: pro.token });
    const theirs = await addClient(t, other.token, { full_name: 'Theirs', email: 'theirs@example.test' });
    await call(t, 'POST', 'groups', { token: pro.token, body: { name: 'Taken', client_ids: [] } });
    const before = await bookSnapshot(t);
    const cases = [
      [{ name: 'A', client_ids: [mine.id, theirs.id] }, 'client_ids', 'validation.invalid'],
      [{ name: 'A', client_ids: [ended.id] }, 'client_ids', 'validation.invalid'],
      [{ name: 'A', client_ids: ['nope'] }, 'client_ids', 'validation.invalid'],
      [{ name: '', client_ids: [mine.id] }, 'name', 'validation.required'],
      [{ name: 'TAKEN', client_ids: [mine.id] }, 'name', 'validation.invalid'],
    ] as const;
    for (const [body, field, message] of cases) {
      const reply = await call(t, 'POST', 'groups', { token: pro.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body.errors[field]).toEqual([message]);
    }
    expect(await bookSnapshot(t)).toEqual(before);
  });

  it("refuses another professional's group on every route with 404 and nothing changed", async () => {
    const owner = await professional(t, 'owner');
    const intruder = await professional(t, 'intruder');
    const client = await addClient(t, owner.token, { full_name: 'Ann', email: 'ann@example.test' });
    const own = await addClient(t, intruder.token, { full_name: 'Own', email: 'own@example.test' });
    const group = (
      await call(t, 'POST', 'groups', {
        token: owner.token,
        body: { name: 'Secret', client_ids: [client.id] },
      })
    ).body.data;
    const before = await bookSnapshot(t);
    const attempts = [
      ['GET', `groups/${group.id}`, undefined],
      ['PUT', `groups/${group.id}`, { name: 'Hacked', client_ids: [own.id] }],
      ['DELETE', `groups/${group.id}`, undefined],
      ['GET', 'groups/not-a-uuid', undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const reply = await call(t, method, path, { token: intruder.token, body });
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.body.code).toBe('error.group.not_found');
    }
    expect((await call(t, 'GET', 'groups', { token: intruder.token })).body.data).toEqual([]);
    const withOthers = await call(t, 'POST', 'groups', {
      token: intruder.token,
      body: { name: 'Steal', client_ids: [client.id] },
    });
    expect(withOthers.status).toBe(422);
    expect(await bookSnapshot(t)).toEqual(before);
  });
});
