/**
 * Standard Webhooks signing (https://www.standardwebhooks.com, docs/webhooks.md): the secret is
 * `whsec_` + base64 of random bytes; a delivery is signed with HMAC-SHA256 over
 * `${id}.${timestamp}.${body}` keyed with the decoded bytes, sent as `v1,` + base64.
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
/** 24 bytes: within the 24 to 64 the specification asks for. */
const SECRET_BYTES = 24;

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** The `webhook-signature` header of one attempt. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
  const digest = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/** The three headers of one attempt at `at`: the id is the event's, the same on every attempt. */
export function webhookHeaders(secret: string, id: string, body: string, at: Date): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An event id: `msg_` and a ULID (48 bits of milliseconds, 80 random bits, Crockford base32), so ids
 * sort by time in a receiver's log and never repeat.
 */
export function newWebhookEventId(at: Date): string {
  let time = '';
  let ms = at.getTime();
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[ms % 32]! + time;
    ms = Math.floor(ms / 32);
  }
  const random = [...randomBytes(16)].map((byte) => CROCKFORD[byte % 32]).join('');
  return `msg_${time}${random}`;
}
