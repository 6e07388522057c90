/**
 * Issue 25, "Done when": every screen of the registry (support/screens.ts) at phone size in all five
 * languages, written to e2e/screenshots/<language>/<screen>.png (ignored by git) to be looked at, and
 * held to the same check as every-screen.spec.ts at the default text size. It takes about a quarter of
 * an hour, so it runs only on request: `npm run screenshots:every-screen` (SCREENSHOTS=1, pglite-phone).
 */
import { LANGUAGES, type Language } from '@sessionbook/domain';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { cutsOnScreen, faultsOf } from './support/cut-text.ts';
import { phoneFor, SCREENS, screenDataViaApi, showScreen, type ScreenData } from './support/screens.ts';

// playwright.config.ts leaves this file out unless SCREENSHOTS is set.
test.beforeEach(() => {
  test.skip(test.info().project.name !== 'pglite-phone', 'screenshots are taken at phone size');
});

const FOLDER = new URL('./screenshots/', import.meta.url).pathname;

/** Each language's world, made once per worker when its first screen needs it (accounts speak it). */
const worlds = new Map<Language, Promise<ScreenData>>();
function worldIn(language: Language, baseURL: string, request: APIRequestContext): Promise<ScreenData> {
  let world = worlds.get(language);
  if (!world) {
    world = screenDataViaApi(request, baseURL, language);
    worlds.set(language, world);
  }
  return world;
}

for (const language of LANGUAGES) {
  for (const screen of SCREENS) {
    test(`${language}: ${screen.who} ${screen.name}`, async ({ browser, playwright }, testInfo) => {
      const request = await playwright.request.newContext();
      const data = await worldIn(language, testInfo.project.use.baseURL!, request);
      const page = await phoneFor(browser, testInfo, screen, data, language);
      await showScreen(page, screen, data, language);
      const faults = faultsOf(await cutsOnScreen(page));
      // A dialog or menu is seen as it opens, over the screen; a page whole, as far as it scrolls.
      await page.screenshot({ path: `${FOLDER}${language}/${screen.name}.png`, fullPage: !screen.open });
      expect(faults, `${screen.name} in ${language}`).toEqual([]);
      await page.context().close();
      await request.dispose();
    });
  }
}
