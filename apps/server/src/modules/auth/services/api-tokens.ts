import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  API_TOKEN_SHOWN_LENGTH,
  MAX_API_TOKENS,
  VALIDATION_MESSAGES,
  type ApiToken,
  type ApiTokenScope,
} from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import {
  countLiveApiTokensLocked,
  insertApiToken,
  listLiveApiTokens,
  revokeApiToken as revokeRow,
  type ApiTokenRow,
} from '../api-token-queries.ts';
import { requireProfessional } from '../roles.ts';

type Deps = Pick<AppDeps, 'database' | 'clock'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is kept of a token: its SHA-256, so a copy of the database signs no one in. */
export const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** `sb_pat_` and 32 random bytes in base64url: 256 bits, nothing to guess. */
export const newApiToken = (): string => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The stored scopes a token still may use (a scope removed from the list later grants nothing). */
export const knownScopes = (scopes: string[]): ApiTokenScope[] =>
  scopes.filter((scope): scope is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(scope));

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: knownScopes(row.scopes),
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** The professional's live tokens (never the tokens themselves: only their hashes are kept). */
export async function listApiTokens(deps: Deps, userId: string): Promise<ApiToken[]> {
  const { db } = deps.database;
  await requireProfessional(db, userId);
  return (await listLiveApiTokens(db, userId, deps.clock())).map(toApiToken);
}

/**
 * Makes a token and answers it whole, this once. 403 `forbidden` without a professional profile (a
 * token acts as a professional); 422 on `name` when MAX_API_TOKENS are live already.
 */
export async function createApiToken(
  deps: Deps,
  userId: string,
  body: { name: string; scopes: ApiTokenScope[]; expires_in_days: number | null },
): Promise<ApiToken & { token: string }> {
  const now = deps.clock();
  const token = newApiToken();
  const row = await deps.database.db.transaction(async (tx) => {
    await requireProfessional(tx, userId);
    if ((await countLiveApiTokensLocked(tx, userId, now)) >= MAX_API_TOKENS)
      throw fieldError('name', VALIDATION_MESSAGES.tooMany);
    return insertApiToken(tx, {
      userId,
      name: body.name,
      scopes: body.scopes,
      tokenHash: hashApiToken(token),
      prefix: token.slice(0, API_TOKEN_SHOWN_LENGTH),
      createdAt: now,
      expiresAt:
        body.expires_in_days === null ? null : new Date(now.getTime() + body.expires_in_days * DAY_MS),
    });
  });
  return { ...toApiToken(row), token };
}

/** Revokes one of the professional's live tokens; 404 `not_found` for any other id. */
export async function revokeApiToken(deps: Deps, userId: string, tokenId: string): Promise<void> {
  const { db } = deps.database;
  await requireProfessional(db, userId);
  if (!(await revokeRow(db, userId, tokenId, deps.clock()))) throw new AppError('not_found');
}
