/**
 * When a delivery that was not answered 2xx is tried again (docs/webhooks.md#retries): the schedule of
 * Standard Webhooks, counted from the failed attempt. After the last wait's attempt fails, the
 * delivery is failed (the owner can still "send again").
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

/** The wait after the `round`-th failed attempt of a round (0-based), or null: give up. */
export function webhookRetryDelayMs(round: number): number | null {
  return WEBHOOK_RETRY_DELAYS_MS[round] ?? null;
}
