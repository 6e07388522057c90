import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app.ts';
import { signUp } from '../accounts/helpers.ts';

import { call } from '../helpers/http.ts';

export { call, type CallOptions } from '../helpers/http.ts';

/** A signed-up, activated professional: token and professional profile id. */
export async function professional(
  t: TestApp,
  username: string,
  language: 'en' | 'es' | 'nl' | 'pt' | 'pt-br' = 'en',
  fullName = 'Pro ' + username,
): Promise<{ token: string; professionalId: string; userId: string }> {
  const { token, user } = await signUp(
    t,
    { email: `${username}@example.test`, username, theme: 'professional', language },
    fullName,
  );
  return { token, professionalId: user.professional.id, userId: user.id };
}

/** A signed-up, activated client account. */
export async function clientAccount(
  t: TestApp,
  username: string,
  language: 'en' | 'es' | 'nl' | 'pt' | 'pt-br' = 'en',
): Promise<{ token: string; clientId: string; email: string }> {
  const { token, user, email } = await signUp(
    t,
    { email: `${username}@example.test`, username, theme: 'client', language },
    'Client ' + username,
  );
  return { token, clientId: user.client.id, email };
}

/** Row counts of the client book tables (to prove nothing changed). */
export async function bookCounts(t: TestApp): Promise<Record<string, number>> {
  const result = (await t.deps.database.db.execute(sql`
    select
      (select count(*) from professional_clients)::int as clients,
      (select count(*) from professional_clients where ended_at is not null)::int as ended,
      (select count(*) from client_groups)::int as groups,
      (select count(*) from client_group_members)::int as members,
      (select count(*) from outbox_messages where template = 'client_invitation')::int as invitations
  `)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0]!;
}

/** A snapshot of every book row, to compare before and after a refused call. */
export async function bookSnapshot(t: TestApp): Promise<unknown[]> {
  const result = (await t.deps.database.db.execute(
    sql`select * from professional_clients order by id`,
  )) as unknown as { rows: unknown[] };
  const groups = (await t.deps.database.db.execute(
    sql`select g.id, g.name, m.professional_client_id from client_groups g left join client_group_members m on m.group_id = g.id order by g.id, m.professional_client_id`,
  )) as unknown as { rows: unknown[] };
  return [...result.rows, ...groups.rows];
}

export async function addClient(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<any> {
  const reply = await call(t, 'POST', 'clients', { token, body });
  if (reply.status !== 201) throw new Error(`add client failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}
