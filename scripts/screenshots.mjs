// `npm run screenshots`: pictures of the real app with the demo data, against a server of its own on
// a fresh PGlite (docs/design.md, "Screenshots"):
// - the landing page's product pictures, per language, in apps/site/public/screens: the professional's
//   week on a laptop, and on a phone the client's calendar and the professional's vouchers; AVIF and
//   WebP in two widths each, so the browser takes the smallest that is sharp;
// - the installed app's screenshots for the browser's install dialog (apps/web/public/screenshots,
//   docs/decisions/0020-installable-app.md).
// Needs the built app (`npm run build -w @sessionbook/web`) and Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium). The site's `screens.ts` names the files; a site test fails when one is missing.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { SCREENS, screenFile } from '../apps/site/src/screens.ts';
import { LANGUAGES } from '@sessionbook/domain';
import { freePort } from './free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webPublic = join(root, 'apps/web/public');
const sitePublic = join(root, 'apps/site/public');
const ZONE = 'Europe/Amsterdam';
const PASSWORD = 'demo-password-1';

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

/** An instant at a wall time in the demo professional's zone, `days` after today there. */
function amsterdam(days, time) {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date()).split('-');
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(Number(y), Number(m) - 1, Number(d) + days, hh, mm);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(wall))
    .find((part) => part.type === 'timeZoneName').value;
  const [, sign, oh, om] = /GMT([+-])(\d\d):(\d\d)/.exec(name) ?? [null, '+', '0', '0'];
  return new Date(wall - (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000);
}

