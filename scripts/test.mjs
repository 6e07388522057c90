// `npm test`: unit, API (PGlite, and PostgreSQL when DATABASE_URL is set) and browser journeys.
// Browser journeys need Debian's chromium; without it they are skipped with a notice, except in CI.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args, env = {}) => {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`$ ${command} ${args.join(' ')}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['vitest', 'run']);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  run('npm', ['run', 'test:e2e'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium });
} else if (process.env.CI) {
  console.error(`\nCI needs ${chromium} for the browser journeys (apt-get install chromium).`);
  process.exit(1);
} else {
  console.warn(`\nBrowser journeys skipped: ${chromium} not found (apt-get install chromium to run them).`);
}
