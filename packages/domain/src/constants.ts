/** Business constants of docs/product/constants.md, shared by server and app. */
export const LANGUAGES = ['en', 'es', 'nl', 'pt', 'pt-br'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const THEMES = ['client', 'professional'] as const;
export type Theme = (typeof THEMES)[number];
/** A stored theme as the type: anything but `professional` reads as the default, client. */
export const themeOr = (value: string | null | undefined): Theme =>
  value === 'professional' ? 'professional' : 'client';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const TEXT_AREA_MAX = 5000;

export const TOAST_MS = 6000;
export const COPIED_NOTICE_MS = 4000;
export const ONLINE_BANNER_MS = 900;
export const MODAL_CLOSE_MS = 500;
export const DRAG_CLOSE_PX = 200;
export const SEARCH_DEBOUNCE_MS = 500;
export const REQUEST_DEBOUNCE_MS = 300;
/** The exact 401 body of docs/product/errors.md#error-reply-shape (beside errors.ts, which carries zod). */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
/** An infinite list loads its next page when the user is this many items from the end. */
export const INFINITE_LIST_THRESHOLD = 10;
/** Calendar views in days (docs/product/constants.md#time-and-calendar); the default is 5, a phone starts at 3 (docs/product/look-and-feel.md#calendar-is-home). */
export const CALENDAR_VIEWS = [1, 3, 5, 7] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const DEFAULT_CALENDAR_VIEW: CalendarView = 5;
export const PHONE_CALENDAR_VIEW: CalendarView = 3;
/**
 * The longest an event or availability slot may last. It bounds the calendar window query (an item
 * that starts this long before the window cannot reach into it) and is checked on create and edit.
 */
export const MAX_ITEM_MINUTES = 24 * 60;
/** How often the app may ask about a new device time zone (docs/product/rules.md#time-zone-prompt). */
export const TIMEZONE_CHECK_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** Reference data: the three voucher types (docs/product/entities-and-states.md#voucher-types; onboarding maps ids 1, 2, 3). */
export const VOUCHER_TYPES = [
  { id: 1, type: 'individual', max_event_regs: 1 },
  { id: 2, type: 'duo', max_event_regs: 2 },
  { id: 3, type: 'group', max_event_regs: 10 },
] as const;

/**
 * Reasons the server writes itself when it ends a place or an event (a claim cancelled or refused, a
 * slot cancelled, an account deleted). They are codes, never shown as they are: the app, the feed and
 * the e-mails put each in the reader's words (`details.reasons.*` in booking.json, `reasons.*` in
 * emails.json).
 */
export const SYSTEM_REASONS = [
  'claim_cancelled',
  'claim_declined',
  'slot_cancelled',
  'account_deleted',
] as const;
export type SystemReason = (typeof SYSTEM_REASONS)[number];
export const isSystemReason = (reason: string | null | undefined): reason is SystemReason =>
  (SYSTEM_REASONS as readonly (string | null | undefined)[]).includes(reason);
