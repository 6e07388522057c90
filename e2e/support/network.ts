import { expect, type Page, type Request } from '@playwright/test';

/** The live stream stays open by design (decision 0028), so Playwright's `networkidle` never comes. */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/live';

/**
 * Runs `action`, then waits until the page has loaded and, apart from the live stream, no request has
 * been in flight for `quietMs`: every screen the action leads to has asked for what it needs and been
 * answered (lazy chunks included), so something that would appear has appeared.
 */
export async function settleAfter(page: Page, action: () => Promise<unknown>, quietMs = 500): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => {
    if (!isLiveStream(request)) inFlight.add(request);
  };
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    await page.waitForLoadState('load');
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (inFlight.size > 0) quietSince = Date.now();
          return Date.now() - quietSince >= quietMs;
        },
        { message: 'the network is quiet apart from the live stream', intervals: [100], timeout: 30_000 },
      )
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
