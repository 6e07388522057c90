/**
 * The open classes and slots a public profile offers (docs/product/screens.md#public-profile and
 * docs/product/overview.md#who-may-book):
 * - a signed-in client reads them as a client (`GET client/events` and `GET client/availability-slots`
 *   with `professional_id`; allowed for a public professional without a connection), so their own
 *   registrations and waitlist places show;
 * - anyone else reads the guest view (`GET guest/professionals/{username}/calendar`), without who is
 *   going.
 * Both take local dates (`YYYY-MM-DD`, both inclusive) and are parsed with the shared schemas.
 */
import {
  clientEventEntry,
  clientSlotEntry,
  publicCalendarReply,
  type ClientEventEntry,
  type ClientSlotEntry,
} from '@sessionbook/domain';
import { api } from '../../lib/api-client.ts';

export interface PublicTimes {
  events: ClientEventEntry[];
  slots: ClientSlotEntry[];
}

export interface TimesWindow {
  startDate: string;
  endDate: string;
}

export async function fetchClientTimes(professionalId: string, window: TimesWindow): Promise<PublicTimes> {
  const query = { start_date: window.startDate, end_date: window.endDate, professional_id: professionalId };
  const [events, slots] = await Promise.all([
    api.get('client/events', { query }),
    api.get('client/availability-slots', { query }),
  ]);
  return { events: clientEventEntry.array().parse(events), slots: clientSlotEntry.array().parse(slots) };
}

export async function fetchGuestTimes(username: string, window: TimesWindow): Promise<PublicTimes> {
  const reply = await api.get(`guest/professionals/${encodeURIComponent(username)}/calendar`, {
    query: { start_date: window.startDate, end_date: window.endDate },
    envelope: true,
  });
  return publicCalendarReply.parse(reply).data;
}
