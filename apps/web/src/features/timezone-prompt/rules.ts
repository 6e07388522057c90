/**
 * When the time-zone prompt acts (docs/product/rules.md#time-zone-prompt): never after the user opted out, at
 * most
 * once a week, silently when the account still has the default UTC, and with a question only when the
 * device's zone would show other times than the account's. Pure, so the rules are tested without a DOM.
 */
import { TIMEZONE_CHECK_INTERVAL_MS, type SessionUser } from '@sessionbook/domain';
import { isProfessionalPath } from '../../lib/paths.ts';

/** UTC under any of its names. */
const UTC_NAMES = /^(Etc\/)?(UTC|UCT|GMT([+-]?0)?|Universal|Zulu|Greenwich)$/;
export const isUtc = (zone: string): boolean => UTC_NAMES.test(zone);

/** The zone's offset from UTC at an instant, as "GMT+05:30" ("GMT" for none). */
export function offsetAt(zone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    timeZoneName: 'longOffset',
  }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether two zones show the same clock times for the coming year: the same name, an alias
 * (Chromium still reports "Asia/Calcutta" for "Asia/Kolkata"), or a neighbour with the same rules
 * (Berlin and Amsterdam). Checked every two weeks of the year, so a different DST date shows up.
 */
export function sameClock(a: string, b: string, now: Date): boolean {
  if (a === b) return true;
  for (let day = 0; day <= 366; day += 14) {
    const at = new Date(now.getTime() + day * DAY_MS);
    if (offsetAt(a, at) !== offsetAt(b, at)) return false;
  }
  return true;
}

export interface PromptContext {
  /** The account's zone. */
  userZone: string;
  /** What the browser reports (lib/device-time-zone.ts). */
  detected: string | null;
  /** The local no-timezone-updates flag: the user chose "don't ask me again". */
  optedOut: boolean;
  /** When a zone was last suggested (ms since the epoch), from local storage. */
  lastSuggestedAt: number | null;
  /** Onboarding is showing or due: the prompt waits, so two dialogs never stack. */
  onboardingPending: boolean;
  now: Date;
}

/** `save`: store the detected zone without asking, then reload; `ask`: show the dialog. */
export type PromptDecision = { action: 'none' } | { action: 'save' | 'ask'; zone: string };

const NONE: PromptDecision = { action: 'none' };

export function decidePrompt(context: PromptContext): PromptDecision {
  const { userZone, detected, now } = context;
  if (context.optedOut || context.onboardingPending || !detected) return NONE;
  const last = context.lastSuggestedAt;
  const since = last === null ? null : now.getTime() - last;
  // A time in the future (stored while the device clock was wrong) must not silence the prompt.
  if (since !== null && since >= 0 && since < TIMEZONE_CHECK_INTERVAL_MS) return NONE;
  // A browser that reports UTC usually hides its zone (privacy settings, remote desktops): not a
  // better guess than what the account has.
  if (isUtc(detected)) return NONE;
  if (sameClock(userZone, detected, now)) return NONE;
  // UTC is the default of a new account (sign-up does not send a zone): take the device's at once.
  if (isUtc(userZone)) return { action: 'save', zone: detected };
  return { action: 'ask', zone: detected };
}

/**
 * Onboarding's own rule (docs/product/screens.md#onboarding): a professional on a professional route whose
 * profile is not
 * onboarded sees the onboarding dialog (whether it is done lives on the account, issue 25).
 */
export function onboardingPending(user: SessionUser, pathname: string): boolean {
  const professional = user.professional;
  return isProfessionalPath(pathname) && !!professional && !professional.onboarded;
}

/** The no-timezone-updates flag's value once the user opted out. */
export const OPTED_OUT = 'true';

/** A stored epoch-milliseconds time, or null when missing or unreadable. */
export function parseStoredTime(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
