import type { ProfessionalProfile, ProfessionalProfileInput } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { saveProfessionalProfile } from '../../auth/profile-rows.ts';
import { findProfileOfUser } from '../queries.ts';

/** `PUT professional/profile`: name, description, speciality, location, website and social links. */
export async function updateProfessionalProfile(
  deps: AppDeps,
  userId: string,
  input: ProfessionalProfileInput,
): Promise<ProfessionalProfile> {
  return deps.database.db.transaction(async (tx) => {
    if (!(await findProfileOfUser(tx, userId))) throw new AppError('forbidden');
    await saveProfessionalProfile(tx, userId, input);
    const profile = await findProfileOfUser(tx, userId);
    if (!profile) throw new Error(`professional profile of ${userId} not found`);
    return profile;
  });
}
