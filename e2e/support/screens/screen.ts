/** What a screen of the registry is (screens.ts), and the world of data the screens show. */
import type { Language } from '@sessionbook/domain';
import type { Locator, Page } from '@playwright/test';
import type { Person } from '../api.ts';

export type Who = 'guest' | 'client' | 'professional';

/**
 * The zone of everyone in the world of `screenDataViaApi` (screens.ts), and of the browser: no time-zone
 * prompt unless asked for.
 */
export const SCREENS_TIME_ZONE = 'Europe/Amsterdam';

export interface ScreenData {
  professional: Person & { token: string; professionalId: string };
  client: Person & { token: string; entryId: string };
  /** A client the professional invited by an e-mail address long enough to test every box it sits in. */
  pending: { entryId: string; email: string };
  groupId: string;
  inviteSlug: string;
  /** Titles of tomorrow's items on the calendars. */
  classTitle: string;
  cancelledTitle: string;
  slotTitle: string;
  /** The day the items are on (`YYYY-MM-DD`, the professional's zone). */
  day: string;
}

export interface Screen {
  /** Unique, readable: also the screenshot's file name. */
  name: string;
  who: Who;
  path: (data: ScreenData) => string;
  /** Something of the data that shows the screen has loaded; without it, the network settling is enough. */
  ready?: (page: Page, data: ScreenData, language: Language) => Locator;
  /** From the loaded path to the state to look at (a dialog, a menu). */
  open?: (page: Page, data: ScreenData, language: Language) => Promise<unknown>;
  /** Storage the screen needs besides the signed-in session (e.g. the time-zone prompt left to ask). */
  storage?: Record<string, string | null>;
  /** The phone's own zone when it must differ from everyone's (`SCREENS_TIME_ZONE`): a new context. */
  deviceTimeZone?: string;
}
