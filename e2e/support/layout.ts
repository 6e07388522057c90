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

/**
 * Every toast on screen leaves the page's header and the calendar toolbar visible: none of their
 * boxes overlaps a toast's box.
 */
export async function expectToastsClearOfHeaders(page: Page): Promise<void> {
  await expect(page.locator('.toast').first()).toBeVisible();
  const overlaps = await page.evaluate(() => {
    const boxes = (selector: string) =>
      Array.from(document.querySelectorAll(selector)).map((element) => ({
        selector,
        rect: element.getBoundingClientRect(),
      }));
    const toasts = boxes('.toast');
    const headers = [...boxes('.page-title'), ...boxes('.cal-toolbar')].filter(
      ({ rect }) => rect.width > 0 && rect.height > 0,
    );
    const hit = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return toasts.flatMap((toast) =>
      headers.filter((header) => hit(toast.rect, header.rect)).map((header) => header.selector),
    );
  });
  expect(overlaps, `toasts covering headers on ${page.url()}`).toEqual([]);
}
