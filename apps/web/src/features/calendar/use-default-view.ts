import { DEFAULT_CALENDAR_VIEW, PHONE_CALENDAR_VIEW, type CalendarView } from '@sessionbook/domain';
import { useSyncExternalStore } from 'react';

/** Narrower than this, five columns do not fit readable text (DESIGN.md principle 1). */
const PHONE_QUERY = '(max-width: 599px)';

const phoneQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : null;

function subscribe(onChange: () => void) {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The view used when the URL names none: 3 days on a phone, else 5. */
export function useDefaultView(): CalendarView {
  const isPhone = useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
  return isPhone ? PHONE_CALENDAR_VIEW : DEFAULT_CALENDAR_VIEW;
}
