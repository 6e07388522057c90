import { LANGUAGES } from '@sessionbook/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accents, BRAND_THEME } from '@sessionbook/design-tokens';
import { loadConfig } from '../../src/config.ts';
import { buildApp } from '../../src/http/app.ts';
import { createMessages } from '../../src/messaging/messages.ts';
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

  it('wears the logo and the accent of the theme its link opens (docs/design.md)', () => {
    const client = renderEmail('activation', 'en', {
      url: 'http://app.localhost:3000/calendar?date=2027-03-18',
    });
    const professional = renderEmail('activation', 'en', {
      url: 'http://app.localhost:3000/professional/calendar',
    });
    const shared = renderEmail('activation', 'en', { url: 'http://app.localhost:3000/auth/signin' });
    const button = (html: string) => /background-color:(#[0-9a-f]{6})"><a/.exec(html)?.[1];
    expect(button(client.html)).toBe(accents.client.light.accent);
    expect(button(professional.html)).toBe(accents.professional.light.accent);
    expect(button(shared.html)).toBe(accents[BRAND_THEME].light.accent);
    expect(shared.html).toContain('<img src="http://app.localhost:3000/icon-192.png" alt=""');
    expect(renderEmail('activation', 'en', { url: 'mailto:ana@example.com' }).html).not.toContain('<img');
    // No colour of its own: every one comes from the design tokens.
    expect(shared.html).not.toMatch(/#2457c5|#1f2933|#f4f5f7/i);
  });

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
        ['attachments', 'created_at', 'html', 'id', 'language', 'subject', 'template', 'text', 'to'].sort(),
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

  const ICS = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nSUMMARY:Bootcamp <b>\r\nEND:VCALENDAR\r\n';
  const sendWithIcs = async () => {
    await t.deps.database.db.transaction((tx) =>
      t.deps.messages.email(tx, {
        to: 'ana@example.com',
        template: 'booking_confirmed',
        language: 'en',
        data: { name: 'Ana', event: 'Bootcamp', url: 'http://app.localhost:3000/calendar' },
        attachments: [
          {
            filename: 'session.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: ICS,
          },
        ],
      }),
    );
    await t.drain();
    return (await t.outbox.lastTo('ana@example.com'))!;
  };

  it('shows each attachment: in the JSON, linked and readable on the page, and served as a file', async () => {
    const row = await sendWithIcs();
    const path = `/dev/outbox/${row.id}/attachments/0`;
    const json = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox.json',
      headers: { host: 'localhost' },
    });
    expect(json.json().data[0].attachments).toEqual([
      {
        filename: 'session.ics',
        content_type: 'text/calendar; charset=utf-8; method=REQUEST',
        content: ICS,
        url: path,
      },
    ]);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: 'localhost' } });
    expect(page.body).toContain(`<a href="${path}" download="session.ics">session.ics</a>`);
    // The file's text is shown escaped, never as markup.
    expect(page.body).toContain('SUMMARY:Bootcamp &#60;b&#62;');
    expect(page.body).not.toContain('Bootcamp <b>');
    const file = await t.app.inject({ method: 'GET', url: path, headers: { host: 'localhost' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(file.headers['content-disposition']).toBe('inline; filename="session.ics"');
    expect(file.body).toBe(ICS);
    for (const missing of [
      `/dev/outbox/${row.id}/attachments/1`,
      `/dev/outbox/${row.id}/attachments/-1`,
      `/dev/outbox/${row.id}/attachments/x`,
      '/dev/outbox/00000000-0000-4000-8000-000000000000/attachments/0',
      '/dev/outbox/not-a-uuid/attachments/0',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: missing, headers: { host: 'localhost' } });
      expect(res.statusCode, missing).toBe(404);
    }
    for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }]) {
      const res = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { host: 'localhost', ...headers },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('VCALENDAR');
    }
    const stranger = await t.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: '203.0.113.7',
      headers: { host: 'localhost' },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('hides the outbox when SMTP and an SMS provider are the transports', async () => {
    await sendActivation('first@example.com', 'en');
    const withIcs = await sendWithIcs();
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
      for (const url of [...OUTBOX_PATHS, `/dev/outbox/${withIcs.id}/attachments/0`]) {
        const res = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('first@example.com');
        expect(res.body).not.toContain('VCALENDAR');
      }
    } finally {
      await app.close();
    }
  });

  it('tells the app SMS can be sent: to the outbox, on a server for local use', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/config.json', headers: { host: APP_HOST } });
    expect(config.json().rules.sms).toEqual({ enabled: true });
  });

  it('shows the outbox to this machine only: another peer, or one behind a proxy, finds nothing', async () => {
    await sendActivation('first@example.com', 'en');
    const asked = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers: { host: 'localhost', ...headers } });
    for (const url of OUTBOX_PATHS) {
      expect((await asked(url, '127.0.0.1')).statusCode).toBe(200);
      expect((await asked(url, '::1')).statusCode).toBe(200);
      expect((await asked(url, '::ffff:127.0.0.2')).statusCode).toBe(200);
      for (const stranger of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.4', 'fe80::1']) {
        const res = await asked(url, stranger);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('first@example.com');
      }
      for (const proxied of <Record<string, string>[]>[
        { 'x-forwarded-for': '203.0.113.7' },
        { forwarded: 'for=203.0.113.7' },
        { 'x-real-ip': '203.0.113.7' },
      ]) {
        expect((await asked(url, '127.0.0.1', proxied)).statusCode).toBe(404);
      }
    }
  });
});

