import { API_TOKEN_SCOPES } from '@sessionbook/domain';
import { TOKEN_SCOPES } from '../../src/modules/auth/api-token-scopes.ts';
import { call } from '../helpers/http.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { World } from './world.ts';

/**
 * The two people of the authorization matrix who call with a personal API token holding every scope
 * (docs/decisions/0052-api-tokens.md): the owner's token and the other professional's. A token acts
 * as its professional on the routes of its scopes and is refused (403) everywhere else.
 */
export const TOKEN_ROLES = ['ownerToken', 'otherToken'] as const;
export type TokenRole = (typeof TOKEN_ROLES)[number];

/** Whose session each token stands for: the matrix's checks of a reply are theirs. */
export const TOKEN_HOLDER = { ownerToken: 'owner', otherToken: 'otherProfessional' } as const;

/**
 * What a token gets on a route: behind a sign-in, what its professional gets where the route has a
 * scope, else 403; on a route open to everyone, what a guest gets (a token is no session there).
 */
export function tokenExpectations(
  key: string,
  expected: { guest: number; owner: number; otherProfessional: number },
  signedIn: boolean,
): Record<TokenRole, number> {
  if (!signedIn) return { ownerToken: expected.guest, otherToken: expected.guest };
  const scoped = key in TOKEN_SCOPES;
  return {
    ownerToken: scoped ? expected.owner : 403,
    otherToken: scoped ? expected.otherProfessional : 403,
  };
}

/**
 * A token with every scope for the owner and for the other professional, each used once: its first
 * use records `last_used_at`, and under the matrix's fixed clock no later call writes it again, so a
 * refusal changes no table.
 */
export async function mintTokens(t: TestApp, world: World): Promise<Record<TokenRole, string>> {
  const mint = async (session: string) => {
    const reply = await call(t, 'POST', 'professional/api-tokens', {
      token: session,
      body: { name: 'Matrix', scopes: API_TOKEN_SCOPES },
    });
    if (reply.status !== 201) throw new Error(`token: ${reply.status} ${JSON.stringify(reply.body)}`);
    const token = (reply.body.data as { token: string }).token;
    await call(t, 'GET', 'clients', { token });
    return token;
  };
  return { ownerToken: await mint(world.owner.token), otherToken: await mint(world.otherProfessional.token) };
}
