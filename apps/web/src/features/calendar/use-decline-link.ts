/**
 * The decline link of the e-mails (`/professional/event-registrations/{id}/decline`, which redirects
 * to `?decline={id}`): look the registration up, move the calendar to its event's day, then ask the
 * decline question. An unknown or already ended registration gets an error toast and the parameter
 * is dropped, so a reload does not ask again; any other failure keeps it for a retry.
 */
import { wallTimeIn } from '@sessionbook/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.tsx';
import { useRegistrationLookup } from './api/get-registration.ts';
import type { DeclineTarget } from './components/decline-dialog.tsx';
import { formatWhen } from '../../lib/format-dates.ts';
import { eventTitle, personName } from './lib/item-text.ts';

interface DeclineLinkOptions {
  declineId: string | null;
  timeZone: string;
  /** `YYYY-MM-DD` of the days shown. */
  visibleDates: readonly string[];
  moveTo: (date: string) => void;
  dropDecline: () => void;
  ask: (target: DeclineTarget) => void;
}

export function useDeclineLink({
  declineId,
  timeZone,
  visibleDates,
  moveTo,
  dropDecline,
  ask,
}: DeclineLinkOptions) {
  const { t, i18n } = useTranslation('calendar');
  const toast = useToast();
  const lookup = useRegistrationLookup(declineId);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!declineId || handled.current === declineId) return;
    if (lookup.isError) {
      handled.current = declineId;
      const missing = lookup.error instanceof ApiError && lookup.error.status === 404;
      toast.error(missing ? 'calendar:toasts.registration_not_found' : lookup.error);
      // Only a registration that does not exist loses its link; after a network failure a reload retries.
      if (missing) dropDecline();
      return;
    }
    if (!lookup.data) return;
    const { registration, event } = lookup.data;
    if (registration.cancelled_at !== null || event.cancelled_at !== null) {
      handled.current = declineId;
      toast.error('calendar:toasts.registration_ended');
      dropDecline();
      return;
    }
    const start = new Date(event.start_time);
    const date = wallTimeIn(start, timeZone).date;
    // Move first; the question opens once the calendar shows that day (a route change closes dialogs).
    if (!visibleDates.includes(date)) return moveTo(date);
    handled.current = declineId;
    const locale = i18n.language;
    ask({
      registrationId: registration.id,
      kind:
        registration.kind === 'waitlist' ? 'waitlist' : event.availability_slot_id ? 'claim' : 'registration',
      name: personName(registration.full_name, t),
      itemTitle: eventTitle(event, t, locale),
      when: formatWhen(start, new Date(event.end_time), locale, timeZone),
    });
  }, [
    declineId,
    lookup.isError,
    lookup.error,
    lookup.data,
    timeZone,
    visibleDates,
    moveTo,
    dropDecline,
    ask,
    toast,
    t,
    i18n.language,
  ]);
}
