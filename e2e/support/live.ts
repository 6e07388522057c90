import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';

/**
 * The bound of issue 24 item 3: an open screen shows a change within 2 s of the change's request
 * answering. A bound on a state, not a wait: the expectation passes the moment the state shows.
 */
export const LIVE_WITHIN_MS = 2_000;

/** Another person's (or device's) browser: a fresh context with the project's settings. */
export async function secondBrowser(browser: Browser, testInfo: TestInfo, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({ ...testInfo.project.use, ...(baseURL ? { baseURL } : {}) });
  return context.newPage();
}

/**
 * The app on the second PostgreSQL instance that e2e/serve.mjs starts beside the first (third port of
 * E2E_PORTS), or null on PGlite projects. Answers once that instance is healthy.
 */
export async function secondInstance(testInfo: TestInfo): Promise<string | null> {
  const port = process.env.E2E_PORTS?.split(',')[2];
  if (!testInfo.project.name.startsWith('postgres') || !port) return null;
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${port}/api/health`).then(
          (reply) => reply.ok,
          () => false,
        ),
      {
        message: 'the second instance answers',
        timeout: 60_000,
      },
    )
    .toBe(true);
  return `http://app.localhost:${port}`;
}

/**
 * The page's live stream is open (its `ready` arrived): a change committed from now on reaches it.
 * Read from the tab's fetch of `GET /api/live`, which stays open.
 */
export async function liveStreamOpen(page: Page): Promise<void> {
  await page.waitForResponse((response) => /\/api\/live$/.test(response.url()) && response.status() === 200);
}
