import type { EventRegistrationReply } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { loadEventEntries } from '../../calendar/event-entries.ts';
import { findOwnRegistration } from '../queries.ts';
import { registrationNotFound, toProfessionalRegistration } from './registration-rules.ts';
import { requireProfessional } from '../../auth/roles.ts';

/**
 * A registration or waitlist entry of one of the professional's events, with the event (the decline
 * link of the calendar). Another professional's entry, an unknown id and a non-uuid are 404
 * `error.registration.not_found`; a user without a professional profile is 403.
 */
export async function getRegistration(
  deps: AppDeps,
  userId: string,
  id: string,
): Promise<EventRegistrationReply['data']> {
  const { db } = deps.database;
  const scheduler = await requireProfessional(db, userId);
  const entry = await findOwnRegistration(db, scheduler.professionalId, id);
  if (!entry) throw registrationNotFound();
  const [event] = await loadEventEntries(db, scheduler.professionalId, [entry.eventId], deps.clock());
  if (!event) throw registrationNotFound();
  return { registration: toProfessionalRegistration(entry), event };
}
