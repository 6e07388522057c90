import { describe, expect, it } from 'vitest';
import { isLocalOrigin, loadConfig } from './config.ts';
import { productionWarnings } from './operator-checklist.ts';

const base = { DATA_DIR: '/tmp/sessionbook-checklist-test', JWT_SECRET: 'x'.repeat(32) };
const production = {
  ...base,
  APP_URL: 'https://app.example.com',
  PUBLIC_URL: 'https://example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15550001111',
  DATABASE_URL: 'postgres://db.example.com/sessionbook',
  TRUST_PROXY: '10.0.0.1',
  OPERATOR_EMAIL: 'ops@example.com',
};

describe('the production checklist printed at start', () => {
  it('is silent for local use, whatever is missing', () => {
    expect(productionWarnings(loadConfig(base))).toEqual([]);
  });

  it('is silent for a server configured for production', () => {
    expect(productionWarnings(loadConfig(production))).toEqual([]);
  });

  it.each([
    ['plain http', { APP_URL: 'http://app.example.com' }, /not https/],
    ['https without TRUST_PROXY', { TRUST_PROXY: '' }, /TRUST_PROXY/],
    ['no SMTP (opted in)', { SMTP_URL: '', ALLOW_NO_SMTP: 'on' }, /SMTP_URL is not set/],
    ['no SMS provider', { TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' }, /SMS is off/],
    ['the embedded database', { DATABASE_URL: '' }, /PostgreSQL/],
    ['limits off', { RATE_LIMIT: 'off' }, /RATE_LIMIT=off/],
    ['debug on', { DEBUG: 'true' }, /DEBUG/],
    ['private addresses reachable', { OUTBOUND_ALLOW_PRIVATE: 'on' }, /OUTBOUND_ALLOW_PRIVATE/],
    ['no operator address', { OPERATOR_EMAIL: '' }, /OPERATOR_EMAIL/],
  ])('names %s', (_name, env, warning) => {
    const warnings = productionWarnings(loadConfig({ ...production, ...env }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(warning);
  });
});

describe('addresses and the sender', () => {
  it('knows which origins are this machine only', () => {
    for (const local of [
      'http://localhost:3000',
      'http://app.localhost',
      'http://127.0.0.1:80',
      'http://[::1]:3000',
    ])
      expect(isLocalOrigin(local), local).toBe(true);
    for (const remote of [
      'https://app.example.com',
      'http://localhost.example.com',
      'http://192.168.1.2',
      'http://10.0.0.1',
    ])
      expect(isLocalOrigin(remote), remote).toBe(false);
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => loadConfig({ ...base, APP_URL: 'app.example.com' })).toThrow(/APP_URL/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'ftp://example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('sends from MAIL_FROM, by default no-reply at the app host, and never takes a line break', () => {
    expect(loadConfig(production).mailFrom).toBe('Sessionbook <no-reply@app.example.com>');
    expect(loadConfig({ ...production, MAIL_FROM: 'Studio Ana <hello@studio.example>' }).mailFrom).toBe(
      'Studio Ana <hello@studio.example>',
    );
    expect(loadConfig({ ...production, MAIL_FROM: 'hello@studio.example' }).mailFrom).toBe(
      'hello@studio.example',
    );
    for (const bad of ['Studio <hello@studio.example>\r\nBcc: x@y.z', 'not an address', 'a <b>'])
      expect(() => loadConfig({ ...production, MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM/);
  });
});
