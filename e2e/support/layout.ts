import { expect, test, type Page } from '@playwright/test';

/**
 * Nothing sticks out sideways. On a phone, content wider than the screen makes the browser zoom the
 * whole page out, which pushes the fixed bottom bar below the fold.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page width on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Journeys of screens whose every call is tested on both databases by the API suite run on one
 * project only (PGlite at phone size), so CI stays short: call it in `test.beforeEach`.
 */
export function onlyOnPglitePhone(): void {
  test.skip(
    test.info().project.name !== 'pglite-phone',
    'runs on pglite-phone; the API tests cover PostgreSQL',
  );
}
