/** The first retry waits this long; each later one twice as long as the one before. */
export const FIRST_RETRY_MS = 5_000;
/** No retry waits longer than an hour, so a provider that comes back is used within the hour. */
export const LONGEST_RETRY_MS = 60 * 60 * 1000;

/** How long to wait after the `attempts`-th failed attempt (1-based) before the next one. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, LONGEST_RETRY_MS);
}
