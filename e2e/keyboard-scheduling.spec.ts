import { expect, test } from '@playwright/test';
import { professionalViaApi, signInAsProfessional } from './support/api.ts';

/** DESIGN.md principle 8: the create flow works without a pointer. */
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

  // Times by typeahead in the 15-minute lists.
  const start = dialog.getByRole('combobox', { name: 'Start', exact: true });
  await start.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('09:30');
  await page.keyboard.press('Enter');
  await expect(start).toHaveText(/09:30/);
  const end = dialog.getByRole('combobox', { name: 'End', exact: true });
  await expect(end).toHaveText(/10:30/);
  await end.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('11:00');
  await page.keyboard.press('Enter');
  await expect(end).toHaveText(/11:00/);

  await dialog.getByRole('button', { name: /^create slot$/i }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^slot created$/i).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  // Focus returns to where the flow started.
  await expect(page.getByRole('button', { name: /^create new$/i })).toBeFocused();
});
