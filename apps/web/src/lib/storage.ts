/**
 * What the app keeps in the device's local storage (docs/product/entities-and-states.md#local-storage), and
 * tiny typed helpers. Storage
 * can throw (private mode, quota), so every access is guarded: the app must keep working without
 * persistence.
 *
 * Only what belongs to this device or this sign-in is kept here (issue 25, docs/decisions/0035):
 * whatever belongs to the account lives on the server, so it follows the person to another device and
 * never passes to the next person who signs in on this one. storage.test.ts fails for a key that is
 * not in STORAGE_OWNERS, and for any other file that reads or writes local storage itself.
 */
export const STORAGE_KEYS = {
  user: 'user',
  theme: 'theme',
  token: 'token',
  language: 'language',
  cookiesAccepted: 'cookies_accepted',
  installPromptDismissed: 'install_prompt_dismissed',
  installOfferScreens: 'install_offer_screens',
  noTimezoneUpdates: 'no_timezone_updates',
  detectedTimezone: 'detected_timezone',
  timezoneSuggestedAt: 'timezone_suggested_at',
  inviteSlug: 'invite_slug',
  signUpRedirect: 'sign_up_redirect',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Whose each key is: `sign-in` (this device's session: the server's copy of the user, refreshed at
 * start, and its token; gone at sign-out), `device` (a fact or choice about this browser), `visit`
 * (a guest's step before an account exists, e.g. the invite they opened).
 */
export const STORAGE_OWNERS: Record<keyof typeof STORAGE_KEYS, 'sign-in' | 'device' | 'visit'> = {
  // The signed-in account as the server last sent it, so the app starts offline; read again at start.
  user: 'sign-in',
  token: 'sign-in',
  // The theme this device shows; signing in takes the account's, switching roles saves it on the server.
  theme: 'device',
  // The language this device shows before sign-in; signing in takes the account's language.
  language: 'device',
  // Consent is given per browser (ePrivacy), not per account.
  cookiesAccepted: 'device',
  // Installing is per browser.
  installPromptDismissed: 'device',
  // The screens opened before the install offer: installing is a matter of the device, so an account on
  // a new phone is offered the app there too (docs/decisions/0037-one-voice-one-look.md).
  installOfferScreens: 'device',
  // The time-zone prompt is about the zone this device reports ("This device is in …").
  noTimezoneUpdates: 'device',
  detectedTimezone: 'device',
  timezoneSuggestedAt: 'device',
  // A guest's invite link and where sign-up returns to: there is no account yet.
  inviteSlug: 'visit',
  signUpRedirect: 'visit',
};

/**
 * Keys earlier versions kept for the account, now on the server: removed from the device at start.
 * `onboarding_done` hid onboarding from every professional of a device once one had finished it; the
 * account's `professional.onboarded` says it now.
 */
export const RETIRED_KEYS = ['onboarding_done'] as const;

export function forgetRetiredKeys(): void {
  for (const key of RETIRED_KEYS) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to forget where storage is unavailable.
    }
  }
}

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Persistence is best effort; the in-memory state still holds the value for this visit.
  }
}
