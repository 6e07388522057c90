import { DEFAULT_CALENDAR_VIEW, PHONE_CALENDAR_VIEW, type CalendarView } from '@sessionbook/domain';
import { useSyncExternalStore } from 'react';

/** Narrower than this, five columns do not fit readable text (docs/product/look-and-feel.md#calendar-is-home). */
const PHONE_QUERY = '(max-width: 599px)';
/**
 * Text large for the screen: 15em is 240 px at the default text size (no phone) and 480 px with text
 * at 200 % (every phone). Three columns would then show an ellipsis for every title; one day reads.
 */
const LARGE_TEXT_QUERY = '(max-width: 14.99em)';

const query = (media: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(media) : null;

function subscribe(onChange: () => void) {
  const queries = [query(PHONE_QUERY), query(LARGE_TEXT_QUERY)];
  queries.forEach((media) => media?.addEventListener('change', onChange));
  return () => queries.forEach((media) => media?.removeEventListener('change', onChange));
}

function currentView(): CalendarView {
  if (query(LARGE_TEXT_QUERY)?.matches) return 1;
  return query(PHONE_QUERY)?.matches ? PHONE_CALENDAR_VIEW : DEFAULT_CALENDAR_VIEW;
}

/** The view used when the URL names none: 3 days on a phone (1 with large text), else 5. */
export function useDefaultView(): CalendarView {
  return useSyncExternalStore(subscribe, currentView, () => DEFAULT_CALENDAR_VIEW);
}
