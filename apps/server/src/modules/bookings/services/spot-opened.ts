import { spotOpened } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import type { OutgoingEmail } from '../../../messaging/messages.ts';
import type { EventRow } from '../../calendar/queries.ts';
import { voucherRulesOf } from '../../vouchers/settings.ts';
import { findActiveWaitlistContacts } from '../queries.ts';
import { spotOpenedEmails, type MailingProfessional } from './registration-emails.ts';

/**
 * docs/product/rules.md#waitlist, for whatever may have freed a place (a decline, a cancellation, a raised
 * capacity): when a class with a waitlist has fewer active registrations than places and its
 * registration deadline has not passed, every active waitlist entry is e-mailed in joining order;
 * otherwise nobody is (no "register now" that registering would refuse).
 */
export async function waitlistEmailsIfSpotOpen(
  db: Db,
  appUrl: string,
  professional: MailingProfessional,
  event: EventRow,
  activeRegistrations: number,
  now: Date,
): Promise<OutgoingEmail[]> {
  if (!event.isGroupSession || !event.waitlistAllowed) return [];
  const { registration } = await voucherRulesOf(db, event.professionalId, event.voucherTypeId);
  if (!spotOpened(event, activeRegistrations, now, registration)) return [];
  return spotOpenedEmails(appUrl, professional, event, await findActiveWaitlistContacts(db, event.id));
}
