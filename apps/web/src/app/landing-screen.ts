/**
 * A signed-in user opens the app on their calendar, each role's landing screen. Its code (about thirty
 * chunks) is requested from the entry, beside /config.json, the catalogs and the session check, rather
 * than once boot has rendered the route: two round trips less before the calendar asks for its data
 * on a phone (docs/performance.md, "Calendars on a throttled phone"). The route's lazy screen then
 * finds the modules loaded. A guest, or any other path, loads as before.
 */
import { readStored, STORAGE_KEYS } from '../lib/storage.ts';
import { loadClientCalendar, loadProfessionalCalendar } from './lazy-screens.tsx';

const landingScreens: Record<string, () => Promise<unknown>> = {
  '/calendar': loadClientCalendar,
  '/professional/calendar': loadProfessionalCalendar,
};

/** `pathname` without the language segment (i18n.ts `takeLanguageFromUrl` has taken it). */
export function startLandingScreen(pathname: string): void {
  const load = landingScreens[pathname.replace(/\/$/, '')];
  if (!load || !readStored(STORAGE_KEYS.token)) return;
  // A failure here is the route's to show: its lazy screen imports the module again.
  load().catch(() => undefined);
}
