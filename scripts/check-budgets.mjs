// `npm run budgets` (part of `npm run check`): fails when the app's first-load JavaScript and CSS or a
// site page's JavaScript passes its budget. Reads the builds in apps/*/dist, so run it after a build.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatVerdict, kB, measureBudgets, measureWidget } from './budgets.mjs';

// BUDGETS_ROOT points the check at another tree (scripts/budgets.test.mjs builds one that is over).
const root = process.env.BUDGETS_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..');

const budgets = {
  // Issue 15 goal 3: at most 150 kB gzipped, JavaScript and CSS together. Measured at 145.2 kB
  // (142.3 kB JavaScript, of which react-dom is 64 kB and react-router 30 kB, and 2.9 kB CSS), down
  // from 215.4 kB. The limit is the goal, not a measurement plus margin: when it fails, find what
  // grew (the files below, their source maps; docs/performance.md, "First load") and load it later.
  appFirstLoadGzip: 150_000,
  // Issue 14: the marketing site ships at most 20 kB of JavaScript per page (uncompressed bytes).
  siteJsPerPage: 20_000,
  // Issue 29 item 3: the booking widget loads at most 30 kB gzipped of its own (loader, page, script,
  // stylesheet, one language's words) on someone else's page. Measured at about 9 kB: vanilla DOM,
  // no React and no zod (docs/decisions/0053-booking-widget.md).
  widgetGzip: 30_000,
};

const { app, site, problems } = measureBudgets({
  webDist: join(root, 'apps/web/dist'),
  siteDist: join(root, 'apps/site/dist'),
  ...budgets,
});
const { widget, problems: widgetProblems } = measureWidget(
  join(root, 'apps/web/dist/widget'),
  budgets.widgetGzip,
);
problems.push(...widgetProblems);

if (app) console.log(`${formatVerdict(app)}\n`);
if (widget) console.log(`${formatVerdict(widget)}\n`);
if (site.length) {
  // One line for all pages unless one is over: 25 pages of file lists would bury the verdict.
  const largest = site.reduce((max, page) => (page.total > max.total ? page : max));
  const most = largest.total ? `largest ${kB(largest.total)} (${largest.name})` : 'none ships any';
  console.log(
    `  site JavaScript per page: ${site.length} pages, ${most}, limit ${kB(budgets.siteJsPerPage)}`,
  );
  for (const page of site.filter((verdict) => !verdict.ok)) console.log(formatVerdict(page));
}

for (const problem of problems) console.error(`✖ ${problem}`);
const over = [app, widget, ...site].filter((verdict) => verdict && !verdict.ok);
if (over.length || problems.length) {
  console.error(`\nBudgets: ${over.length} over, ${problems.length} other problem(s).`);
  process.exitCode = 1;
} else {
  console.log('\nBudgets: all within limits.');
}
