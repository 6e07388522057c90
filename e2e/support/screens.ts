/**
 * Every screen of the app, for journeys that walk them all (issue 25: the layout walk at 200 % text,
 * the screenshots in five languages). A screen is a path, who looks at it, and how to reach it with
 * data present: `screenDataViaApi` makes one professional's world through the API (clients confirmed
 * and pending, a group, a class with registrations, a cancelled class, a session, a slot, vouchers),
 * `enterAs` signs the browser in through storage, and `showScreen` opens the screen and waits until
 * its data is on it. Dialogs and menus count as screens of their own: `open` gets there from the path.
 *
 * Screens are reached through roles and the catalogs' words (`say`), so the same registry serves all
 * five languages. A new screen or dialog belongs in screens/ (guest.ts, client.ts or professional.ts);
 * every-screen.spec.ts then checks it.
 */
import { instantFromWallTime, localToday, type Language } from '@sessionbook/domain';
import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { accountViaApi, professionalViaApi, apiCall } from './api.ts';
import { clientViaApi, connect } from './booking.ts';
import { settleAfter } from './network.ts';
import { pageAnimationsDone } from './animations.ts';
import { newPerson } from './people.ts';
import { clientScreens } from './screens/client.ts';
import { guestScreens } from './screens/guest.ts';
import { professionalScreens } from './screens/professional.ts';
import { SCREENS_TIME_ZONE, type Screen, type ScreenData, type Who } from './screens/screen.ts';

export { say } from './screens/say.ts';
export { SCREENS_TIME_ZONE, type Screen, type ScreenData, type Who } from './screens/screen.ts';

/**
 * One professional's world, made through the API; every screen of the registry shows part of it. Both
 * accounts speak `language`: a signed-in app follows its account's language.
 */
export async function screenDataViaApi(
  request: APIRequestContext,
  baseURL: string,
  language: Language = 'en',
): Promise<ScreenData> {
  const pro = await professionalViaApi(request, baseURL);
  const client = await clientViaApi(request, baseURL, SCREENS_TIME_ZONE);
  const as = <T>(method: 'post' | 'put' | 'patch' | 'get', path: string, data?: unknown) =>
    apiCall<T>(request, baseURL, method, path, pro.token, data);
  await as('patch', 'user', { timezone: SCREENS_TIME_ZONE, language });
  await apiCall(request, baseURL, 'patch', 'user', client.token, { language });
  await as('put', 'professional/profile', {
    full_name: pro.fullName,
    speciality: 'Pilates and functional training',
    location: 'Studio 2, Prinsengracht 100, Amsterdam',
    description: 'Small classes and one-to-one sessions for every level, in the studio or outdoors.',
  });
  await as('post', 'profile/visible', { visible: true });
  await connect(request, baseURL, pro, client);

  const book = await as<{ id: string; email: string | null; status: string }[]>('get', 'clients');
  const entryId = book.find((entry) => entry.email === client.email)!.id;
  const pendingEmail = `${newPerson('pending').username}.with.a.long.address@example-studio.test`;
  await as('post', 'clients/invite', { emails: [pendingEmail] });
  const pendingId = (await as<{ id: string; email: string | null }[]>('get', 'clients')).find(
    (entry) => entry.email === pendingEmail,
  )!.id;
  const group = await as<{ id: string }>('post', 'groups', {
    name: 'Tuesday Pilates',
    client_ids: [entryId],
  });

  const day = localToday(SCREENS_TIME_ZONE, new Date()).add({ days: 1 }).toString();
  const at = (time: string) => instantFromWallTime(day, time, SCREENS_TIME_ZONE).toISOString();
  const event = (start: string, end: string, values: Record<string, unknown>) =>
    as<{ id: string }[]>('post', 'events', {
      start_time: at(start),
      end_time: at(end),
      allow_overlap: true,
      ...values,
    });
  const classTitle = 'Pilates for beginners';
  const cancelledTitle = 'Morning flow';
  const [lesson] = await event('07:00', '08:00', {
    voucher_type_id: 3,
    is_group_session: true,
    title: classTitle,
    max_event_regs: 8,
    waitlist_allowed: true,
  });
  await apiCall(request, baseURL, 'post', `client/events/${lesson!.id}/register`, client.token, {
    voucher_type_id: 3,
  });
  const [cancelled] = await event('09:00', '10:00', {
    voucher_type_id: 3,
    is_group_session: true,
    title: cancelledTitle,
    max_event_regs: 12,
  });
  await as('post', `events/${cancelled!.id}/cancel`, { cancelled_reason: 'The studio is closed' });
  await event('11:00', '12:00', { voucher_type_id: 1, client_ids: [entryId], location: 'Vondelpark' });
  const slotTitle = 'Open hours';
  await as('post', 'availability-slots', {
    start_time: at('14:00'),
    end_time: at('17:00'),
    voucher_types: [1],
    title: slotTitle,
  });
  await as('post', `clients/${entryId}/vouchers`, { voucher_type_id: 1, duration: 60, count: 5, value: 250 });
  const link = await as<{ 'invite-link': string }>('put', 'invite-link');
  const [mine] = await apiCall<{ professional: { id: string } }[]>(
    request,
    baseURL,
    'get',
    'professionals',
    client.token,
  );
  return {
    professional: { ...pro, professionalId: mine!.professional.id },
    client: { ...client, entryId },
    pending: { entryId: pendingId, email: pendingEmail },
    groupId: group.id,
    inviteSlug: link['invite-link'].split('/').at(-1)!,
    classTitle,
    cancelledTitle,
    slotTitle,
    day,
  };
}

