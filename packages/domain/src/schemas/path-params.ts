import { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import { USERNAME_PATTERN } from './fields.ts';
import { GROUP_ID_PREFIX } from './groups.ts';

/**
 * Path values. A value that cannot name anything is answered like an unknown one, without a query:
 * the schema's message is the error code to answer with, and the server's error handler gives a
 * failed path schema the status of that code (a 404 for the resources, 403 for a spent link).
 */

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** A row id (uuid), lower-cased. */
export const uuidParam = (unknown: ErrorCode) =>
  z
    .string()
    .regex(new RegExp(`^${UUID}$`), { error: unknown })
    .transform((id) => id.toLowerCase());

/** A group id: a uuid, or the `g`-prefixed id of the mixed client list (docs/product/entities-and-states.md#group); the uuid. */
export const groupIdParam = z
  .string()
  .regex(new RegExp(`^${GROUP_ID_PREFIX}?${UUID}$`), { error: 'error.group.not_found' })
  .transform((id) => id.slice(id.length - 36).toLowerCase());

/** The random part of an e-mailed link or an invite link: base64url. */
const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const linkTokenParam = (unknown: ErrorCode) =>
  z.string().regex(LINK_TOKEN_PATTERN, { error: unknown });

/** A public profile's `@{username}`. */
export const usernameParam = z.string().regex(USERNAME_PATTERN, { error: 'error.professional.not_found' });
