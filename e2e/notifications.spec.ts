import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { apiUrl, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { classViaApi, clientViaApi, connect, hoursFromNow, signInAsClient } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

/** Issue 11, items 4 and 5: notification settings, and unsubscribing from a mail's own link. */

async function call(
  request: APIRequestContext,
  baseURL: string,
  method: 'post' | 'put' | 'patch',
  path: string,
  token: string,
  data?: unknown,
) {
  const reply = await request[method](apiUrl(baseURL, path), {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(reply.ok(), `${method} ${path}: ${await reply.text()}`).toBe(true);
  return reply;
}

/** The newest mail to `to` in the outbox that carries an unsubscribe link; that link. */
async function unsubscribeLinkMailedTo(request: APIRequestContext, baseURL: string, to: string) {
  const url = new URL('/dev/outbox.json', baseURL);
  url.hostname = 'localhost';
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const body = (await (await request.get(url.toString())).json()) as {
          data: { to: string; text: string }[];
        };
        // The outbox lists the newest first.
        const mail = body.data.find(
          (message) => message.to === to && message.text.includes('/unsubscribe?token='),
        );
        link = mail ? /https?:\/\/[^\s"'<>]+\/unsubscribe\?token=[^\s"'<>]+/.exec(mail.text)?.[0] : undefined;
        return Boolean(link);
      },
      { message: `an e-mail to ${to} with an unsubscribe link`, timeout: 20_000 },
    )
    .toBe(true);
  return new URL(link!);
}

const settingSwitch = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

test('a client turns SMS off and e-mail on, then unsubscribes from a mail’s link', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  // Start from the opposite: SMS on, e-mail off.
  await call(request, baseURL!, 'put', 'profile/notifications', client.token, {
    email_notifications: false,
    sms_notifications: true,
    newsletter: false,
    app_updates: true,
    no_action_reminders: true,
  });

  await signInAsClient(page, client);
  await page.goto('/profile/edit/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const email = settingSwitch(page, 'E-mail calendar notifications');
  const sms = settingSwitch(page, 'SMS calendar notifications');
  await expect(email).not.toBeChecked();
  await expect(sms).toBeChecked();
  // The client has no phone yet: the page says SMS needs one.
  await expect(page.getByText(/SMS needs a phone number on your profile/)).toBeVisible();
  await expect(page.getByText(/System e-mails always arrive/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  // Keyboard for one, pointer for the other.
  await sms.focus();
  await page.keyboard.press('Space');
  await email.click();
  await expect(sms).not.toBeChecked();
  await expect(email).toBeChecked();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your notification settings are saved.').first()).toBeVisible();

  await page.reload();
  await expect(settingSwitch(page, 'E-mail calendar notifications')).toBeChecked();
  await expect(settingSwitch(page, 'SMS calendar notifications')).not.toBeChecked();

  // A calendar e-mail (not a system one) reaches the client: the professional cancels their class.
  const id = await classViaApi(request, baseURL!, pro, { start: hoursFromNow(48), title: 'Evening flow' });
  await call(request, baseURL!, 'post', `client/events/${id}/register`, client.token, { voucher_type_id: 3 });
  await call(request, baseURL!, 'post', `events/${id}/cancel`, pro.token, { cancelled_reason: 'Ill' });

  const link = await unsubscribeLinkMailedTo(request, baseURL!, client.email);
  // The link speaks the mail's language (issue 25): the page opens in it.
  expect(link.pathname).toBe('/en/unsubscribe');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('Turn off “E-mail calendar notifications”?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  // Opening the link changed nothing: the setting is still on until the user confirms.
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText('“E-mail calendar notifications” is now off.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Open notification settings' }).click();
  await expect(page).toHaveURL(/\/profile\/edit\/notifications$/);
  await expect(settingSwitch(page, 'E-mail calendar notifications')).not.toBeChecked();
  await expect(settingSwitch(page, 'SMS calendar notifications')).not.toBeChecked();

  // A forged link changes nothing and says so.
  await page.goto(`/unsubscribe?token=${encodeURIComponent('forged.link.value')}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();

  // Mails in Spanish carry a Spanish page, though this device last spoke English (issue 25).
  await call(request, baseURL!, 'patch', 'user', client.token, { language: 'es' });
  await call(request, baseURL!, 'put', 'profile/notifications', client.token, {
    email_notifications: true,
    sms_notifications: false,
    newsletter: false,
    app_updates: true,
    no_action_reminders: true,
  });
  const second = await classViaApi(request, baseURL!, pro, { start: hoursFromNow(72), title: 'Late flow' });
  await call(request, baseURL!, 'post', `client/events/${second}/register`, client.token, {
    voucher_type_id: 3,
  });
  await call(request, baseURL!, 'post', `events/${second}/cancel`, pro.token, { cancelled_reason: 'Ill' });
  await expect
    .poll(async () => (await unsubscribeLinkMailedTo(request, baseURL!, client.email)).pathname)
    .toBe('/es/unsubscribe');
  const spanish = await unsubscribeLinkMailedTo(request, baseURL!, client.email);
  await page.goto(`${spanish.pathname}${spanish.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Darse de baja' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Darme de baja' })).toBeVisible();
});

test('a professional finds the same settings and the calendar feed in their theme', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  await signInAsProfessional(page, pro);
  await page.goto('/professional/profile/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  await settingSwitch(page, 'Newsletter').click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your notification settings are saved.').first()).toBeVisible();
  await page.reload();
  await expect(settingSwitch(page, 'Newsletter')).toBeChecked();
});
