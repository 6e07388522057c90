/**
 * The booking widget on a page of another origin (issue 29 item 3, docs/decisions/0053-booking-widget.md):
 * the professional allows that origin on the settings page, the one-line script puts the widget there
 * sized to its content at phone and desktop widths, axe finds nothing serious inside the frame, and a
 * class chosen opens sign-in in a new tab that lands on that class. A page whose origin is not allowed
 * gets nothing: the browser refuses to frame the widget (frame-ancestors).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { acceptCookies, apiCall, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { classViaApi, clientViaApi, hoursFromNowOnOneDay } from './support/booking.ts';

/** A site of someone else's, on 127.0.0.1 (the app is on app.localhost): a page with the one line. */
async function hostSite(appUrl: string, username: string): Promise<{ server: Server; origin: string }> {
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Studio</title></head>' +
    '<body><header><h1>Our studio</h1></header><main><p>Book a class below.</p>' +
    `<script src="${appUrl}/embed.js" data-professional="${username}" async></script>` +
    '</main><footer><p>Studio footer</p></footer></body></html>';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const widgetFrame = (page: Page): Frame | undefined =>
  page.frames().find((frame) => new URL(frame.url(), 'http://x').pathname.startsWith('/embed/'));

/** The frame's height on the host page, and the widget's own height inside it. */
async function heights(page: Page) {
  const frame = widgetFrame(page)!;
  return {
    outer: await page
      .locator('iframe')
      .evaluate((element) => Math.round(element.getBoundingClientRect().height)),
    inner: await frame.evaluate(() =>
      Math.ceil(document.getElementById('widget')!.getBoundingClientRect().height),
    ),
  };
}

test('the booking widget on another site: allowed, sized, accessible, booking in a new tab', async ({
  page: professionalPage,
  browser,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  await apiCall(request, baseURL!, 'post', 'profile/visible', pro.token, { visible: true });
  const title = `Widget yoga ${pro.username}`;
  const classId = await classViaApi(request, baseURL!, pro, {
    start: hoursFromNowOnOneDay(30),
    title,
    places: 6,
  });
  const allowed = await hostSite(baseURL!, pro.username);
  const refused = await hostSite(baseURL!, pro.username);
  try {
    // The professional allows the studio's site on the settings page.
    const settings = professionalPage;
    await signInAsProfessional(settings, pro);
    await settings.goto('/professional/settings/widget');
    await expect(settings.getByRole('heading', { level: 1, name: 'Booking widget' })).toBeVisible();
    await expect(settings.getByRole('textbox', { name: 'Widget code' })).toHaveValue(
      `<script src="${baseURL}/embed.js" data-professional="${pro.username}" async></script>`,
    );
    await settings.getByRole('textbox', { name: 'Website address' }).fill(allowed.origin);
    await settings.getByRole('button', { name: 'Add site' }).click();
    await expect(settings.getByRole('button', { name: `Remove ${allowed.origin}` })).toBeVisible();
    // The preview on the page itself shows the class.
    await expect(settings.frameLocator('iframe').getByText(title, { exact: true })).toBeVisible();

    // A visitor of the studio's site: a browser of their own, never signed in to Sessionbook.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();

    // On the studio's site, at phone width: the widget lists the class and the frame fits it.
    await page.goto(allowed.origin);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1, name: `Book with ${pro.fullName}` })).toBeVisible();
    await expect(frame.getByText(title, { exact: true })).toBeVisible();
    await expect(page.locator('iframe')).toHaveAttribute('title', `Sessionbook: @${pro.username}`);
    await expect
      .poll(async () => {
        const h = await heights(page);
        return Math.abs(h.outer - h.inner);
      })
      .toBeLessThanOrEqual(1);
    expect((await heights(page)).outer).toBeLessThan(480);

    // axe inside the frame (AxeBuilder scans frames), with the host page's own parts left out.
    const scan = await new AxeBuilder({ page }).include('iframe').analyze();
    expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // At desktop width the widget reflows and reports its new height.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(async () => {
        const h = await heights(page);
        return Math.abs(h.outer - h.inner);
      })
      .toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 390, height: 844 });

    // Choosing the class opens sign-in in a new tab, which lands on that class once signed in.
    const client = await clientViaApi(request, baseURL!);
    const opened = context.waitForEvent('page');
    await frame.getByRole('link', { name: new RegExp(`^Book ${title}`) }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/auth/signin');
    expect(new URL(tab.url()).searchParams.get('redirect')).toContain(`event=${classId}`);
    await acceptCookies(tab);
    await tab.getByLabel(/^e-mail address$/i).fill(client.email);
    await tab.getByLabel(/^password$/i).fill(client.password);
    await tab.getByRole('button', { name: /^sign in$/i }).click();
    await expect(tab).toHaveURL(new RegExp(`/calendar\\?.*event=${classId}`));
    await tab.close();

    // The widget page on its own, under the team's whole accessibility check (two engines and
    // label-in-name), at phone width.
    await page.goto(`${baseURL}/embed/${pro.username}`);
    await expect(page.getByRole('heading', { level: 1, name: `Book with ${pro.fullName}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A site not allowed: the browser refuses the frame, and nothing of the widget renders in it.
    const refusal = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.goto(refused.origin);
    await refusal;
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.frameLocator('iframe').getByText(title, { exact: true })).toHaveCount(0);
    expect(widgetFrame(page)).toBeUndefined();
    await context.close();
  } finally {
    allowed.server.close();
    refused.server.close();
  }
});
