import { LANGUAGES } from '@sessionbook/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.ts';
import { renderEmail } from '../../src/messaging/render.ts';
import { TEMPLATES, type TemplateName } from '../../src/messaging/templates/registry.ts';
import { APP_HOST, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';

describe('e-mail templates', () => {
  const url = 'http://app.localhost:3000/auth/activate/abc?token=xyz';
  for (const template of Object.keys(TEMPLATES) as TemplateName[]) {
    it(`renders ${template} in every language with its link in HTML and text`, () => {
      const english = renderEmail(template, 'en', { url, name: 'Ana' });
      for (const language of LANGUAGES) {
        const mail = renderEmail(template, language, { url, name: 'Ana' });
        expect(mail.subject).not.toMatch(/^[a-z_]+\.[a-z_]+$/); // a real text, not a missing key
        if (language !== 'en') expect(mail.subject).not.toBe(english.subject);
        expect(mail.html).toMatch(/^<!DOCTYPE html>/);
        expect(mail.html).toContain(`href="${url.replace('&', '&amp;')}"`);
        expect(mail.html).toContain(`lang="${language}"`);
        expect(mail.text).toContain(url);
      }
    });
  }

  it('greets by name only when one is given', () => {
    expect(renderEmail('activation', 'en', { url, name: 'Ana' }).text).toMatch(/^Hello Ana,/);
    expect(renderEmail('activation', 'en', { url }).text).toMatch(/^Hello,/);
  });
});

describe.each(databaseKinds)('outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const sendActivation = async (to: string, language: 'nl' | 'en') => {
    await t.deps.database.db.transaction((tx) =>
      t.deps.messages.email(tx, {
        to,
        template: 'activation',
        language,
        data: { name: 'Joost', url: 'http://app.localhost:3000/auth/activate/1?token=t0k3n' },
      }),
    );
    await t.drain();
  };

  it('stores a rendered activation mail in the recipient language', async () => {
    await sendActivation('joost@example.nl', 'nl');
    const row = await t.outbox.lastTo('Joost@Example.nl');
    expect(row?.subject).toBe('Activeer je Sessionbook-account');
    expect(row?.language).toBe('nl');
    expect(row?.html).toContain('Hallo Joost,');
    expect(t.outbox.linkIn(row!)).toBe('http://app.localhost:3000/auth/activate/1?token=t0k3n');
  });

  it('lists messages newest first at /dev/outbox.json on every host', async () => {
    await sendActivation('first@example.com', 'en');
    await sendActivation('second@example.com', 'nl');
    for (const host of [APP_HOST, 'localhost:3000']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox.json', headers: { host } });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.map((m: { to: string }) => m.to)).toEqual(['second@example.com', 'first@example.com']);
      expect(Object.keys(data[0]).sort()).toEqual(
        ['created_at', 'html', 'id', 'language', 'subject', 'template', 'text', 'to'].sort(),
      );
      expect(data[0]).toMatchObject({ template: 'activation', language: 'nl' });
    }
  });

  it('renders /dev/outbox as a readable page with clickable links', async () => {
    await sendActivation('joost@example.nl', 'nl');
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Activeer je Sessionbook-account');
    expect(res.body).toContain('joost@example.nl');
    expect(res.body).toContain('<a href="http://app.localhost:3000/auth/activate/1?token=t0k3n">');
    expect(res.body).toContain('<iframe');
  });

  it('hides the outbox when SMTP and an SMS provider are the transports', async () => {
    const twilio = {
      accountSid: 'AC1',
      authToken: 'secret',
      from: '+15550001111',
      apiUrl: 'http://127.0.0.1:9',
    };
    const app = await buildApp({
      ...t.deps,
      config: { ...t.deps.config, smtpUrl: 'smtp://127.0.0.1:2525', twilio },
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/dev/outbox.json',
        headers: { host: 'localhost' },
      });
      expect(res.headers['content-type'] ?? '').not.toContain('application/json');
    } finally {
      await app.close();
    }
  });
});