const OUTBOX_PATHS = ['/dev/outbox', '/dev/outbox.json'];

describe.each(databaseKinds)('a server with a public address (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const publicConfig = (env: Record<string, string>) =>
    loadConfig({
      DATA_DIR: t.deps.config.dataDir,
      JWT_SECRET: 'test-jwt-secret-not-for-production',
      RATE_LIMIT: 'off',
      APP_URL: 'https://app.example.com',
      PUBLIC_URL: 'https://example.com',
      ...env,
    });

  it('refuses to start without an e-mail transport, naming SMTP_URL, unless the operator opts in', () => {
    expect(() => publicConfig({})).toThrow(/SMTP_URL/);
    expect(() => publicConfig({})).toThrow(/ALLOW_NO_SMTP=on/);
    expect(publicConfig({ ALLOW_NO_SMTP: 'on' })).toMatchObject({ localUse: false, smtpUrl: null });
    expect(publicConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toMatchObject({ localUse: false });
    expect(() => publicConfig({ ALLOW_NO_SMTP: 'maybe' })).toThrow(/ALLOW_NO_SMTP/);
    // Local use needs both addresses on this machine.
    expect(() => publicConfig({ APP_URL: 'http://app.localhost:3000' })).toThrow(/SMTP_URL/);
    expect(
      publicConfig({ APP_URL: 'http://app.localhost:3000', PUBLIC_URL: 'http://127.0.0.1:3000' }).localUse,
    ).toBe(true);
  });

  it.each([
    ['with SMTP and no SMS provider', { SMTP_URL: 'smtp://127.0.0.1:9' }],
    ['without SMTP (ALLOW_NO_SMTP=on)', { ALLOW_NO_SMTP: 'on' }],
  ])('never serves the outbox, on any host, to anyone: %s', async (_name, env) => {
    const config = publicConfig(env);
    const messages = createMessages(config);
    const app = await buildApp({ ...t.deps, config, messages });
    try {
      await t.deps.database.db.transaction(async (tx) => {
        await messages.email(tx, {
          to: 'ana@example.com',
          template: 'password_reset',
          language: 'en',
          data: { url: 'https://app.example.com/auth/reset/secret-reset-token' },
          attachments: [
            { filename: 'session.ics', contentType: 'text/calendar', content: 'secret-ics-text' },
          ],
        });
        // SMS has no provider: it is off, and nothing is written.
        expect(
          await messages.sms(tx, {
            to: '+31612345678',
            label: 'Invitation',
            text: 'Join me: https://app.example.com/invite/abc',
            template: 'client_invitation',
            language: 'en',
          }),
        ).toBe(false);
      });
      const stored = await t.outbox.all();
      expect(stored.map((row) => row.channel)).toEqual(['email']);
      const attachment = `/dev/outbox/${stored[0]!.id}/attachments/0`;
      // The app is told, so the settings page can say SMS is not available.
      const config = await app.inject({
        method: 'GET',
        url: '/config.json',
        headers: { host: 'app.example.com' },
      });
      expect(config.json().rules.sms).toEqual({ enabled: false });
      for (const host of [
        'app.example.com',
        'example.com',
        'localhost',
        'app.localhost',
        '127.0.0.1',
        'evil.test',
      ]) {
        for (const url of [...OUTBOX_PATHS, attachment]) {
          const res = await app.inject({ method: 'GET', url, headers: { host } });
          expect(res.statusCode, `${host}${url}`).toBe(404);
          expect(res.body).not.toContain('secret-reset-token');
          expect(res.body).not.toContain('secret-ics-text');
          expect(res.body).not.toContain('+31612345678');
        }
      }
    } finally {
      await app.close();
    }
  });
});
