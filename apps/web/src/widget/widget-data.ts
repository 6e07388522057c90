/**
 * What the widget reads: the same guest routes as the public profile (`GET guest/professionals/{username}`
 * and `.../calendar`), so it shows exactly what a signed-out visitor sees there. The replies are checked
 * by hand for the few fields used, not parsed with the domain's zod schemas: zod alone would take half
 * of the widget's 30 kB (docs/decisions/0053-booking-widget.md).
 */
import type { ClientEventEntry, ClientSlotEntry } from '@sessionbook/domain';

export interface WidgetProfile {
  id: string;
  name: string;
  username: string;
}

export interface WidgetTimes {
  events: ClientEventEntry[];
  slots: ClientSlotEntry[];
}

/** Unknown, not public, or an answer we cannot read: the widget says it is not available. */
export class NotAvailable extends Error {}

async function getData(path: string, query?: Record<string, string>): Promise<unknown> {
  const url = new URL(`/api/${path}`, location.origin);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  const reply = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'omit' });
  if (reply.status === 403 || reply.status === 404) throw new NotAvailable();
  if (!reply.ok) throw new Error(`${path}: ${reply.status}`);
  const body: unknown = await reply.json();
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new Error(`${path}: no data`);
  return body.data;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export async function fetchProfile(username: string): Promise<WidgetProfile> {
  const data = await getData(`guest/professionals/${encodeURIComponent(username)}`);
  if (!isRecord(data) || typeof data.id !== 'string' || typeof data.username !== 'string')
    throw new NotAvailable();
  const name = typeof data.full_name === 'string' && data.full_name.trim() ? data.full_name : data.username;
  return { id: data.id, name, username: data.username };
}

export async function fetchTimes(username: string, startDate: string, endDate: string): Promise<WidgetTimes> {
  const data = await getData(`guest/professionals/${encodeURIComponent(username)}/calendar`, {
    start_date: startDate,
    end_date: endDate,
  });
  if (!isRecord(data) || !Array.isArray(data.events) || !Array.isArray(data.slots))
    throw new Error('calendar: unexpected reply');
  return { events: data.events as ClientEventEntry[], slots: data.slots as ClientSlotEntry[] };
}
