import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { acceptCookies, apiUrl, professionalViaApi } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { clientViaApi, connect, hoursFromNow, signInAsClient, slotViaApi } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { picturePng } from './support/picture.ts';

/**
 * Issue 25, "Choices forgotten" (docs/decisions/0035): the session lengths a professional offers are
 * the ones their clients may book, and a renamed professional's old link, private profile and picture
 * reach their connected client. Phone and desktop on PGlite: the API tests cover PostgreSQL.
 */
test.beforeEach(() => test.skip(test.info().project.name.startsWith('postgres'), 'runs on PGlite'));

async function secondDevice(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext(testInfo.project.use);
  return context.newPage();
}

async function signIn(page: Page, person: { email: string; password: string }, landing: RegExp) {
  await page.goto('/auth/signin');
  await acceptCookies(page);
  await page.getByLabel(/^e-mail address$/i).fill(person.email);
  await page.getByLabel(/^password$/i).fill(person.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(landing);
}

test('clients may book exactly the session lengths their professional offers', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  await slotViaApi(request, baseURL!, pro, { start: hoursFromNow(30), hours: 3 });

  // The professional keeps 45 and 90 minutes in their profile settings.
  await signIn(page, pro, /\/professional\/calendar/);
  await page.goto('/professional/profile/professional');
  const lengths = page.getByRole('group', { name: /^lengths you offer$/i });
  for (const minutes of ['30', '60', '120'])
    await lengths.getByRole('checkbox', { name: new RegExp(`^${minutes} min$`) }).uncheck();
  await expect(lengths.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: /^save lengths$/i }).click();
  await expect(page.getByText(/your session lengths are saved/i)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('session-lengths.png'), fullPage: true });

  // The client's booking sheet offers those two, and nothing else.
  const phone = await secondDevice(browser, testInfo);
  await signInAsClient(phone, client);
  await phone
    .getByRole('button', { name: /book a time$/i })
    .first()
    .click();
  const sheet = phone.getByRole('dialog', { name: /open for booking/i });
  const durations = sheet.getByRole('group', { name: /^duration$/i }).getByRole('radio');
  await expect(durations).toHaveCount(2);
  await expect(durations.nth(0)).toHaveAccessibleName('45 min');
  await expect(durations.nth(1)).toHaveAccessibleName('90 min');
  await expectNoSeriousA11yViolations(phone);
  await phone.screenshot({ path: testInfo.outputPath('booking-sheet.png') });
  await phone.context().close();
});

test("a renamed professional's old link, private profile and picture still reach their client", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  // Onboarded through the API and private again, like a professional who hid their profile.
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const uploaded = await request.post(apiUrl(baseURL!, 'profile/avatar'), {
    headers: { Authorization: `Bearer ${pro.token}` },
    multipart: { avatar: { name: 'me.png', mimeType: 'image/png', buffer: picturePng() } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  // Renaming asks first and says the old link keeps working.
  await signIn(page, pro, /\/professional\/calendar/);
  await page.goto('/professional/profile/personal');
  const newName = `${pro.username}-moved`;
  await page.getByLabel(/^username$/i).fill(newName);
  await page.getByRole('button', { name: /^save changes$/i }).click();
  const question = page.getByRole('dialog', { name: /^change your public link\?$/i });
  await expect(question).toContainText(`/@${newName}`);
  await expect(question).toContainText(`The old link`);
  await expect(question).toContainText(`/@${pro.username}`);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await question.screenshot({ path: testInfo.outputPath('rename-question.png') });
  await question.getByRole('button', { name: /^change username$/i }).click();
  await expect(page.getByText(/your details were saved/i)).toBeVisible();

  // The client follows the old link: the private profile opens, under the new name, with the picture.
  const phone = await secondDevice(browser, testInfo);
  await signInAsClient(phone, client);
  await phone.goto('/professionals');
  const profileLink = phone.getByRole('link', {
    name: new RegExp(`view profile of ${pro.fullName}`, 'i'),
  });
  await expect(profileLink).toBeVisible();
  const listed = phone.locator('.person', { has: profileLink });
  await expect(listed.locator('img')).toBeVisible();
  await phone.goto(`/@${pro.username}`);
  await expect(phone).toHaveURL(new RegExp(`/@${newName}$`));
  await expect(phone.getByRole('heading', { level: 1, name: pro.fullName })).toBeVisible();
  await expect(phone.getByText(/this profile is private: only .* clients see it/i)).toBeVisible();
  const picture = phone.locator('.public-profile__card img');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(phone);
  await expectNoHorizontalOverflow(phone);
  await phone.screenshot({ path: testInfo.outputPath('private-profile.png'), fullPage: true });

  // Anyone else still gets the not-public page.
  const stranger = await secondDevice(browser, testInfo);
  await stranger.goto(`/@${pro.username}`);
  await expect(stranger.getByRole('heading', { name: /this profile is not public/i })).toBeVisible();
  await stranger.context().close();
  await phone.context().close();
});
