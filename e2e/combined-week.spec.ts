import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { professionalViaApi } from './support/api.ts';
import {
  classViaApi,
  clientViaApi,
  connect,
  hoursFromNow,
  signInAsClient,
  slotViaApi,
} from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { liveStreamOpen } from './support/live.ts';

/**
 * Issue 25, "one schedule" (decision 0038): a client with two professionals sees both in one week,
 * tells them apart by name and colour, books from it, and sees a new class of either appear while
 * looking; at phone size as a list by day, on a desktop as a week of seven columns.
 */
test.use({ timezoneId: 'Europe/Amsterdam', locale: 'en-US' });

/** The colour an element's stripe or swatch is drawn in. */
const stripeOf = (item: Locator) => item.evaluate((element) => getComputedStyle(element).borderLeftColor);
const swatchOf = (scope: Locator) =>
  scope
    .locator('.cc-swatch')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/** The top edges of the days shown: one row of seven on a desktop, one below the other on a phone. */
const dayTops = (page: Page) =>
  page
    .locator('.cc-day')
    .evaluateAll((days) => days.map((day) => Math.round(day.getBoundingClientRect().top)));

test('a client sees the week of both professionals, tells them apart, and books from it', async ({
  page,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  const ana = await professionalViaApi(request, baseURL!);
  const bram = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, ana, client);
  await connect(request, baseURL!, bram, client);
  const tag = client.username.slice(-4);
  const anaClass = `Pilates ${tag}`;
  const bramClass = `Bootcamp ${tag}`;
  await classViaApi(request, baseURL!, ana, { start: hoursFromNow(30), title: anaClass });
  await classViaApi(request, baseURL!, bram, { start: hoursFromNow(54), title: bramClass });
  await slotViaApi(request, baseURL!, bram, { start: hoursFromNow(78), hours: 2 });

  const streaming = liveStreamOpen(page);
  await signInAsClient(page, client);
  await streaming;

  // Both professionals' classes in one week, each named, in two different colours.
  const pilates = page.getByRole('button', { name: new RegExp(`^${anaClass}, with ${ana.fullName}`) });
  const bootcamp = page.getByRole('button', { name: new RegExp(`^${bramClass}, with ${bram.fullName}`) });
  await expect(pilates).toBeVisible();
  await expect(bootcamp).toBeVisible();
  await expect(pilates).toContainText(ana.fullName);
  await expect(bootcamp).toContainText(bram.fullName);
  const slot = page.getByRole('button', {
    name: new RegExp(`^Open for booking, with ${bram.fullName}`),
  });
  await expect(slot).toBeVisible();
  expect(await stripeOf(pilates)).not.toBe(await stripeOf(bootcamp));
  expect(await stripeOf(slot)).toBe(await stripeOf(bootcamp));

  // The choices are the legend: the same colours beside the same names.
  const choices = page.getByRole('group', { name: 'Whose calendar to show' });
  await expect(choices.getByRole('radio', { name: 'All' })).toBeChecked();
  const anaChoice = choices.locator('label', { hasText: ana.fullName });
  const bramChoice = choices.locator('label', { hasText: bram.fullName });
  expect(await swatchOf(anaChoice)).toBe(await stripeOf(pilates));
  expect(await swatchOf(bramChoice)).toBe(await stripeOf(bootcamp));

  // A phone lists the days one under the other; a desktop lays the week out side by side.
  const tops = await dayTops(page);
  expect(tops).toHaveLength(7);
  if (isMobile) expect(new Set(tops).size).toBe(7);
  else expect(new Set(tops).size).toBe(1);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('combined-week.png'), fullPage: true });

  // Booking from the combined week works as from one professional's.
  await pilates.click();
  const dialog = page.getByRole('dialog', { name: anaClass });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(ana.fullName);
  await dialog.getByRole('button', { name: /^register$/i }).click();
  await expect(page.getByText(/you are registered/i).first()).toBeVisible();
  await expect(dialog.getByText(/1 of 10/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: new RegExp(`^${anaClass}, .*Registered`) })).toBeVisible();

  // A new class of either professional appears while the client looks, without a reload.
  const later = `Stretch ${tag}`;
  await classViaApi(request, baseURL!, bram, { start: hoursFromNow(100), title: later });
  await expect(
    page.getByRole('button', { name: new RegExp(`^${later}, with ${bram.fullName}`) }),
  ).toBeVisible();

  // One professional at a time, by keyboard: the other's items go, the colours stay.
  await choices.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  const firstName = (await choices.locator('label').nth(1).textContent())!;
  await expect(choices.getByRole('radio', { name: firstName })).toBeChecked();
  const [shown, gone, choice] =
    firstName === ana.fullName ? [pilates, bootcamp, anaChoice] : [bootcamp, pilates, bramChoice];
  await expect(gone).toBeHidden();
  await expect(shown).toBeVisible();
  expect(await stripeOf(shown)).toBe(await swatchOf(choice));
  await expect(page).toHaveURL(/professional=/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('one-professional.png'), fullPage: true });
});
