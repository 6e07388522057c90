import {
  VALIDATION_MESSAGES,
  type SessionLengthsInput,
  type UserPreferences,
  type UserPreferencesInput,
} from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import {
  findUserPreferences,
  knownVoucherTypeIds,
  upsertDurationPreferences,
  upsertUserPreferences,
} from '../queries.ts';
import { requireProfessional } from '../../auth/roles.ts';

/** The signed-in professional's preferences, or empty lists before onboarding saved any. */
export async function getUserPreferences(deps: AppDeps, userId: string): Promise<UserPreferences> {
  const { db } = deps.database;
  await requireProfessional(db, userId);
  return (
    (await findUserPreferences(db, userId)) ?? {
      user_id: userId,
      session_preferences: [],
      duration_preferences: [],
    }
  );
}

/**
 * Onboarding step 1 (docs/product/entities-and-states.md#user-preferences and
 * docs/product/api.md#calls-by-area): the session types and durations a professional offers.
 * Only for oneself (another user's id is 403) and only as a professional (403). The session types must
 * exist in `voucher_types`, the table every event and voucher points at (422 otherwise). Saving again
 * replaces the lists.
 */
export async function saveUserPreferences(
  deps: AppDeps,
  userId: string,
  input: UserPreferencesInput,
): Promise<UserPreferences> {
  const { db } = deps.database;
  if (input.user_id !== userId) throw new AppError('forbidden');
  await requireProfessional(db, userId);
  return db.transaction(async (tx) => {
    const known = await knownVoucherTypeIds(tx, input.session_preferences);
    const unknown = input.session_preferences.findIndex((id) => !known.includes(id));
    if (unknown >= 0)
      throw new AppError('validation', {
        fields: { [`session_preferences.${unknown}`]: [VALIDATION_MESSAGES.voucherType] },
      });
    return upsertUserPreferences(
      tx,
      {
        userId,
        sessionPreferences: input.session_preferences,
        durationPreferences: input.duration_preferences,
      },
      deps.clock(),
    );
  });
}

/**
 * `PUT user-preferences/durations`: the session lengths clients are offered, changed after onboarding
 * from the professional's profile (docs/decisions/0035). Professionals only (403). Nobody is told: open
 * slots already booked keep their length, and the client calendars show the new lengths at once (the
 * table stamps the calendar, migration 0015).
 */
export async function saveSessionLengths(
  deps: AppDeps,
  userId: string,
  input: SessionLengthsInput,
): Promise<UserPreferences> {
  const { db } = deps.database;
  await requireProfessional(db, userId);
  return db.transaction((tx) =>
    upsertDurationPreferences(tx, userId, input.duration_preferences, deps.clock()),
  );
}
