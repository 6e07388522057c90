/**
 * A week of the client calendar for the page and dialog tests, and an API that serves it: the window,
 * the professional and the data of each call as the server would (dates compared by their UTC day,
 * which all fixtures keep away from midnight).
 */
import {
  professionalColours,
  type ClientEventEntry,
  type ClientSlotEntry,
  type ProfessionalEntry,
  type VoucherOverview,
} from '@sessionbook/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { clientClass, clientEvent, clientSlot, going, ownEntry, professional } from './test-utils.tsx';

// The week of 13 May 2026 in Amsterdam (UTC+2); now is Wednesday 10:00.
export const yoga = clientClass({
  id: 'yoga',
  title: 'Yoga',
  start_time: '2026-05-13T15:00:00Z', // 17:00, within the 24-hour cancellation deadline
  end_time: '2026-05-13T16:00:00Z',
  location: 'Studio 2',
  notes: 'Bring a mat',
  registrations: going('Ana Silva', 'Ben Costa', 'Cleo Mendes', 'Dan Reis'),
  registrations_count: 4,
  registration: ownEntry({ id: 'reg-yoga' }),
});
export const spin = clientClass({
  id: 'spin',
  title: 'Spin',
  start_time: '2026-05-14T16:00:00Z',
  end_time: '2026-05-14T17:00:00Z',
  max_event_regs: 8,
  registrations_count: 8,
  registrations: going('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'),
  waitlist_allowed: true,
  waitlist_count: 1,
});
export const claimed = clientEvent({
  id: 'claimed',
  start_time: '2026-05-14T12:00:00Z', // Thursday 14:00, 28 hours ahead
  end_time: '2026-05-14T13:00:00Z',
  availability_slot_id: 'slot1',
  registrations_count: 1,
  registration: ownEntry({ id: 'reg-claim', voucher_type_id: 1 }),
});
export const pilates = clientClass({
  id: 'pilates',
  title: 'Pilates',
  start_time: '2026-05-15T07:00:00Z',
  end_time: '2026-05-15T08:00:00Z',
  registrations: going('Eva Lima', 'Rui Alves', 'Sam Rivera'),
  registrations_count: 3,
});
export const boxing = clientClass({
  id: 'boxing',
  title: 'Boxing',
  start_time: '2026-05-16T08:00:00Z',
  end_time: '2026-05-16T09:00:00Z',
  max_event_regs: 5,
  registrations_count: 5,
  registrations: going('A', 'B', 'C', 'D', 'E'),
});
export const core = clientClass({
  id: 'core',
  title: 'Core',
  start_time: '2026-05-17T07:00:00Z',
  end_time: '2026-05-17T08:00:00Z',
  max_event_regs: 4,
  registrations_count: 4,
  waitlist_allowed: true,
  waitlist_count: 3,
  registration: ownEntry({ id: 'wait-core', kind: 'waitlist' }),
  waitlist_position: 2,
});
export const session = clientEvent({
  id: 'session',
  start_time: '2026-05-18T08:00:00Z',
  end_time: '2026-05-18T09:00:00Z',
  invitation: 'pending',
});
export const stretch = clientClass({
  id: 'stretch',
  title: 'Stretch',
  start_time: '2026-05-19T06:00:00Z',
  end_time: '2026-05-19T07:00:00Z',
  cancelled_at: '2026-05-12T10:00:00Z',
  cancelled_reason: 'Teacher ill',
});
export const slot = clientSlot({
  id: 'slot1',
  start_time: '2026-05-14T11:00:00Z', // Thursday 13:00 - 16:00
  end_time: '2026-05-14T14:00:00Z',
  voucher_types: [1, 2],
  location: 'Room 1',
  blocked: [{ start_time: '2026-05-14T12:00:00Z', end_time: '2026-05-14T13:00:00Z' }],
});

