import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { professionalViaApi, signInAsProfessional } from './support/api.ts';
import {
  classViaApi,
  clientViaApi,
  connect,
  hoursFromNow,
  hoursFromNowOnOneDay,
  signInAsClient,
} from './support/booking.ts';

/**
 * Issue 25, "Focus": where the keyboard focus goes after each step a keyboard or screen-reader user
 * takes, checked where issue 25 found it lost. Focus must land on something shown (a heading, a field,
 * a button), never on the page's body or a hidden element, and its ring must show.
 */

/** The focused element is the one expected, it is on screen, and a focus ring is drawn around it. */
async function expectFocusOn(target: Locator) {
  await expect(target).toBeFocused();
  await expect(target).toBeVisible();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style, 'a focus ring around the focused element').not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

const toast = (page: Page, text: RegExp) => expect(page.getByText(text).first()).toBeVisible();

test('a client cancels a registration in the class dialog, and focus lands on the dialog, still open', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const title = `Barre ${client.username.slice(-4)}`;
  await classViaApi(request, baseURL!, pro, { start: hoursFromNow(72), title });

  await signInAsClient(page, client);
  await page
    .getByRole('button', { name: new RegExp(title) })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: new RegExp(title) });
  await details.getByRole('button', { name: /^register$/i }).click();
  await toast(page, /you are registered/i);

  await details.getByRole('button', { name: /^cancel registration$/i }).click();
  const question = page.getByRole('dialog', { name: /^cancel your registration\?$/i });
  // A failed submit (no reason) puts focus on the empty field, not on the button.
  await question.getByRole('button', { name: /^cancel registration$/i }).press('Enter');
  await expectFocusOn(question.getByRole('textbox', { name: /^reason/i }));
  await page.keyboard.type('Sick');
  await question.getByRole('button', { name: /^cancel registration$/i }).press('Enter');
  await toast(page, /registration is cancelled/i);
  await expect(question).toBeHidden();
  // "Cancel registration" is gone with the registration: focus goes to the dialog it was in.
  await expectFocusOn(details.getByRole('heading', { name: new RegExp(title) }));
  await expectNoSeriousA11yViolations(page);
});

test('a professional cancels a class, and focus returns to the class on the calendar', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const title = `Flow ${pro.username.slice(-4)}`;
  await classViaApi(request, baseURL!, pro, { start: hoursFromNow(26), title });
  await signInAsProfessional(page, pro);

  const item = page.getByRole('button', { name: new RegExp(`^${title}`) });
  await item.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: title });
  await details.getByRole('button', { name: /^cancel event$/i }).press('Enter');
  const question = page.getByRole('dialog', { name: /^cancel this class\?$/i });
  await expect(question).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Confirming without a reason: focus on the reason (a Controller field react-hook-form cannot focus).
  const confirm = question.getByRole('button', { name: /^cancel class$/i });
  await confirm.focus();
  await page.keyboard.press('Enter');
  const reason = question.getByRole('textbox', { name: /^reason/i });
  await expectFocusOn(reason);
  await page.keyboard.type('The studio is closed');
  await confirm.focus();
  await page.keyboard.press('Enter');
  await toast(page, /cancelled/i);
  await expect(question).toBeHidden();
  // The button that opened the question went with the details dialog; the class it was about remains.
  await expectFocusOn(item);
});

test('a professional reaches "Create class" by Tab before filling the form, and pressing it points at what is missing', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name.endsWith('phone'), 'keyboards belong to the desktop');
  const pro = await professionalViaApi(request, baseURL!);
  await signInAsProfessional(page, pro);
  await page.goto('/professional/calendar?create=class');
  const dialog = page.getByRole('dialog', { name: /^new group class$/i });
  await expect(dialog).toBeVisible();
  const create = dialog.getByRole('button', { name: /^create class$/i });
  await expect(create).toHaveAttribute('aria-disabled', 'true');

  // Tab from the title reaches the button: no disabled control is skipped.
  await dialog.getByRole('textbox', { name: /^title$/i }).focus();
  let reached = false;
  for (let presses = 0; presses < 40 && !reached; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await create.evaluate((button) => button === document.activeElement);
  }
  expect(reached, '"Create class" is a stop of the Tab order').toBe(true);
  await page.keyboard.press('Enter');
  const title = dialog.getByRole('textbox', { name: /^title$/i });
  await expectFocusOn(title);
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
});

test('a class whose time overlaps puts focus on "Book anyway"', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name.endsWith('phone'), 'keyboards belong to the desktop');
  const pro = await professionalViaApi(request, baseURL!);
  const start = hoursFromNowOnOneDay(26);
  // Two classes at the same hour (the API confirms the overlap); saving the second one asks again.
  await classViaApi(request, baseURL!, pro, { start, title: 'Early class' });
  const title = `Twin ${pro.username.slice(-4)}`;
  await classViaApi(request, baseURL!, pro, { start, title });
  await signInAsProfessional(page, pro);
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await page
    .getByRole('dialog', { name: title })
    .getByRole('button', { name: /^edit$/i })
    .click();

  const dialog = page.getByRole('dialog', { name: /^edit group class$/i });
  const save = dialog.getByRole('button', { name: /^save class$/i });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/overlaps another item/i)).toBeVisible();
  await expectFocusOn(dialog.getByRole('button', { name: /^book anyway$/i }));
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await toast(page, /class (updated|saved)/i);
});

test('after a route change, focus moves to the new page’s heading', async ({ page, request, baseURL }) => {
  const pro = await professionalViaApi(request, baseURL!);
  await signInAsProfessional(page, pro);
  const link = page.getByRole('link', { name: /^client book$/i }).first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/professional\/clients/);
  const heading = page.getByRole('heading', { level: 1, name: /^client book$/i });
  await expectFocusOn(heading);
  // The heading is a landing place, not a stop: Tab moves on into the page.
  await page.keyboard.press('Tab');
  await expect(heading).not.toBeFocused();
  await expectNoSeriousA11yViolations(page);
});
