import { type CalendarQuery, type PublicCalendarReply } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { toClientEventEntries } from '../../bookings/client-event-entries.ts';
import { findProfessionalContact } from '../../bookings/client-queries.ts';
import { windowOf } from '../../calendar/calendar-window.ts';
import { findProfileByUsername } from '../../public-profile/queries.ts';
import { maySeeProfile, type ProfileViewer } from '../../public-profile/services/show-public-profile.ts';
import { openSlotEntries } from './open-slots.ts';
import { findClientEvents } from '../../bookings/client-event-queries.ts';

/** No client has this id: the guest sees only what every client sees (open classes), and no entries. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * `GET guest/professionals/{username}/calendar`: the open classes and slots of a professional who made
 * their profile public (or whose own or confirmed client's session token came with it), in the professional's
 * zone, for a guest to pick one before signing up (docs/product/screens.md#public-profile, public calendar
 * login modal). A guest sees how many are going, never who (decision 0027).
 */
export async function showPublicCalendar(
  deps: AppDeps,
  username: string,
  query: CalendarQuery,
  viewer?: ProfileViewer,
): Promise<PublicCalendarReply['data']> {
  const { db } = deps.database;
  const profile = await findProfileByUsername(db, username);
  if (!profile) throw new AppError('error.professional.not_found');
  if (!(await maySeeProfile(db, profile, viewer))) throw new AppError('error.profile.not_public');
  const professional = await findProfessionalContact(db, profile.id);
  const window = windowOf({ timeZone: professional?.timeZone ?? 'UTC' }, query, deps.clock());
  const events = toClientEventEntries(await findClientEvents(db, NOBODY, profile.id, window), 'guest');
  const slots = await openSlotEntries(db, profile.id, window);
  return { events, slots };
}
