import { DEFAULT_LANGUAGE, type ErrorCode, type Theme } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { uniqueViolationIndex } from '../../../core/db-errors.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/types.ts';
import type { GoogleIdentity } from '../google-client.ts';
import type { GoogleFlow } from '../google-state.ts';
import {
  findTakenUsernames,
  findUserByEmail,
  findUserByGoogleSubject,
  insertRoleProfile,
  insertSession,
  insertUser,
  markActivated,
  setGoogleSubject,
  type UserRow,
} from '../queries.ts';
import { signSignInTicket, SIGN_IN_TICKET_TTL_SECONDS } from '../tokens.ts';

/** Longest e-mail and full name the account forms accept. */
const MAX_EMAIL_LENGTH = 254;
const MAX_FULL_NAME_LENGTH = 120;

/**
 * Signs in (or signs up) the person a validated Google ID token names, by the rules of
 * docs/decisions/0015-google-sign-in.md, and answers the one-time ticket that opens their session:
 * - the account linked to this Google subject signs in, whatever its e-mail is now;
 * - else an account with the same e-mail: linked to another Google account is refused
 *   (`google_email_differs`), one with a password is refused (`google_use_password`);
 * - else a new account: activated, e-mail verified, no password, the chosen theme's role profile.
 * A deleted account never signs in; Google's e-mail must be verified to match or create an account.
 */
export async function signInWithGoogle(
  deps: AppDeps,
  identity: GoogleIdentity,
  flow: GoogleFlow,
): Promise<string> {
  const now = deps.clock();
  try {
    return await deps.database.db.transaction(async (tx) => {
      const user = await accountFor(tx, identity, flow, now);
      return openTicket(tx, user.id, now, deps.config.jwtSecret);
    });
  } catch (error) {
    // Two first sign-ins racing for one e-mail, username or subject: the loser tries again.
    if (uniqueViolationIndex(error) !== null) throw refusal('common.auth.generic');
    throw error;
  }
}

async function accountFor(tx: Db, identity: GoogleIdentity, flow: GoogleFlow, now: Date): Promise<UserRow> {
  const linked = await findUserByGoogleSubject(tx, identity.subject);
  if (linked && !linked.deletedAt) return linked;
  // A deleted account keeps no hold on the Google account: it may sign up afresh.
  if (linked) await setGoogleSubject(tx, linked.id, null, now);

  const email = identity.email?.toLowerCase() ?? null;
  if (!email || !identity.emailVerified || email.length > MAX_EMAIL_LENGTH)
    throw refusal('common.auth.generic');
  const sameEmail = await findUserByEmail(tx, email);
  if (sameEmail) {
    if (sameEmail.deletedAt) throw refusal('common.auth.generic');
    if (sameEmail.googleSubject) throw refusal('common.auth.google_email_differs');
    if (sameEmail.passwordHash) throw refusal('common.auth.google_use_password');
    // An account without a password or Google: Google has just proven the e-mail is theirs.
    await setGoogleSubject(tx, sameEmail.id, identity.subject, now);
    if (!sameEmail.activatedAt) await markActivated(tx, sameEmail.id, now);
    return sameEmail;
  }
  return createAccount(tx, { ...identity, email }, flow, now);
}

async function createAccount(
  tx: Db,
  identity: GoogleIdentity & { email: string },
  flow: GoogleFlow,
  now: Date,
): Promise<UserRow> {
  const user = await insertUser(tx, {
    email: identity.email,
    username: await freeUsername(tx, identity.email),
    passwordHash: null,
    language: flow.language ?? DEFAULT_LANGUAGE,
    timezone: flow.timezone ?? 'UTC',
    theme: flow.theme satisfies Theme,
    newsletter: false,
    activatedAt: now,
    emailVerifiedAt: now,
    googleSubject: identity.subject,
    createdAt: now,
    updatedAt: now,
  });
  await insertRoleProfile(tx, flow.theme, user.id, identity.name?.slice(0, MAX_FULL_NAME_LENGTH) ?? null);
  return user;
}

/** Opens a session that only the ticket can start, expiring with it unless redeemed. */
async function openTicket(tx: Db, userId: string, now: Date, secret: string): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const sessionId = await insertSession(tx, userId, new Date((issuedAt + SIGN_IN_TICKET_TTL_SECONDS) * 1000));
  const { token } = await signSignInTicket({ userId, sessionId, now, secret });
  return token;
}

/**
 * A username from the e-mail's local part (the characters usernames allow, 3 to 30 of them), with a
 * number added when it is taken: `ana.silva`, `ana.silva2`, … then a random four-digit suffix.
 */
export function usernameCandidates(email: string, random: () => number = Math.random): string[] {
  const local = email.split('@')[0] ?? '';
  let base = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 24);
  if (base.length < 3) base = `user${base}`.slice(0, 24);
  const numbered = Array.from({ length: 8 }, (_, index) => `${base}${index + 2}`);
  const randomised = Array.from(
    { length: 4 },
    () => `${base}${Math.floor(1000 + random() * 9000).toString()}`,
  );
  return [base, ...numbered, ...randomised];
}

async function freeUsername(tx: Db, email: string): Promise<string> {
  const candidates = usernameCandidates(email);
  const taken = await findTakenUsernames(tx, candidates);
  const free = candidates.find((name) => !taken.has(name));
  if (!free) throw refusal('common.auth.generic');
  return free;
}

function refusal(code: ErrorCode): AppError {
  return new AppError(code);
}
