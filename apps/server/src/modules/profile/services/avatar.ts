import { randomBytes } from 'node:crypto';
import { VALIDATION_MESSAGES, type AvatarType, type SessionUser } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { findSessionUser } from '../../auth/session-user-queries.ts';
import { avatarStorageFor } from '../avatar-storage.ts';
import { setAvatar } from '../../auth/user-rows.ts';

const EXTENSIONS: Record<AvatarType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** What the bytes are, read from their signature (the declared type and name are not trusted). */
export function sniffImageType(bytes: Buffer): AvatarType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/**
 * `POST profile/avatar`: stores a JPEG, PNG or WebP picture (the size limit, a 413, is enforced while
 * the upload streams in) and points the account at it; the previous picture is removed afterwards.
 */
export async function replaceAvatar(deps: AppDeps, userId: string, bytes: Buffer): Promise<SessionUser> {
  const type = sniffImageType(bytes);
  if (!type) throw fieldError('avatar', VALIDATION_MESSAGES.imageType);
  const storage = avatarStorageFor(deps.config);
  const url = await storage.put(`${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`, bytes, type);
  return swapAvatar(deps, userId, url);
}

/** `DELETE profile/avatar`: back to initials. */
export async function removeAvatar(deps: AppDeps, userId: string): Promise<SessionUser> {
  return swapAvatar(deps, userId, null);
}

async function swapAvatar(deps: AppDeps, userId: string, url: string | null): Promise<SessionUser> {
  const storage = avatarStorageFor(deps.config);
  let previous: string | null;
  let user: SessionUser | null;
  try {
    ({ previous, user } = await deps.database.db.transaction(async (tx) => ({
      previous: await setAvatar(tx, userId, url, deps.clock()),
      user: await findSessionUser(tx, userId),
    })));
  } catch (error) {
    if (url) await storage.remove(url).catch(() => undefined);
    throw error;
  }
  if (!user) throw new AppError('unauthenticated');
  // After the commit: a failed removal leaves an orphan file, never a profile pointing at nothing.
  if (previous && previous !== url) await storage.remove(previous).catch(() => undefined);
  return user;
}
