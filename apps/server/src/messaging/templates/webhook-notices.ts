/**
 * A professional's webhook (docs/webhooks.md#retries): `data.address` is the endpoint's address,
 * `data.event` the event type that could not be delivered, `data.since` when it happened (the reader's
 * zone), `data.answer` the receiver's last answer (a status code or what failed on the way), `data.url`
 * opens the integrations page.
 */

/** A delivery ran out of its retries: the professional's tool missed an event until they send it again. */
export const WEBHOOK_FAILING = { section: 'webhook_failing', greetsByName: false } as const;
