import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accountViaApi, acceptCookies, apiCall } from './api.ts';
import { newPerson } from './people.ts';

type Token = { token: string };

/** A fresh client (registered and activated through the API) living in `timezone`. */
export async function clientViaApi(
  request: APIRequestContext,
  baseURL: string,
  timezone = 'Europe/Amsterdam',
) {
  const person = newPerson('client');
  const token = await accountViaApi(request, baseURL, person, 'client');
  await apiCall(request, baseURL, 'patch', 'user', token, { timezone });
  return { ...person, token };
}

/** Makes the client a confirmed client of the professional through the professional's invite link. */
export async function connect(request: APIRequestContext, baseURL: string, pro: Token, client: Token) {
  const link = await apiCall<{ 'invite-link': string }>(request, baseURL, 'put', 'invite-link', pro.token);
  const slug = link['invite-link'].split('/').pop();
  await apiCall(request, baseURL, 'post', `client/invite-link/${slug}/accept`, client.token);
}

/** A group class of the professional through the API; its id. */
export async function classViaApi(
  request: APIRequestContext,
  baseURL: string,
  pro: Token,
  values: { start: Date; minutes?: number; places?: number; waitlist?: boolean; title?: string },
): Promise<string> {
  const end = new Date(values.start.getTime() + (values.minutes ?? 60) * 60_000);
  const [event] = await apiCall<{ id: string }[]>(request, baseURL, 'post', 'events', pro.token, {
    start_time: values.start.toISOString(),
    end_time: end.toISOString(),
    voucher_type_id: 3,
    is_group_session: true,
    title: values.title ?? 'Morning class',
    max_event_regs: values.places ?? 10,
    waitlist_allowed: values.waitlist ?? false,
    allow_overlap: true,
  });
  return event!.id;
}

/** An availability slot of the professional offering individual sessions; its id. */
export async function slotViaApi(
  request: APIRequestContext,
  baseURL: string,
  pro: Token,
  values: { start: Date; hours: number },
): Promise<string> {
  const [slot] = await apiCall<{ id: string }[]>(request, baseURL, 'post', 'availability-slots', pro.token, {
    start_time: values.start.toISOString(),
    end_time: new Date(values.start.getTime() + values.hours * 3_600_000).toISOString(),
    voucher_types: [1],
  });
  return slot!.id;
}

/** A whole hour `hours` from now (quarter hours are all the API takes). */
export function hoursFromNow(hours: number): Date {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at;
}

/**
 * `hoursFromNow`, four hours earlier when a class of `minutes` starting then would run past midnight
 * (UTC, the zone the journeys' people read in). An event's form keeps its start and end on one day, so
 * a class from 23:00 to 00:00 cannot be saved from it: a journey that edits one failed when it ran
 * between 21:00 and 22:00.
 */
export function hoursFromNowOnOneDay(hours: number, minutes = 60): Date {
  const at = hoursFromNow(hours);
  const end = new Date(at.getTime() + minutes * 60_000);
  return end.getUTCDate() === at.getUTCDate() ? at : new Date(at.getTime() - 4 * 3_600_000);
}

/** Signs in through the UI (cookie banner first) and waits for the client calendar. */
export async function signInAsClient(page: Page, person: { email: string; password: string }) {
  await page.goto('/auth/signin');
  await acceptCookies(page);
  await page.getByLabel(/^e-mail address$/i).fill(person.email);
  await page.getByLabel(/^password$/i).fill(person.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/calendar/);
}
