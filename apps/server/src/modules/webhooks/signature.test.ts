import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookEventId, newWebhookSecret, signWebhook, webhookHeaders } from './signature.ts';

describe('webhook signatures (Standard Webhooks)', () => {
  it('matches the specification example', () => {
    // The worked example of the Standard Webhooks specification (its "Signature scheme" section).
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('verifies with the standardwebhooks package, and fails for any other body, id or secret', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (text, other) => {
        const secret = newWebhookSecret();
        const body = JSON.stringify({ type: 'client.added', data: { text } });
        const headers = webhookHeaders(secret, newWebhookEventId(new Date()), body, new Date());
        expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
        const forged = JSON.stringify({ type: 'client.added', data: { text: text + other } });
        expect(() => new Webhook(secret).verify(forged, headers)).toThrow();
        expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
        expect(() =>
          new Webhook(secret).verify(body, { ...headers, 'webhook-id': headers['webhook-id'] + 'x' }),
        ).toThrow();
      }),
      { numRuns: 50 },
    );
  });

  it('makes secrets of 24 random bytes and ids that sort by time', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    const early = newWebhookEventId(new Date('2027-01-01T00:00:00Z'));
    const late = newWebhookEventId(new Date('2027-01-01T00:00:00.001Z'));
    expect(early).toMatch(/^msg_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(early.slice(0, 14) < late.slice(0, 14)).toBe(true);
    expect(newWebhookEventId(new Date())).not.toBe(newWebhookEventId(new Date()));
  });
});
