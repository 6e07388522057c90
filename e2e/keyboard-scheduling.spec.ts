import { expect, test, type Locator, type Page } from '@playwright/test';
import { professionalViaApi, signInAsProfessional } from './support/api.ts';

/** docs/product/look-and-feel.md#accessible-by-default: the create flow works without a pointer. */
test('a professional creates an availability slot with the keyboard only', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name.endsWith('phone'), 'keyboards belong to the desktop');
  const pro = await professionalViaApi(request, baseURL!);
  await signInAsProfessional(page, pro);
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  await page.getByRole('button', { name: /^create new$/i }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Enter'); // the first choice: availability slot
  const dialog = page.getByRole('dialog', { name: /^new availability slot$/i });
  await expect(dialog).toBeVisible();

  // The date by typing DD-MM-YYYY, then through the month grid: one day on with the arrow keys.
  const date = dialog.getByRole('textbox', { name: /^date$/i });
  await date.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(tomorrow.split('-').reverse().join('-'));
  await page.keyboard.press('Alt+ArrowDown');
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(grid).toBeHidden();
  const dayAfter = new Date(Date.parse(`${tomorrow}T12:00:00Z`) + 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10);
  await expect(date).toHaveValue(dayAfter.split('-').reverse().join('-'));

  // Times from the 15-minute lists: Home, one typeahead key, then arrows. Each key means the same
  // however late it arrives; several typeahead keys would not (the list forgets its search a second
  // after the last key, and on a busy machine "09:30" once arrived as "0", then "9:30", and chose 00:15).
  const start = dialog.getByRole('combobox', { name: 'Start', exact: true });
  await chooseTime(page, start, { typeahead: '1', lands: '10:00', arrows: ['ArrowUp', 'ArrowUp'] }, '09:30');
  const end = dialog.getByRole('combobox', { name: 'End', exact: true });
  await expect(end).toHaveText(/10:30/);
  await chooseTime(
    page,
    end,
    { typeahead: '1', lands: '10:00', arrows: Array(4).fill('ArrowDown') },
    '11:00',
  );

  await dialog.getByRole('button', { name: /^create slot$/i }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^slot created$/i).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  // Focus returns to where the flow started.
  await expect(page.getByRole('button', { name: /^create new$/i })).toBeFocused();
});

/** Opens a time list from its focused trigger and chooses with keys only; waits for each key's effect. */
async function chooseTime(
  page: Page,
  trigger: Locator,
  keys: { typeahead: string; lands: string; arrows: string[] },
  time: string,
) {
  const focused = page.getByRole('listbox').locator('[role="option"]:focus');
  await trigger.focus();
  await page.keyboard.press('Enter');
  // The open list takes focus itself: a key before that would go to the trigger.
  await expect(focused).toHaveCount(1);
  await page.keyboard.press('Home');
  await expect(focused).toHaveText(await page.getByRole('listbox').getByRole('option').first().innerText());
  await page.keyboard.press(keys.typeahead);
  await expect(focused).toHaveText(keys.lands);
  // Radix moves focus for an arrow in a timeout from the key's own target, so a second arrow that
  // arrives before that timeout moves from the same option and one step is lost: wait for each.
  for (const arrow of keys.arrows) {
    const before = await focused.innerText();
    await page.keyboard.press(arrow);
    await expect(focused).not.toHaveText(before);
  }
  await expect(focused).toHaveText(time);
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveText(new RegExp(time));
  await expect(trigger).toBeFocused();
}
