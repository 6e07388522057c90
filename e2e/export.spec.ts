/**
 * Issue 28 item 2 (docs/decisions/0048-import-and-export.md) on the phone: a professional finds the
 * export page in the profile menu and downloads the voucher ledger, a CSV that Excel reads as UTF-8
 * holding the batch they added; then their client downloads all their personal data as JSON.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiCall, professionalViaApi } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { clientViaApi, connect } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { enterAs, say } from './support/screens.ts';

test('a professional exports the ledger, and a client downloads their data', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const book = await apiCall<{ id: string; full_name: string | null }[]>(
    request,
    baseURL!,
    'get',
    'clients?status=confirmed',
    pro.token,
  );
  const entry = book.find((row) => row.full_name === client.fullName)!;
  const batch = await apiCall<{ id: string }>(
    request,
    baseURL!,
    'post',
    `clients/${entry.id}/vouchers`,
    pro.token,
    {
      voucher_type_id: 3,
      duration: 60,
      count: 10,
      value: 12.5,
      paid: true,
    },
  );

  const proPage = await (await browser.newContext(testInfo.project.use)).newPage();
  await enterAs(proPage, baseURL!, 'professional', pro.token, 'en');
  await proPage.goto('/professional/calendar');
  await proPage.getByRole('button', { name: say('en', 'app:nav.account_menu') }).click();
  await proPage.getByRole('menuitem', { name: 'Export data' }).click();
  await expect(proPage).toHaveURL(/\/professional\/export$/);
  await expect(proPage.getByRole('heading', { level: 1, name: 'Export your data' })).toBeVisible();
  await expectNoSeriousA11yViolations(proPage);
  await proPage.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalOverflow(proPage);
  await proPage.setViewportSize(testInfo.project.use.viewport!);

  const downloading = proPage.waitForEvent('download');
  await proPage.getByRole('button', { name: 'Download: Voucher ledger' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sessionbook-ledger-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(
    csv.startsWith(
      '\uFEFFDate and time,Time zone,Client,Change,Session type,Length (min),Vouchers,Batch,Paid,' +
        'Value per voucher,Session,Session date\r\n',
    ),
  ).toBe(true);
  expect(csv).toMatch(
    new RegExp(
      `\\r\\n\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},[^,]+,${client.fullName},Added,Group class,60,10,${batch.id},Yes,12.5,,\\r\\n`,
    ),
  );
  await proPage.context().close();

  const clientPage = await (await browser.newContext(testInfo.project.use)).newPage();
  await enterAs(clientPage, baseURL!, 'client', client.token, 'en');
  await clientPage.goto('/settings');
  const card = clientPage.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();
  const downloadingData = clientPage.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data' }).click();
  const data = await downloadingData;
  expect(data.suggestedFilename()).toMatch(/^sessionbook-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const mine = JSON.parse(await readFile((await data.path())!, 'utf8')) as {
    account: { email: string };
    professionals: { status: string }[];
    vouchers: { kind: string; change: number; batch_id: string }[];
  };
  expect(mine.account.email).toBe(client.email);
  expect(mine.professionals).toEqual([expect.objectContaining({ status: 'confirmed' })]);
  expect(mine.vouchers).toContainEqual(
    expect.objectContaining({ kind: 'credit', change: 10, batch_id: batch.id }),
  );
  expect(JSON.stringify(mine)).not.toMatch(/password_hash|token_hash/);
  await clientPage.context().close();
});
