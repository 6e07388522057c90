/**
 * The shell's dropdown menus (create, profile, a client's actions) at both sizes: with a menu open the
 * rest of the page is out of the tab order (axe: no `aria-hidden-focus`), Tab stays in the menu,
 * Escape gives focus back to its button, and the Profile item is current on the profile's pages.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { professionalViaApi, signInAsProfessional } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { clientViaApi, connect } from './support/booking.ts';

test.beforeEach(() => {
  test.skip(!test.info().project.name.startsWith('pglite'), 'the shell is the same on both databases');
});

async function expectMenuHoldsFocus(page: Page, trigger: Locator) {
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The page behind is inert, so the keyboard cannot wander onto it (the announcers, toasts and the
  // connection banner, stay live over the menu).
  expect(await reachableOutsideMenu(page)).toEqual([]);
  await page.keyboard.press('Tab');
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
}

/** What the keyboard could reach outside the open menu: nothing, when the page behind is inert. */
function reachableOutsideMenu(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const menu = document.querySelector('[role="menu"]');
    const focusable = 'a[href], button, input, select, textarea, [tabindex]';
    return Array.from(document.querySelectorAll<HTMLElement>(focusable))
      .filter((element) => element.tabIndex >= 0 && !menu?.contains(element))
      .filter((element) => !element.closest('[inert], [data-overlay-live]'))
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => element.outerHTML.slice(0, 80));
  });
}

test('open menus keep the page out of reach, and Profile is current on profile pages', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  await signInAsProfessional(page, pro);

  await expectMenuHoldsFocus(page, page.getByRole('button', { name: /^create new$/i }));
  const profileMenu = page.getByRole('button', { name: /^profile menu$/i });
  await expectMenuHoldsFocus(page, profileMenu);
  await expect(profileMenu).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/professional/clients');
  await expectMenuHoldsFocus(page, page.getByRole('button', { name: `Actions for ${client.fullName}` }));

  await profileMenu.click();
  await page.getByRole('menuitem', { name: /^profile$/i }).click();
  await expect(page).toHaveURL(/\/professional\/profile$/);
  await expect(profileMenu).toHaveAttribute('aria-current', 'page');
  await page.goto('/professional/settings');
  await expect(profileMenu).toHaveAttribute('aria-current', 'page');
  await page.goto('/professional/calendar');
  await expect(profileMenu).not.toHaveAttribute('aria-current', 'page');
});