export interface CalendarData {
  professionals: ProfessionalEntry[];
  events: ClientEventEntry[];
  slots: ClientSlotEntry[];
  /** The client's vouchers per professional id; a professional left out answers 404. */
  vouchers?: Record<string, VoucherOverview>;
}

export const weekData = (): CalendarData => ({
  professionals: [professional('pro1', 'Pat Lee')],
  events: [yoga, spin, claimed, pilates, boxing, core, session, stretch],
  slots: [slot],
});

export type Query = { start_date?: string; end_date?: string; professional_id?: string };

const matches = (item: { start_time: string; professional_id: string }, query: Query) => {
  const date = item.start_time.slice(0, 10);
  return (
    (!query.professional_id || item.professional_id === query.professional_id) &&
    (!query.start_date || date >= query.start_date) &&
    (!query.end_date || date <= query.end_date)
  );
};

/** Answers the calendar's GET calls from `data` (read at call time, so a test may change it). */
export function serveCalendar(get: Mock, data: CalendarData) {
  get.mockImplementation(async (path: string, options?: { query?: Query }) => {
    const query = options?.query ?? {};
    if (path === 'professionals') return data.professionals;
    const known = [...data.professionals.map((entry) => entry.professional), ...data.events, ...data.slots];
    const whose = query.professional_id;
    // A professional the client is neither connected with nor may see publicly.
    if (
      whose &&
      !known.some(
        (item) => item.id === whose || ('professional_id' in item && item.professional_id === whose),
      )
    )
      throw new ApiError(404, 'Not found', 'error.professional.not_found');
    if (path === 'client/calendar') return combinedCalendar(data, query);
    if (path === 'client/events') return data.events.filter((event) => matches(event, query));
    if (path === 'client/availability-slots') return data.slots.filter((entry) => matches(entry, query));
    const vouchersOf = /^client\/professionals\/([^/]+)\/vouchers$/.exec(path)?.[1];
    const overview = vouchersOf ? data.vouchers?.[decodeURIComponent(vouchersOf)] : undefined;
    if (overview) return overview;
    throw new ApiError(404, 'Not found', 'not_found');
  });
}

/** `GET client/calendar` as the server answers it: the confirmed professionals and all their items. */
function combinedCalendar(data: CalendarData, query: Query) {
  const confirmed = data.professionals.filter((entry) => entry.status === 'confirmed');
  const colours = professionalColours(
    confirmed.map((entry) => ({ id: entry.professional.id, confirmedAt: entry.confirmed_at })),
  );
  const mine = (item: { professional_id: string }) =>
    confirmed.some((entry) => entry.professional.id === item.professional_id);
  return {
    professionals: confirmed.map((entry) => ({
      id: entry.professional.id,
      name: entry.professional.full_name ?? entry.professional.username,
      colour: colours.get(entry.professional.id) ?? 0,
    })),
    events: data.events.filter((event) => mine(event) && matches(event, query)),
    slots: data.slots.filter((entry) => mine(entry) && matches(entry, query)),
  };
}

/** The query of every GET to `path`, in order. */
export const queriesOf = (get: Mock, path: string) =>
  get.mock.calls
    .filter((call) => call[0] === path)
    .map((call) => (call[1] as { query?: Query } | undefined)?.query ?? {});

export const reply = (outcome: string, event: ClientEventEntry) => ({ outcome, event });

/** Opens an item of the agenda by its accessible name; the dialog it opened. */
export async function openItem(name: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog') };
}

/** A voucher overview with only balances: `[voucher type id, duration, totalCount]` each. */
export function balances(...rows: [number, number, number][]): VoucherOverview {
  const names: Record<number, string> = { 1: 'individual', 2: 'duo', 3: 'group' };
  return {
    balances: rows.map(([id, duration, totalCount]) => ({
      type: { id, type: names[id] ?? 'individual' },
      duration,
      totalCount,
      running_low: totalCount <= 1,
      expiring: [],
      expiring_soon: false,
    })),
    batches: [],
    log: [],
    currency: 'EUR',
  };
}
