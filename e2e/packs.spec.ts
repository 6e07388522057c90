/**
 * Issue 28, items 3 and 5 (decision 0047) at phone size: the professional picks their currency, defines
 * a pack valid 30 days, sells it to a client from the add-vouchers dialog, and sees on the client's
 * vouchers what expires when and the price in that currency.
 */
import { expect, test } from '@playwright/test';
import { apiCall, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { clientViaApi, connect } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

test.skip(({ isMobile }) => !isMobile, 'the packs journey runs at phone size');

const TIME_ZONE = 'Europe/Lisbon';

test('a pack in US dollars valid 30 days is sold from the add-vouchers dialog and shows when it expires', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pro = await professionalViaApi(request, baseURL!);
  await apiCall(request, baseURL!, 'patch', 'user', pro.token, { timezone: TIME_ZONE });
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const [entry] = await apiCall<{ id: string }[]>(
    request,
    baseURL!,
    'get',
    'clients?status=confirmed',
    pro.token,
  );

  // The currency first: the pack's price is then in dollars.
  await signInAsProfessional(page, pro);
  await page.goto('/professional/vouchers');
  await page.getByRole('link', { name: /^packs and prices$/i }).click();
  const packs = page.getByRole('region', { name: /^packs$/i });
  await packs.getByRole('combobox', { name: /^currency$/i }).click();
  // A long list: the keyboard's type-ahead reaches an option below the fold, as on a phone's keyboard.
  await expect(page.getByRole('option', { name: /\(USD\)$/ })).toBeAttached();
  await page.keyboard.type('US Dollar');
  await page.keyboard.press('Enter');
  await expect(packs.getByRole('combobox', { name: /^currency$/i })).toHaveText(/USD/);

  await packs.getByRole('button', { name: /^add a pack$/i }).click();
  const form = page.getByRole('dialog', { name: /^new pack$/i });
  await form.getByRole('textbox', { name: /^name$/i }).fill('10 sessions');
  await form.getByRole('radio', { name: /^individual session$/i }).check();
  await form.getByRole('radio', { name: /^60 min$/i }).check();
  await form.getByRole('spinbutton', { name: /number of vouchers/i }).fill('10');
  await form.getByRole('textbox', { name: /price of the pack/i }).fill('120');
  await form.getByRole('spinbutton', { name: /valid for/i }).fill('30');
  await form.getByRole('button', { name: /^save pack$/i }).click();
  await expect(form).toBeHidden();
  await expect(packs.getByRole('listitem').filter({ hasText: '10 sessions' })).toContainText(
    '10 × Individual session · 60 min · $120.00 · Valid 30 days',
  );
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  // Sold from the client's profile: the pack fills in the kind, number, price per voucher and validity.
  await page.goto(`/professional/clients/${entry!.id}`);
  await page
    .getByRole('button', { name: /^add vouchers$/i })
    .first()
    .click();
  const add = page.getByRole('dialog', { name: /add vouchers/i });
  await add.getByRole('combobox', { name: /^pack$/i }).click();
  await page.getByRole('option', { name: /^10 sessions/ }).click();
  await expect(add.getByRole('textbox', { name: /value per voucher/i })).toHaveValue('12');
  await expect(add.getByRole('spinbutton', { name: /valid for/i })).toHaveValue('30');
  await add.getByRole('button', { name: /^add vouchers$/i }).click();
  await expect(add).toBeHidden();

  // What expires when, in the professional's zone, and the price in dollars.
  const overview = await apiCall<{ balances: { expiring: { expires_at: string; count: number }[] }[] }>(
    request,
    baseURL!,
    'get',
    `clients/${entry!.id}/vouchers`,
    pro.token,
  );
  const expiresAt = overview.balances[0]!.expiring[0]!.expires_at;
  const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30);
  const date = new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date(expiresAt));
  await expect(page.getByRole('list', { name: /^balances$/i })).toContainText(`10 expire on ${date}`);
  await expect(page.getByRole('list', { name: /^batches$/i })).toContainText(
    `$12.00 each · Expires ${date} · Pack: 10 sessions`,
  );
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
});