/** A professional who has not been through onboarding yet (its dialog opens on the calendar). */
export async function newProfessionalViaApi(request: APIRequestContext, baseURL: string) {
  const person = newPerson('pro');
  const token = await accountViaApi(request, baseURL, person, 'professional');
  return { ...person, token };
}

/**
 * Signs the page in as `who` through storage (as the app keeps a session, lib/session-store.ts), in
 * `language`, with the cookie notice and the install offer answered. Call before the first `goto`.
 */
export async function enterAs(
  page: Page,
  baseURL: string,
  who: Exclude<Who, 'guest'> | null,
  token: string | null,
  language: Language,
  extra: Record<string, string | null> = {},
): Promise<void> {
  const user = token ? await apiCall<object>(page.request, baseURL, 'get', 'profile', token) : null;
  const storage: Record<string, string | null> = {
    cookies_accepted: 'true',
    install_prompt_dismissed: 'true',
    no_timezone_updates: 'true',
    onboarding_done: 'true',
    language,
    ...(who && token && user
      ? {
          token,
          user: JSON.stringify({ ...user, language }),
          theme: who === 'professional' ? 'professional' : 'client',
        }
      : {}),
    ...extra,
  };
  // Once per tab: a reload keeps what the app itself stored since.
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('screens_entered')) return;
    sessionStorage.setItem('screens_entered', 'true');
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }, storage);
}

/**
 * A phone of the test's project for `screen`: a context of its own (in the screen's device zone), signed
 * in as the screen's person in `language`. Close it with `page.context().close()`.
 */
export async function phoneFor(
  browser: Browser,
  testInfo: TestInfo,
  screen: Screen,
  data: ScreenData,
  language: Language,
): Promise<Page> {
  const context = await browser.newContext({
    ...testInfo.project.use,
    timezoneId: screen.deviceTimeZone ?? SCREENS_TIME_ZONE,
  });
  const page = await context.newPage();
  const person =
    screen.who === 'professional' ? data.professional : screen.who === 'client' ? data.client : null;
  await enterAs(
    page,
    testInfo.project.use.baseURL!,
    screen.who === 'guest' ? null : screen.who,
    person?.token ?? null,
    language,
    screen.storage,
  );
  return page;
}

/** Goes to the screen, waits for its data and a quiet network, and opens its dialog or menu. */
export async function showScreen(page: Page, screen: Screen, data: ScreenData, language: Language) {
  await settleAfter(page, () => page.goto(screen.path(data)));
  if (screen.ready) await expect(screen.ready(page, data, language).first()).toBeVisible();
  if (screen.open) await settleAfter(page, () => screen.open!(page, data, language));
  await pageAnimationsDone(page);
}

export const SCREENS: readonly Screen[] = [...guestScreens, ...professionalScreens, ...clientScreens];
