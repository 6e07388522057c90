import { spotOpened } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import type { OutgoingEmail } from '../../../messaging/messages.ts';
import type { EventRow } from '../../calendar/queries.ts';
import type { Scheduler } from '../../calendar/scheduling-rules.ts';
import { findActiveWaitlistContacts } from '../queries.ts';
import { spotOpenedEmails } from './registration-emails.ts';

/**
 * DECISIONS.md item 6, for whatever may have freed a place (a decline, a raised capacity): when a future
 * class with a waitlist has fewer active registrations than places, every active waitlist entry is
 * e-mailed in joining order; otherwise nobody is.
 */
export async function waitlistEmailsIfSpotOpen(
  db: Db,
  appUrl: string,
  scheduler: Scheduler,
  event: EventRow,
  activeRegistrations: number,
  now: Date,
): Promise<OutgoingEmail[]> {
  if (!spotOpened(event, activeRegistrations, now)) return [];
  return spotOpenedEmails(appUrl, scheduler, event, await findActiveWaitlistContacts(db, event.id));
}
