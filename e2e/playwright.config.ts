import { defineConfig, devices } from '@playwright/test';
import { freePort, OFFLINE_CHROMIUM_FLAGS } from './support/machine.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const withPostgres = Boolean(process.env.DATABASE_URL);

// Chosen once by the runner and inherited by its workers (which load this file again), so two runs
// on one machine (CI and a developer, or a load test) never share a server. E2E_PORTS=a,b,c fixes
// them: PGlite, PostgreSQL, and a second PostgreSQL instance on the same database (live-updates.spec.ts).
process.env.E2E_PORTS ??= `${await freePort()},${await freePort()},${await freePort()}`;
const [pglitePort, postgresPort, secondPostgresPort] = process.env.E2E_PORTS.split(',').map(Number) as [
  number,
  number,
  number | undefined,
];
const servers = [
  { kind: 'pglite', port: pglitePort },
  ...(withPostgres ? [{ kind: 'postgres', port: postgresPort }] : []),
];

const launchOptions = {
  executablePath: chromium,
  args: OFFLINE_CHROMIUM_FLAGS,
};
/**
 * Every journey starts with the time-zone prompt's "don't ask me again" set (the `no_timezone_updates`
 * key of apps/web/src/lib/storage.ts): the browser's zone and the test users' zones differ on purpose
 * (scheduling.spec.ts), and the prompt would cover the screens under test. timezone-prompt.spec.ts
 * starts without it.
 */
const quietTimeZonePrompt = (origin: string) => ({
  cookies: [],
  origins: [{ origin, localStorage: [{ name: 'no_timezone_updates', value: 'true' }] }],
});
/**
 * Phone journeys run as a phone set to reduce motion (the app then shows dialogs, sheets and toasts
 * without their transitions), which took a tenth off the journeys' time on this machine's two busy
 * cores (99-100 s against 90 s for the same 79 journeys). The moving path stays proven: the journeys
 * about motion (modal-sheet.spec.ts: sheets that slide and spring back; installable-app.spec.ts)
 * ask for it, and the desktop project runs with motion.
 */
const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  reducedMotion: 'reduce' as const,
};
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * Every journey runs at phone size, the product's first screen. At desktop size too where the screens
 * change with the width, or the journey is about a keyboard: the calendars' grids, the shell's side bar
 * against the bottom bar, dialogs against sheets, focus and menus, the marketing site. A flow that only
 * walks forms and links (signing up, onboarding, invitations, messages) would prove at 1280 px what it
 * proved at 390, and the width-dependent parts it passes through are proven here (decision 0040).
 */
const AT_DESKTOP_TOO = [
  'scheduling.spec.ts',
  'live-updates.spec.ts',
  'combined-week.spec.ts',
  'keyboard-scheduling.spec.ts',
  'focus.spec.ts',
  'modal-sheet.spec.ts',
  'open-menus.spec.ts',
  'one-look.spec.ts',
  'sign-in-redirects.spec.ts',
  'site.spec.ts',
];

/**
 * The journeys that also run on PostgreSQL, at phone size: those whose proof depends on the database,
 * not only on the screens. Two instances on one database (live updates), and a booking's whole path:
 * registering, waitlists, cancelling, claims and declines, vouchers, the combined week of several
 * professionals. Every other journey's calls are tested on both databases by the API suite (test/), so
 * on PostgreSQL they would prove again what is proven; they run on PGlite.
 */
const ON_POSTGRES = [
  'live-updates.spec.ts',
  'client-booking.spec.ts',
  'scheduling.spec.ts',
  'vouchers.spec.ts',
  'combined-week.spec.ts',
];

/**
 * What measures this machine's time: Lighthouse's scores and the first `npm start`. They run once every
 * journey is done, on their own, so no other worker's load (the durability journey holds both cores)
 * counts against them.
 */
const MEASURED_ALONE = ['lighthouse.spec.ts', 'first-start.spec.ts'];
/** Screenshots of every screen in five languages, on request only (`npm run screenshots:every-screen`). */
const SCREENSHOTS = 'screenshots.spec.ts';

const journeys = servers.flatMap(({ kind, port }) =>
  [
    { name: `${kind}-phone`, size: phone, specs: kind === 'postgres' ? ON_POSTGRES : null },
    ...(kind === 'pglite' ? [{ name: `${kind}-desktop`, size: desktop, specs: AT_DESKTOP_TOO }] : []),
  ].map(({ name, size, specs }) => ({
    name,
    ...(specs ? { testMatch: specs } : {}),
    testIgnore: process.env.SCREENSHOTS ? MEASURED_ALONE : [...MEASURED_ALONE, SCREENSHOTS],
    use: {
      ...size,
      baseURL: `http://app.localhost:${port}`,
      launchOptions,
      storageState: quietTimeZonePrompt(`http://app.localhost:${port}`),
    },
  })),
);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // No retries: a journey that passes only on a second try is a bug in the journey or the product.
  retries: 0,
  // A journey's whole budget: its longest (four browsers, five axe scans) take about 45 s on a quick
  // machine of our kind and over 60 s on a slow one. A wait that never ends still fails at its step
  // (`expect` 10 s, an action 15 s); this bounds only how much work one journey may hold.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // A trace records every action's page; in CI nobody can open it (only the log is kept), so CI skips
  // the cost and keeps the failure's screenshot and error.
  use: {
    actionTimeout: 15_000,
    launchOptions,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    ...journeys,
    {
      name: 'measured-alone',
      testMatch: MEASURED_ALONE,
      // One at a time: each measures the machine's two cores.
      workers: 1,
      dependencies: journeys.map((project) => project.name),
      use: { ...desktop, baseURL: `http://app.localhost:${pglitePort}`, launchOptions },
    },
  ],
  webServer: servers.map(({ kind, port }) => ({
    // PostgreSQL gets a second instance on the same database, for the journeys across instances.
    command: `node e2e/serve.mjs ${kind} ${port}${kind === 'postgres' && secondPostgresPort ? ` ${secondPostgresPort}` : ''}`,
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
