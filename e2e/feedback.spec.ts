import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { professionalViaApi, signInAsProfessional } from './support/api.ts';
import { clientViaApi, signInAsClient } from './support/booking.ts';
import { expectNoHorizontalOverflow, onlyOnPglitePhone } from './support/layout.ts';

/** Report a problem and suggest an improvement (docs/product/screens.md#feedback-pages), at phone size, in both themes. */
test.beforeEach(onlyOnPglitePhone);

/** OPERATOR_EMAIL's default: e2e/serve.mjs sets none. */
const OPERATOR = 'operator@sessionbook.localhost';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  template: string;
}

/** The operator's mail that carries `marker` (every journey mails the same operator). */
async function operatorMailWith(request: APIRequestContext, baseURL: string, marker: string) {
  const url = new URL('/dev/outbox.json', baseURL);
  url.hostname = 'localhost';
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const body = (await (await request.get(url.toString())).json()) as { data: OutboxMessage[] };
        found = body.data.find((message) => message.to === OPERATOR && message.text.includes(marker));
        return Boolean(found);
      },
      { message: `an e-mail to ${OPERATOR} with "${marker}"`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

async function sendFrom(page: Page, field: RegExp, button: RegExp, message: string) {
  const text = page.getByRole('textbox', { name: field });
  // An empty report is refused on the spot, with the field marked.
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(/^this field is required\.$/i)).toBeVisible();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await text.fill(message);
  await expect(page.getByText(`${message.length} / 5,000`)).toBeVisible();
  await page.getByRole('button', { name: button }).click();
}

test('a client reports a problem from the calendar and the operator gets it, answerable', async ({
  page,
  request,
  baseURL,
}) => {
  const client = await clientViaApi(request, baseURL!);
  await signInAsClient(page, client);
  await page.goto('/report-problem?from=%2Fcalendar');
  await expect(page.getByRole('heading', { level: 1, name: /^report a problem$/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  const message = `The agenda stays blank after a reload (${client.username})`;
  await sendFrom(page, /^what went wrong\?$/i, /^send report$/i, message);
  await expect(page.getByRole('heading', { level: 2, name: /^thank you for your report$/i })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  const mail = await operatorMailWith(request, baseURL!, message);
  expect(mail.template).toBe('feedback_problem');
  expect(mail.subject).toBe(`Problem report from ${client.email}`);
  expect(mail.text).toContain(`From: ${client.email}`);
  expect(mail.text).toContain('Theme: client');
  expect(mail.text).toContain('Page: /calendar');

  await page.getByRole('link', { name: /^back to where you were$/i }).click();
  await expect(page).toHaveURL(/\/calendar$/);
});

test('a professional suggests an improvement and the operator gets it', async ({
  page,
  request,
  baseURL,
}) => {
  // Onboarded through the API, so its dialog stays away (onboarding is not under test here).
  const pro = await professionalViaApi(request, baseURL!);
  await signInAsProfessional(page, pro);
  await page.goto('/professional/suggest-improvement');
  await expect(page.getByRole('heading', { level: 1, name: /^suggest an improvement$/i })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('professional');
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  const message = `Let clients pay online, please (${pro.username})`;
  await sendFrom(page, /^your suggestion$/i, /^send suggestion$/i, message);
  await expect(
    page.getByRole('heading', { level: 2, name: /^thank you for your suggestion$/i }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mail = await operatorMailWith(request, baseURL!, message);
  expect(mail.template).toBe('feedback_improvement');
  expect(mail.subject).toBe(`Improvement suggestion from ${pro.email}`);
  expect(mail.text).toContain('Theme: professional');

  await page.getByRole('link', { name: /^back to your profile$/i }).click();
  await expect(page).toHaveURL(/\/professional\/profile$/);
});
