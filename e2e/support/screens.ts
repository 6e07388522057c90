/**
 * Every screen of the app, for journeys that walk them all (issue 25: the layout walk at 200 % text,
 * the screenshots in five languages). A screen is a path, who looks at it, and how to reach it with
 * data present: `screenDataViaApi` makes one professional's world through the API (clients confirmed
 * and pending, a group, a class with registrations, a cancelled class, a session, a slot, vouchers),
 * `enterAs` signs the browser in through storage, and `showScreen` opens the screen and waits until
 * its data is on it. Dialogs and menus count as screens of their own: `open` gets there from the path.
 *
 * Screens are reached through roles and the catalogs' words (`say`), so the same registry serves all
 * five languages. A new screen or dialog belongs here; every-screen.spec.ts then checks it.
 */
import { readFileSync } from 'node:fs';
import { instantFromWallTime, localToday, type Language } from '@sessionbook/domain';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { accountViaApi, apiUrl, professionalViaApi, type Person } from './api.ts';
import { clientViaApi, connect } from './booking.ts';
import { settleAfter } from './network.ts';
import { newPerson } from './people.ts';

export type Who = 'guest' | 'client' | 'professional';

/** The zone of everyone in the world below, and of the browser: no time-zone prompt unless asked for. */
export const SCREENS_TIME_ZONE = 'Europe/Amsterdam';

export interface ScreenData {
  professional: Person & { token: string; professionalId: string };
  client: Person & { token: string; entryId: string };
  /** A client the professional invited by an e-mail address long enough to test every box it sits in. */
  pending: { entryId: string; email: string };
  groupId: string;
  inviteSlug: string;
  /** Titles of tomorrow's items on the calendars. */
  classTitle: string;
  cancelledTitle: string;
  slotTitle: string;
  /** The day the items are on (`YYYY-MM-DD`, the professional's zone). */
  day: string;
}

export interface Screen {
  /** Unique, readable: also the screenshot's file name. */
  name: string;
  who: Who;
  path: (data: ScreenData) => string;
  /** Something of the data that shows the screen has loaded; without it, the network settling is enough. */
  ready?: (page: Page, data: ScreenData, language: Language) => Locator;
  /** From the loaded path to the state to look at (a dialog, a menu). */
  open?: (page: Page, data: ScreenData, language: Language) => Promise<unknown>;
  /** Storage the screen needs besides the signed-in session (e.g. the time-zone prompt left to ask). */
  storage?: Record<string, string | null>;
  /** The phone's own zone when it must differ from everyone's (`SCREENS_TIME_ZONE`): a new context. */
  deviceTimeZone?: string;
}

type Catalog = { [key: string]: string | Catalog };
const catalogs = new Map<string, Catalog>();

