/**
 * Issue 25, "Text at 200 %" and "Cut and clipped": every screen of the registry (support/screens.ts),
 * guest, client and professional, dialogs and menus included, at 320 and 390 px with the browser's
 * text size doubled (WCAG 1.4.4: only the text grows). Nothing may stick out sideways and no text may
 * be cut (support/cut-text.ts says what counts). It runs on pglite-phone only: layout does not depend
 * on the database.
 *
 * Also "Browser zoom at 200 %" on a phone: the whole page twice as large is a 195 px wide screen, where
 * the bottom bar keeps its Profile and "Create new" buttons and the create dialogs open.
 */
import type { Language } from '@sessionbook/domain';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { pageAnimationsDone } from './support/animations.ts';
import { cutsOnScreen, faultsOf } from './support/cut-text.ts';
import { onlyOnPglitePhone } from './support/layout.ts';
import { settleAfter } from './support/network.ts';
import {
  phoneFor,
  say,
  SCREENS,
  screenDataViaApi,
  showScreen,
  type Screen,
  type ScreenData,
} from './support/screens.ts';

const LANGUAGE: Language = 'en';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

test.beforeEach(onlyOnPglitePhone);
// Sixty-odd screens: a trace of each would cost more than the walk; a failure's screenshot and the
// list of cuts say where to look.
test.use({ trace: 'off' });

let data: ScreenData | undefined;
test.beforeAll(async ({ playwright }, testInfo) => {
  if (testInfo.project.name !== 'pglite-phone') return;
  const request = await playwright.request.newContext();
  data = await screenDataViaApi(request, testInfo.project.use.baseURL!);
  await request.dispose();
});

/** The browser's own text size setting at 200 % (Chromium's default font size, 16 → 32 px). */
async function doubleTheText(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

/**
 * One phone per person (and device zone and storage) for the worker's screens: each screen loads its
 * own path, so nothing of the last one stays, while the app's files stay in the phone's cache. A new
 * phone per screen would double the walk's time.
 */
const phones = new Map<string, Promise<Page>>();
async function phoneWithLargeText(browser: Browser, testInfo: TestInfo, screen: Screen): Promise<Page> {
  const key = JSON.stringify([screen.who, screen.deviceTimeZone, screen.storage]);
  let phone = phones.get(key);
  if (!phone) {
    phone = phoneFor(browser, testInfo, screen, data!, LANGUAGE).then(async (page) => {
      await doubleTheText(page);
      return page;
    });
    phones.set(key, phone);
  }
  const page = await phone;
  await page.setViewportSize(WIDTHS[0]!);
  return page;
}
test.afterAll(async () => {
  for (const phone of phones.values()) await (await phone).context().close();
  phones.clear();
});

for (const screen of SCREENS) {
  test(`${screen.who}: ${screen.name} stays whole at 320 and 390 px with text at 200 %`, async ({
    browser,
  }, testInfo) => {
    const page = await phoneWithLargeText(browser, testInfo, screen);
    await showScreen(page, screen, data!, LANGUAGE);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe('32px');
    for (const size of WIDTHS) {
      await settleAfter(page, () => page.setViewportSize(size), 200);
      const faults = faultsOf(await cutsOnScreen(page));
      expect.soft(faults, `${screen.name} at ${size.width} px with text at 200 %`).toEqual([]);
    }
  });
}

test('browser zoom at 200 % on a phone: the bottom bar keeps every button and the create dialogs open', async ({
  browser,
}, testInfo) => {
  const calendar = SCREENS.find((screen) => screen.name === 'calendar')!;
  const page = await phoneFor(browser, testInfo, calendar, data!, LANGUAGE);
  // A 390 px phone zoomed to 200 % lays the page out on 195 CSS px.
  await page.setViewportSize({ width: 195, height: 422 });
  await showScreen(page, calendar, data!, LANGUAGE);

  const nav = page.getByRole('navigation', { name: say(LANGUAGE, 'app:nav.label') });
  const create = nav.getByRole('button', { name: say(LANGUAGE, 'app:nav.create_menu_label'), exact: true });
  const profile = nav.getByRole('button', { name: say(LANGUAGE, 'app:nav.account_menu'), exact: true });
  for (const button of [create, profile]) {
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  expect(faultsOf(await cutsOnScreen(page)), 'the calendar at 195 px').toEqual([]);

  for (const choice of ['app:nav.create_event', 'app:nav.create_slot']) {
    await create.click();
    await page.getByRole('menuitem', { name: say(LANGUAGE, choice), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading').first()).toBeInViewport();
    await pageAnimationsDone(page);
    expect(faultsOf(await cutsOnScreen(page)), `${say(LANGUAGE, choice)} at 195 px`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await page.context().close();
});
