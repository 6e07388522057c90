/**
 * Local storage keys of spec section 3 and tiny typed helpers. Storage can throw (private mode,
 * quota), so every access is guarded: the app must keep working without persistence.
 */
export const STORAGE_KEYS = {
  user: 'user',
  theme: 'theme',
  token: 'token',
  language: 'language',
  cookiesAccepted: 'cookies_accepted',
  onboardingDone: 'onboarding_done',
  installPromptDismissed: 'install_prompt_dismissed',
  installOfferScreens: 'install_offer_screens',
  noTimezoneUpdates: 'no_timezone_updates',
  detectedTimezone: 'detected_timezone',
  timezoneSuggestedAt: 'timezone_suggested_at',
  inviteSlug: 'invite_slug',
  signUpRedirect: 'sign_up_redirect',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

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
