/**
 * Issue 28 item 1 (docs/decisions/0048-import-and-export.md, "Import"): on a phone, a professional
 * imports a CSV with one bad row, sees it named with its row number and reason, imports the valid rows,
 * finds them pending in the client book with nobody told, and invites them: then, and only then, the
 * invitations go out.
 */
import { expect, test } from '@playwright/test';
import { mailTo, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

test('a professional imports a CSV with a bad row and invites the valid ones', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const pro = await professionalViaApi(request, baseURL!);
  const tag = pro.username.slice(-6);
  const emails = [`ana.${tag}@example.test`, `bram.${tag}@example.test`];
  const csv =
    '\uFEFFFirst Name;Last Name;E-mail Address;Mobile Phone\r\n' +
    `Ana;García;${emails[0]};'+34 612 34 56 78\r\n` +
    `Bad;Row;not-an-email;\r\n` +
    `Bram;"de Vries; Jr.";${emails[1]};\r\n`;

  const page = await (await browser.newContext(testInfo.project.use)).newPage();
  await signInAsProfessional(page, pro);
  await page.goto('/professional/clients');
  await page.getByRole('link', { name: 'Import clients' }).click();
  await expect(page).toHaveURL(/\/professional\/clients\/import$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('CSV or vCard file').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByText('3 clients found in clients.csv.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'E-mail Address' })).toHaveText(/E-mail/);
  await page.getByRole('button', { name: 'Check every row' }).click();
  const problems = page.getByRole('list', { name: 'Rows that will not be imported' });
  await expect(problems).toContainText('Row 3: E-mail: Please enter a valid e-mail address.');
  await expect(page.getByRole('button', { name: 'Import all or nothing' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Import the 2 valid rows' }).click();
  await expect(page.getByRole('heading', { name: '2 clients imported' })).toBeVisible();
  await expect(page.getByText('Nobody has been told yet.', { exact: false })).toBeVisible();

  // Held: in the book as pending, and no invitation in the outbox yet.
  await page.getByRole('link', { name: 'Later: go to the client book' }).click();
  await expect(page).toHaveURL(/\/professional\/clients\?tab=pending/);
  await expect(page.getByRole('link', { name: 'Ana García' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bram de Vries; Jr.' })).toBeVisible();
  await expect(page.getByText('Not invited yet')).toHaveCount(2);
  const outbox = new URL('/dev/outbox.json', baseURL);
  outbox.hostname = 'localhost';
  const before = (await (await request.get(outbox.toString())).json()) as { data: { to: string }[] };
  expect(before.data.filter((message) => emails.includes(message.to))).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Send the held invitations' }).click();
  await expect(page.getByText('Not invited yet')).toHaveCount(0);
  for (const email of emails) await mailTo(request, baseURL!, email, 'client_invitation');
});