/** One signed-in caller of the API. */
async function apiAs(request, api, email) {
  const login = await request.post(`${api}/auth/login`, { data: { email, password: PASSWORD } });
  if (!login.ok()) throw new Error(`sign-in of ${email}: ${login.status()} ${await login.text()}`);
  const { token } = (await login.json()).data;
  const call = async (method, path, data) => {
    const reply = await request[method](`${api}/${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      ...(data ? { data } : {}),
    });
    if (!reply.ok()) throw new Error(`${method} ${path}: ${reply.status()} ${await reply.text()}`);
    return (await reply.json()).data;
  };
  return { token, call };
}

/**
 * A fuller week than the demo seed's three items, so the pictures show a working calendar: sessions
 * with the demo clients and group classes over the next days, named in words every language shares,
 * and the first client registered for two of the classes.
 */
async function fillWeek(pro, client) {
  const book = await pro.call('get', 'clients');
  const entries = (Array.isArray(book) ? book : (book.data ?? book.clients ?? [])).map((entry) => entry.id);
  const items = [
    { days: 0, from: '09:00', to: '10:00', client: 1 },
    { days: 0, from: '12:30', to: '13:30', title: 'Pilates', places: 10, join: true },
    { days: 1, from: '10:00', to: '11:00', client: 0 },
    { days: 1, from: '12:00', to: '13:00', client: 2 },
    { days: 2, from: '08:00', to: '09:00', title: 'HIIT', places: 12 },
    { days: 2, from: '13:00', to: '14:00', client: 1 },
    { days: 3, from: '09:00', to: '10:00', client: 2 },
    { days: 3, from: '12:00', to: '13:00', title: 'Pilates', places: 10, join: true },
    { days: 4, from: '08:30', to: '09:30', client: 0 },
    { days: 5, from: '09:30', to: '10:30', title: 'Bootcamp', places: 16 },
  ];
  for (const item of items) {
    const times = { start_time: amsterdam(item.days, item.from), end_time: amsterdam(item.days, item.to) };
    const body =
      item.client === undefined
        ? {
            ...times,
            voucher_type_id: 3,
            is_group_session: true,
            title: item.title,
            max_event_regs: item.places,
          }
        : { ...times, voucher_type_id: 1, client_ids: [entries[item.client % entries.length]] };
    const [created] = [await pro.call('post', 'events', { ...body, allow_overlap: true })].flat();
    if (item.join && created?.id)
      await client.call('post', `client/events/${created.id}/register`, { voucher_type_id: 3 }).catch(() => {
        // Registering is a nicety for the picture; the calendar shows the class either way.
      });
  }
}

/** What every picture context starts with: no cookie notice, install offer or time-zone prompt. */
const quietStorage = (app, language) => ({
  cookies: [],
  origins: [
    {
      origin: app,
      localStorage: [
        { name: 'no_timezone_updates', value: 'true' },
        { name: 'cookies_accepted', value: 'true' },
        { name: 'install_prompt_dismissed', value: 'true' },
        { name: 'language', value: language },
      ],
    },
  ],
});

/** Signs in through the app's own page, as a visitor would, and waits for the landing calendar. */
async function signIn(page, app, email) {
  await page.goto(`${app}/auth/signin`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/calendar/);
}

/** Until the page's requests are done, the fonts are in and two frames have been drawn. */
/* global document, requestAnimationFrame -- the functions given to page.evaluate run in the browser */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'sb-screenshots-'));
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT: 'off' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

try {
  await waitFor(`http://localhost:${port}/api/health`);
  const app = `http://app.localhost:${port}`;
  // Node resolves no `*.localhost`; the API answers on every host.
  const api = `http://localhost:${port}/api`;
  const setup = await browser.newContext();
  const pro = await apiAs(setup.request, api, 'demo.pro@sessionbook.test');
  const client = await apiAs(setup.request, api, 'demo.client1@sessionbook.test');
  await fillWeek(pro, client);

  mkdirSync(join(sitePublic, 'screens'), { recursive: true });
  for (const language of LANGUAGES) {
    // The server's words (dates in e-mails, not on screen) follow too; the screen follows `language`.
    await pro.call('patch', 'user', { language });
    await client.call('patch', 'user', { language });
    for (const screen of SCREENS) {
      const phone = screen.device === 'phone';
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        // Drawn at the larger width, then scaled down for the smaller one.
        deviceScaleFactor: screen.widths.at(-1) / screen.width,
        isMobile: phone,
        hasTouch: phone,
        locale: language,
        timezoneId: ZONE,
        colorScheme: 'light',
        reducedMotion: 'reduce',
        storageState: quietStorage(app, language),
      });
      const page = await context.newPage();
      await signIn(
        page,
        app,
        screen.role === 'client' ? 'demo.client1@sessionbook.test' : 'demo.pro@sessionbook.test',
      );
      await page.goto(`${app}${screen.path}`);
      await page.locator(screen.ready).first().waitFor();
      await settle(page);
      const png = await page.screenshot({ type: 'png' });
      for (const width of screen.widths) {
        const resized = sharp(png).resize({ width });
        const avif = await resized.clone().avif({ quality: 55, effort: 6 }).toBuffer();
        const webp = await resized.clone().webp({ quality: 78, effort: 6 }).toBuffer();
        writeFileSync(join(sitePublic, screenFile(language, screen.name, width, 'avif')), avif);
        writeFileSync(join(sitePublic, screenFile(language, screen.name, width, 'webp')), webp);
        console.log(
          `${language} ${screen.name} ${width}w: avif ${Math.round(avif.length / 1024)} KB, webp ${Math.round(webp.length / 1024)} KB`,
        );
      }
      await context.close();
    }
  }

  // The install dialog's pictures, in English (a manifest has one language).
  await pro.call('patch', 'user', { language: 'en' });
  mkdirSync(join(webPublic, 'screenshots'), { recursive: true });
  for (const { name, width, height } of [
    { name: 'narrow', width: 390, height: 844 },
    { name: 'wide', width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: 1,
      isMobile: name === 'narrow',
      hasTouch: name === 'narrow',
      locale: 'en-GB',
      timezoneId: ZONE,
      colorScheme: 'light',
      reducedMotion: 'reduce',
      storageState: quietStorage(app, 'en'),
    });
    const page = await context.newPage();
    await signIn(page, app, 'demo.pro@sessionbook.test');
    await page.goto(`${app}/professional/calendar?view=${name === 'wide' ? 7 : 3}&mode=events`);
    await page.locator('.cal-item').first().waitFor();
    await settle(page);
    const webp = await sharp(await page.screenshot({ type: 'png' }))
      .webp({ quality: 82 })
      .toBuffer();
    writeFileSync(join(webPublic, 'screenshots', `calendar-${name}.webp`), webp);
    console.log(`calendar-${name}.webp: ${width}x${height}, ${Math.round(webp.length / 1024)} KB`);
    await context.close();
  }
  await setup.close();
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
