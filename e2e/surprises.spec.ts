/**
 * Issue 25, "Surprises": what the product did that a trainer or a client would not expect. A class made
 * while the calendar shows availability appears; a class that began offers no place; a signed-in
 * client on a public profile keeps the way back to their calendar; the time-zone field takes a city
 * as people write it and shows zones by their names. (The discard question and the back button of
 * modals: modal-sheet.spec.ts; unsubscribe pages: notifications.spec.ts; the site's 404: site.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { apiUrl, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { classViaApi, clientViaApi, connect, hoursFromNow, signInAsClient } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

test.use({ timezoneId: 'Europe/Amsterdam', locale: 'en-US' });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a class made while the calendar shows availability is shown, not hidden', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  await signInAsProfessional(page, pro);
  await page.goto('/professional/calendar?mode=slots');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeAttached();
  const title = `Sunrise flow ${pro.username.slice(-6)}`;

  await page.getByRole('button', { name: /^create new$/i }).click();
  await page.getByRole('menuitem', { name: /group class/i }).click();
  const dialog = page.getByRole('dialog', { name: /^new group class$/i });
  await dialog.getByLabel(/^title$/i).fill(title);
  const start = dialog.getByRole('combobox', { name: 'Start', exact: true });
  await start.click();
  const option = page.getByRole('listbox').getByRole('option', { name: '18:00', exact: true });
  await option.focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: /^create class$/i }).click();
  await expect(dialog).toBeHidden();

  // The calendar moved to the client events, where the class is.
  await expect(page).toHaveURL(/mode=events/);
  await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await shot(page, 'class-shown-after-create');
  // Back returns to the availability the professional was looking at.
  await page.goBack();
  await expect(page).toHaveURL(/mode=slots/);
});

test('a class that began offers no place to a client; one to come does', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const past = hoursFromNow(-2);
  // Both on today's list (the client's day in Amsterdam), the first already over.
  test.skip(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(past) !==
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(hoursFromNow(2)),
    'needs two hours either side of now on one Amsterdam day',
  );
  await classViaApi(request, baseURL!, pro, { start: past, title: 'Early class' });
  await classViaApi(request, baseURL!, pro, { start: hoursFromNow(2), title: 'Later class' });

  await signInAsClient(page, client);
  const early = page.getByRole('button', { name: /^Early class/ });
  const later = page.getByRole('button', { name: /^Later class/ });
  await expect(later).toBeVisible();
  await expect(later).toContainText('Open');
  await expect(early).toContainText('Ended');
  await expect(early).not.toContainText('Open');
  await shot(page, 'client-calendar-past-class');
  await early.click();
  const details = page.getByRole('dialog', { name: 'Early class' });
  await expect(details.getByText('This event is over.')).toBeVisible();
  await expect(details.getByRole('button', { name: /register|join/i })).toHaveCount(0);
});

test('a signed-in client on a public profile keeps the app’s navigation back to their calendar', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const shown = await request.post(apiUrl(baseURL!, 'profile/visible'), {
    headers: { Authorization: `Bearer ${pro.token}` },
    data: { visible: true },
  });
  expect(shown.ok(), await shown.text()).toBe(true);
  const client = await clientViaApi(request, baseURL!);
  await signInAsClient(page, client);

  await page.goto(`/@${pro.username}`);
  await expect(page.getByRole('heading', { level: 1, name: pro.fullName })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'public-profile-signed-in');
  await navigation.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar/);

  // A guest still gets the calm page without the app's navigation.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/@${pro.username}`);
  await expect(page.getByRole('heading', { level: 1, name: pro.fullName })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
});

test('the time-zone field takes "New York" and shows zones by their names', async ({
  page,
  request,
  baseURL,
}) => {
  const client = await clientViaApi(request, baseURL!, 'America/Sao_Paulo');
  await signInAsClient(page, client);
  await page.goto('/settings');
  await expect(page.getByText('Times are shown in Brasilia Standard Time (São Paulo, GMT−3).')).toBeVisible();
  const field = page.getByRole('combobox', { name: 'Time zone' });
  await expect(field).toHaveValue('Brasilia Standard Time (São Paulo)');

  await field.fill('new york');
  const option = page.getByRole('option', { name: /^Eastern Time \(New York, GMT−[45]\)$/ });
  await expect(option).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'time-zone-search');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('Eastern Time (New York)');
  await page.getByRole('button', { name: 'Use this time zone' }).click();
  await expect(page.getByText(/^Times are shown in Eastern Time \(New York, GMT−[45]\)\.$/)).toBeVisible();
  await expect(page.locator('body')).not.toContainText('America/');

  // Typed and saved without a pick, a city named exactly is enough; in Spanish, by its Spanish name.
  await page.goto('/es/settings');
  const campo = page.getByRole('combobox', { name: 'Zona horaria' });
  await campo.fill('Nueva York');
  await expect(page.getByRole('option', { name: /^hora oriental \(Nueva York, GMT−[45]\)$/ })).toBeVisible();
  await campo.fill('sao paulo');
  await page.getByRole('button', { name: 'Usar esta zona horaria' }).click();
  await expect(
    page.getByText('Las horas se muestran en hora estándar de Brasilia (São Paulo, GMT−3).'),
  ).toBeVisible();
  await shot(page, 'time-zone-es');
});
