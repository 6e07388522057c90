import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/modules/auth/tokens.ts';
import {
  UNSUBSCRIBE_SETTINGS,
  UNSUBSCRIBE_TOKEN_TTL_SECONDS,
  signUnsubscribeToken,
  unsubscribeLinks,
  verifyUnsubscribeToken,
} from '../../src/messaging/unsubscribe-token.ts';

const SECRET = 'unit-test-secret';
const NOW = new Date('2027-03-18T06:00:00.500Z');
const USER = '0b7f4f6e-7f2c-4c55-9a55-2f3c1c1f9a01';
const DAY = 24 * 60 * 60 * 1000;

const derivedKey = (secret: string) =>
  new Uint8Array(createHmac('sha256', secret).update('unsubscribe').digest());

describe('unsubscribe tokens', () => {
  it('round-trips the user and each setting', async () => {
    for (const setting of UNSUBSCRIBE_SETTINGS) {
      const token = await signUnsubscribeToken(SECRET, { userId: USER, setting }, NOW);
      expect(token.split('.')).toHaveLength(3);
      expect(await verifyUnsubscribeToken(SECRET, token, NOW)).toEqual({ userId: USER, setting });
    }
  });

  it('refuses a tampered payload or signature', async () => {
    const token = await signUnsubscribeToken(SECRET, { userId: USER, setting: 'newsletter' }, NOW);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect(await verifyUnsubscribeToken(SECRET, `${header}.${otherUser}.${signature}`, NOW)).toBeNull();
    const otherSetting = Buffer.from(JSON.stringify({ ...claims, setting: 'app_updates' })).toString(
      'base64url',
    );
    expect(await verifyUnsubscribeToken(SECRET, `${header}.${otherSetting}.${signature}`, NOW)).toBeNull();
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    expect(await verifyUnsubscribeToken(SECRET, `${header}.${payload}.${flipped}`, NOW)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await verifyUnsubscribeToken(SECRET, none, NOW)).toBeNull();
    for (const junk of ['', 'abc', 'a.b.c', token + 'x', 'x'.repeat(5000)])
      expect(await verifyUnsubscribeToken(SECRET, junk, NOW)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signUnsubscribeToken('other-secret', { userId: USER, setting: 'newsletter' }, NOW);
    expect(await verifyUnsubscribeToken(SECRET, token, NOW)).toBeNull();
  });

  it('is valid for 90 days from `now`, not after', async () => {
    expect(UNSUBSCRIBE_TOKEN_TTL_SECONDS).toBe(90 * 24 * 60 * 60);
    const token = await signUnsubscribeToken(SECRET, { userId: USER, setting: 'sms_notifications' }, NOW);
    const day89 = new Date(NOW.getTime() + 89 * DAY);
    expect(await verifyUnsubscribeToken(SECRET, token, day89)).toEqual({
      userId: USER,
      setting: 'sms_notifications',
    });
    const day90 = new Date(NOW.getTime() + 90 * DAY + 1000);
    expect(await verifyUnsubscribeToken(SECRET, token, day90)).toBeNull();
  });

  it('refuses a session JWT and tokens of another purpose', async () => {
    const { token: session } = await signAccessToken({
      userId: USER,
      sessionId: '5a0d8a7e-0f63-4d0e-8a53-3f1b6f1f2b02',
      now: NOW,
      secret: SECRET,
    });
    expect(await verifyUnsubscribeToken(SECRET, session, NOW)).toBeNull();
    // Even with our claims, a token signed with the raw app secret (the session key) is refused.
    const iat = Math.floor(NOW.getTime() / 1000);
    const rawKey = await new SignJWT({ purpose: 'unsubscribe', setting: 'newsletter' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyUnsubscribeToken(SECRET, rawKey, NOW)).toBeNull();
    // And with the derived key, a wrong purpose or an unknown setting is refused.
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(USER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 3600)
        .sign(derivedKey(SECRET));
    expect(
      await verifyUnsubscribeToken(
        SECRET,
        await sign({ purpose: 'unsubscribe', setting: 'newsletter' }),
        NOW,
      ),
    ).toEqual({ userId: USER, setting: 'newsletter' });
    expect(
      await verifyUnsubscribeToken(SECRET, await sign({ purpose: 'session', setting: 'newsletter' }), NOW),
    ).toBeNull();
    expect(await verifyUnsubscribeToken(SECRET, await sign({ setting: 'newsletter' }), NOW)).toBeNull();
    expect(
      await verifyUnsubscribeToken(SECRET, await sign({ purpose: 'unsubscribe', setting: 'password' }), NOW),
    ).toBeNull();
  });

  it('builds the confirm page in the mail’s language and the one-click link on the app host', () => {
    const links = unsubscribeLinks({ appUrl: 'https://app.sessionbook.test/' }, 'a.b+c/d', 'pt-br');
    expect(links).toEqual({
      page: 'https://app.sessionbook.test/pt-br/unsubscribe?token=a.b%2Bc%2Fd',
      oneClick: 'https://app.sessionbook.test/api/newsletter/unsubscribe?token=a.b%2Bc%2Fd',
    });
    expect(unsubscribeLinks({ appUrl: 'https://app.sessionbook.test' }, 't', 'en').page).toBe(
      'https://app.sessionbook.test/en/unsubscribe?token=t',
    );
  });
});
