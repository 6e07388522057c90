// `node scripts/pwa-images.mjs`: redraws the installed app's images in apps/web/public that are not
// hand-made: the shortcut icons (96x96 PNG) and the install dialog's screenshots (WebP), which show the
// demo professional's calendar on a server of its own (fresh PGlite with demo data). Needs the built
// app (`npm run build -w @sessionbook/web`) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
// See docs/decisions/0020-installable-app.md.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { freePort } from './free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'apps/web/public');
const ACCENT = '#5b3cc4'; // the professional accent of styles/tokens.css, as in icon.svg

// Glyphs of the app's navigation (features/shell/nav-icons.tsx), white on the icon's violet.
const GLYPHS = {
  calendar: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  create: 'M12 5v14M5 12h14',
};

const shortcutIcon = (
  path,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <rect width="96" height="96" rx="22" fill="${ACCENT}"/>
  <g transform="translate(20 20) scale(2.333)" fill="none" stroke="#fff" stroke-width="2"
     stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></g>
</svg>`;

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
  const zone = 'Europe/Amsterdam';
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date()).split('-');
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(Number(y), Number(m) - 1, Number(d) + days, hh, mm);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(wall))
    .find((part) => part.type === 'timeZoneName').value;
  const [, sign, oh, om] = /GMT([+-])(\d\d):(\d\d)/.exec(name) ?? [null, '+', '0', '0'];
  return new Date(wall - (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000);
}

/**
 * A fuller week than the demo seed's three items, so the screenshots show a working calendar: a few
 * sessions with the demo clients and group classes over the next days, through the API.
 */
async function fillWeek(request, app, token) {
  const call = async (method, path, data) => {
    const reply = await request[method](`${app}/api/${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      ...(data ? { data } : {}),
    });
    if (!reply.ok()) throw new Error(`${method} ${path}: ${reply.status()} ${await reply.text()}`);
    return (await reply.json()).data;
  };
  const book = await call('get', 'clients');
  const entries = (Array.isArray(book) ? book : (book.data ?? book.clients ?? [])).map((entry) => entry.id);
  const items = [
    { days: 0, from: '09:00', to: '10:00', client: 1 },
    { days: 0, from: '12:30', to: '13:30', title: 'Lunch pilates', places: 10 },
    { days: 1, from: '10:00', to: '11:00', client: 0 },
    { days: 1, from: '12:00', to: '13:00', client: 2 },
    { days: 2, from: '08:00', to: '09:00', title: 'Strength circuit', places: 12 },
    { days: 2, from: '13:00', to: '14:00', client: 1 },
    { days: 3, from: '09:00', to: '10:00', client: 2 },
    { days: 3, from: '12:00', to: '13:00', title: 'Lunch pilates', places: 10 },
    { days: 4, from: '08:30', to: '09:30', client: 0 },
    { days: 5, from: '09:30', to: '10:30', title: 'Weekend bootcamp', places: 16 },
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
    await call('post', 'events', { ...body, allow_overlap: true });
  }
}

/** PNG bytes to WebP bytes through the browser's own encoder (no image tool on the machine). */
/* global Image, document -- the function given to page.evaluate runs in the browser */
async function toWebp(page, png, quality) {
  const dataUrl = await page.evaluate(
    async ({ base64, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d').drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    { base64: png.toString('base64'), quality },
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'sb-pwa-images-'));
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
  const scratch = await browser.newPage();
  for (const [name, path] of Object.entries(GLYPHS)) {
    await scratch.setViewportSize({ width: 96, height: 96 });
    await scratch.setContent(`<body style="margin:0">${shortcutIcon(path)}</body>`);
    const png = await scratch.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(join(publicDir, `shortcut-${name}-96.png`), png);
  }

  await waitFor(`http://localhost:${port}/api/health`);
  const app = `http://app.localhost:${port}`;
  mkdirSync(join(publicDir, 'screenshots'), { recursive: true });
  let filled = false;
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
      timezoneId: 'Europe/Amsterdam',
      colorScheme: 'light',
      reducedMotion: 'reduce',
      storageState: {
        cookies: [],
        origins: [
          {
            origin: app,
            localStorage: [
              { name: 'no_timezone_updates', value: 'true' },
              { name: 'cookies_accepted', value: 'true' },
              { name: 'install_prompt_dismissed', value: 'true' },
            ],
          },
        ],
      },
    });
    const page = await context.newPage();
    await page.goto(`${app}/auth/signin`);
    await page.getByLabel(/^e-mail address$/i).fill('demo.pro@sessionbook.test');
    await page.getByLabel(/^password$/i).fill('demo-password-1');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(/\/professional\/calendar/);
    if (!filled) {
      const token = await page.evaluate(() => localStorage.getItem('token'));
      await fillWeek(context.request, `http://localhost:${port}`, token);
      filled = true;
    }
    // A week with the demo class, session and booked slot in view.
    await page.goto(`${app}/professional/calendar?view=${name === 'wide' ? 7 : 3}&mode=events`);
    await page.locator('.cal-item').first().waitFor();
    await page.waitForLoadState('networkidle');
    const png = await page.screenshot({ type: 'png' });
    const webp = await toWebp(page, png, 0.82);
    writeFileSync(join(publicDir, 'screenshots', `calendar-${name}.webp`), webp);
    console.log(`calendar-${name}.webp: ${width}x${height}, ${Math.round(webp.length / 1024)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