/** The app's words (`namespace:key.path`) in `language`, so journeys follow the catalogs. */
export function say(language: Language, id: string): string {
  const [namespace, path] = id.split(':') as [string, string];
  const key = `${language}/${namespace}`;
  let catalog = catalogs.get(key);
  if (!catalog) {
    const file = new URL(`../../packages/i18n/src/catalogs/${key}.json`, import.meta.url);
    catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
    catalogs.set(key, catalog);
  }
  const found = path
    .split('.')
    .reduce<string | Catalog | undefined>(
      (at, part) => (typeof at === 'object' ? at[part] : undefined),
      catalog,
    );
  if (typeof found !== 'string') throw new Error(`no word ${id} in ${language}`);
  return found;
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

async function call<T>(
  request: APIRequestContext,
  baseURL: string,
  method: 'post' | 'put' | 'patch' | 'get',
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const reply = await request[method](apiUrl(baseURL, path), {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(reply.ok(), `${method} ${path}: ${await reply.text()}`).toBe(true);
  return ((await reply.json()) as { data: T }).data;
}

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
    call<T>(request, baseURL, method, path, pro.token, data);
  await as('patch', 'user', { timezone: SCREENS_TIME_ZONE, language });
  await call(request, baseURL, 'patch', 'user', client.token, { language });
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
  await call(request, baseURL, 'post', `client/events/${lesson!.id}/register`, client.token, {
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
  const [mine] = await call<{ professional: { id: string } }[]>(
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
  const user = token ? await call<object>(page.request, baseURL, 'get', 'profile', token) : null;
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

/** Waits until every animation that ends has ended (a sheet rising, a menu fading in): then layout holds. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Goes to the screen, waits for its data and a quiet network, and opens its dialog or menu. */
export async function showScreen(page: Page, screen: Screen, data: ScreenData, language: Language) {
  await settleAfter(page, () => page.goto(screen.path(data)));
  if (screen.ready) await expect(screen.ready(page, data, language).first()).toBeVisible();
  if (screen.open) await settleAfter(page, () => screen.open!(page, data, language));
  await animationsDone(page);
}

const dialog = (page: Page) => page.getByRole('dialog').last();

async function openCreate(page: Page, language: Language, choice: string) {
  await page.getByRole('button', { name: exactly(say(language, 'app:nav.create_menu_label')) }).click();
  await page.getByRole('menuitem', { name: exactly(say(language, choice)) }).click();
  await expect(dialog(page)).toBeVisible();
}

async function openItem(page: Page, title: string) {
  await page
    .getByRole('button', { name: new RegExp(title) })
    .first()
    .click();
  await expect(dialog(page)).toBeVisible();
}

async function openMenu(page: Page, language: Language) {
  await page.getByRole('button', { name: exactly(say(language, 'app:nav.account_menu')) }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

async function openButton(page: Page, language: Language, word: string) {
  await page
    .getByRole('button', { name: exactly(say(language, word)) })
    .first()
    .click();
  await expect(dialog(page)).toBeVisible();
}

const calendar = (query: string) => (data: ScreenData) => `/professional/calendar?date=${data.day}&${query}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const text = (value: (data: ScreenData) => string) => (page: Page, data: ScreenData) =>
  page.getByText(value(data), { exact: false });

const guestScreens: Screen[] = [
  { name: 'sign-in', who: 'guest', path: () => '/auth/signin', ready: heading },
  { name: 'sign-up-client', who: 'guest', path: () => '/auth/signup/client', ready: heading },
  { name: 'sign-up-professional', who: 'guest', path: () => '/professional/auth/signup', ready: heading },
  { name: 'forgot-password', who: 'guest', path: () => '/auth/forgot', ready: heading },
  { name: 'reset-password', who: 'guest', path: () => '/auth/reset/not-a-real-token', ready: heading },
  { name: 'activate', who: 'guest', path: () => '/auth/activate/not-a-real-id', ready: heading },
  { name: 'check-email', who: 'guest', path: () => '/auth/confirmEmail', ready: heading },
  { name: 'privacy', who: 'guest', path: () => '/privacy', ready: heading },
  { name: 'terms', who: 'guest', path: () => '/terms', ready: heading },
  {
    name: 'public-profile',
    who: 'guest',
    path: (data) => `/@${data.professional.username}`,
    ready: text((data) => data.professional.fullName),
  },
  {
    name: 'invite',
    who: 'guest',
    path: (data) => `/invite/${data.inviteSlug}`,
    ready: text((data) => data.professional.fullName),
  },
  { name: 'unsubscribe', who: 'guest', path: () => '/unsubscribe?token=not-a-real-token', ready: heading },
  { name: 'bye', who: 'guest', path: () => '/bye', ready: heading },
  { name: 'not-found', who: 'guest', path: () => '/no/such/page', ready: heading },
];

const professionalScreens: Screen[] = [
  {
    name: 'calendar',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    ready: (page, data) => page.getByRole('button', { name: new RegExp(data.classTitle) }),
  },
  {
    name: 'calendar-day',
    who: 'professional',
    path: calendar('view=1&mode=events'),
    ready: (page, data) => page.getByRole('button', { name: new RegExp(data.classTitle) }),
  },
  {
    name: 'calendar-5-days',
    who: 'professional',
    path: calendar('view=5&mode=events'),
    ready: (page, data) => page.getByRole('button', { name: new RegExp(data.classTitle) }),
  },
  {
    name: 'calendar-week',
    who: 'professional',
    path: calendar('view=7&mode=events'),
    ready: (page, data) => page.getByRole('button', { name: new RegExp(data.classTitle) }),
  },
  {
    name: 'calendar-slots',
    who: 'professional',
    path: calendar('view=3&mode=slots'),
    ready: (page, data) => page.getByRole('button', { name: new RegExp(data.slotTitle) }),
  },
  {
    name: 'create-menu',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    open: async (page, _data, language) => {
      await page.getByRole('button', { name: exactly(say(language, 'app:nav.create_menu_label')) }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'slot-dialog',
    who: 'professional',
    path: calendar('view=3&mode=slots'),
    open: (page, _data, language) => openCreate(page, language, 'app:nav.create_slot'),
  },
  {
    name: 'session-dialog',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    open: (page, _data, language) => openCreate(page, language, 'app:nav.create_event'),
  },
  {
    name: 'class-dialog',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    open: (page, _data, language) => openCreate(page, language, 'app:nav.create_group'),
  },
  {
    name: 'class-details',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    open: (page, data) => openItem(page, data.classTitle),
  },
  {
    name: 'cancelled-class-details',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    open: (page, data) => openItem(page, data.cancelledTitle),
  },
  {
    name: 'session-details',
    who: 'professional',
    path: calendar('view=3&mode=events'),
    open: (page, data) => openItem(page, data.client.fullName),
  },
  {
    name: 'slot-details',
    who: 'professional',
    path: calendar('view=3&mode=slots'),
    open: (page, data) => openItem(page, data.slotTitle),
  },
  {
    name: 'profile-menu',
    who: 'professional',
    path: () => '/professional/clients',
    open: (page, _data, language) => openMenu(page, language),
  },
  {
    name: 'client-book',
    who: 'professional',
    path: () => '/professional/clients',
    ready: text((data) => data.client.fullName),
  },
  {
    name: 'client-book-pending',
    who: 'professional',
    path: () => '/professional/clients?tab=pending',
    ready: text((data) => data.pending.email),
  },
  {
    name: 'client-book-groups',
    who: 'professional',
    path: () => '/professional/clients?tab=groups',
    ready: text(() => 'Tuesday Pilates'),
  },
  {
    name: 'add-client',
    who: 'professional',
    path: () => '/professional/clients',
    open: (page, _data, language) => openButton(page, language, 'book:actions.add_client'),
  },
  {
    name: 'invite-clients',
    who: 'professional',
    path: () => '/professional/clients',
    open: (page, _data, language) => openButton(page, language, 'book:actions.invite'),
  },
  {
    name: 'create-group',
    who: 'professional',
    path: () => '/professional/clients',
    open: (page, _data, language) => openButton(page, language, 'book:actions.create_group'),
  },
  {
    name: 'client-profile',
    who: 'professional',
    path: (data) => `/professional/clients/${data.client.entryId}`,
    ready: text((data) => data.client.email),
  },
  {
    name: 'add-vouchers',
    who: 'professional',
    path: (data) => `/professional/clients/${data.client.entryId}`,
    ready: text((data) => data.client.email),
    open: (page, _data, language) => openButton(page, language, 'vouchers:profile.add'),
  },
  {
    name: 'pending-client-profile',
    who: 'professional',
    path: (data) => `/professional/clients/${data.pending.entryId}`,
    ready: text((data) => data.pending.email),
  },
  {
    name: 'group-overview',
    who: 'professional',
    path: (data) => `/professional/groups/${data.groupId}`,
    ready: text((data) => data.client.fullName),
  },
  { name: 'vouchers', who: 'professional', path: () => '/professional/vouchers', ready: heading },
  {
    name: 'voucher-settings',
    who: 'professional',
    path: () => '/professional/vouchers/edit',
    ready: heading,
  },
  {
    name: 'profile',
    who: 'professional',
    path: () => '/professional/profile',
    ready: text((data) => data.professional.email),
  },
  {
    name: 'professional-details',
    who: 'professional',
    path: () => '/professional/profile/professional',
    ready: heading,
  },
  {
    name: 'personal-details',
    who: 'professional',
    path: () => '/professional/profile/personal',
    ready: heading,
  },
  { name: 'social-links', who: 'professional', path: () => '/professional/profile/social', ready: heading },
  { name: 'password', who: 'professional', path: () => '/professional/profile/password', ready: heading },
  {
    name: 'notifications',
    who: 'professional',
    path: () => '/professional/profile/notifications',
    ready: heading,
  },
  { name: 'settings', who: 'professional', path: () => '/professional/settings', ready: heading },
  { name: 'report-problem', who: 'professional', path: () => '/professional/report-problem', ready: heading },
  {
    name: 'suggest-improvement',
    who: 'professional',
    path: () => '/professional/suggest-improvement',
    ready: heading,
  },
];

const clientScreens: Screen[] = [
  {
    name: 'client-calendar',
    who: 'client',
    path: () => '/calendar',
    ready: (page, data) => page.getByRole('button', { name: new RegExp(data.classTitle) }),
  },
  {
    name: 'client-class-details',
    who: 'client',
    path: () => '/calendar',
    open: (page, data) => openItem(page, data.classTitle),
  },
  {
    name: 'client-slot-booking',
    who: 'client',
    path: () => '/calendar',
    open: (page, data) => openItem(page, data.slotTitle),
  },
  {
    name: 'client-profile-menu',
    who: 'client',
    path: () => '/professionals',
    open: (page, _data, language) => openMenu(page, language),
  },
  {
    name: 'professionals',
    who: 'client',
    path: () => '/professionals',
    ready: text((data) => data.professional.fullName),
  },
  {
    name: 'professional-vouchers',
    who: 'client',
    path: (data) => `/professionals/${data.professional.professionalId}/vouchers`,
    ready: heading,
  },
  {
    name: 'client-public-profile',
    who: 'client',
    path: (data) => `/@${data.professional.username}`,
    ready: text((data) => data.professional.fullName),
  },
  {
    name: 'client-profile-overview',
    who: 'client',
    path: () => '/profile',
    ready: text((data) => data.client.email),
  },
  { name: 'client-personal-details', who: 'client', path: () => '/profile/edit/personal', ready: heading },
  { name: 'client-social-links', who: 'client', path: () => '/profile/edit/social', ready: heading },
  { name: 'client-password', who: 'client', path: () => '/profile/edit/password', ready: heading },
  { name: 'client-notifications', who: 'client', path: () => '/profile/edit/notifications', ready: heading },
  { name: 'client-settings', who: 'client', path: () => '/settings', ready: heading },
  { name: 'client-report-problem', who: 'client', path: () => '/report-problem', ready: heading },
  {
    name: 'time-zone-prompt',
    who: 'client',
    path: () => '/professionals',
    // The account lives in Amsterdam while this phone is in New York: the prompt offers to switch.
    storage: { no_timezone_updates: null },
    deviceTimeZone: 'America/New_York',
    ready: (page) => page.getByRole('dialog'),
  },
];

export const SCREENS: readonly Screen[] = [...guestScreens, ...professionalScreens, ...clientScreens];
