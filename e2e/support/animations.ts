import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Resolves when every animation running on the element and inside it has finished (a sheet sliding
 * up, springing back or closing): what the element does next has been decided, so a check after this
 * sees the end state, not a moment of it.
 */
export async function animationsDone(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    Promise.all(
      node.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => null)),
    ),
  );
}

/**
 * Resolves when every animation of the page that ends has ended (a dialog or toast fading in or out,
 * a sheet sliding); the endless ones (a loading pulse, a spinner) are left running. A check after this
 * reads the screen as it stays: a text half faded in fails a contrast check it passes a moment later.
 */
export async function pageAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Waits until the element's box is the same on two reads 100 ms apart: it has come to rest. */
export async function atRest(element: Locator): Promise<void> {
  let previous: string | null = null;
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await element.boundingBox());
        const same = now === previous;
        previous = now;
        return same;
      },
      { message: 'the element has come to rest', intervals: [100] },
    )
    .toBe(true);
}
