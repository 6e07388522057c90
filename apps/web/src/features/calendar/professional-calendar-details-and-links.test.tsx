import '@testing-library/jest-dom/vitest';
import '../../test/jsdom-radix.ts';
import type { ProfessionalEventEntry } from '@sessionbook/domain';
import { registrationEntry } from '@sessionbook/domain/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { seriousViolations } from '../../test/axe.ts';
import {
  claimed,
  event,
  lastWindow,
  person,
  pilates,
  renderCalendar,
  setUpCalendarTests,
  session,
  slot,
  windowsOf,
  yoga,
  type Window,
} from './test-utils.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
const get = api.get;
const post = api.post;

describe('ProfessionalCalendarPage details and links', () => {
  setUpCalendarTests(() => {
    // A decline answers with the event afterwards.
    post.mockResolvedValue(yoga);
  });

  it('strikes through a session whose client cancelled, on the grid and in its details, in words too', async () => {
    const user = userEvent.setup();
    const cancelledSession = event({
      id: 'left',
      start_time: '2026-05-14T12:00:00Z',
      end_time: '2026-05-14T13:00:00Z',
      registrations: [person('r9', 'Lia Rocha', true)],
      registrations_count: 0,
    });
    get.mockImplementation(async (path: string) => {
      if (path === 'events') return [cancelledSession];
      if (path === 'availability-slots') return [];
      throw new ApiError(404, 'Not found');
    });
    renderCalendar();
    const item = await screen.findByRole('button', { name: /^Lia Rocha/ });
    expect(item).toHaveAccessibleName(/Registration cancelled/);
    expect(within(item).getByText('Lia Rocha').closest('s')).not.toBeNull();
    expect(within(item).getByText('Registration cancelled')).toBeInTheDocument();
    expect(item).not.toHaveClass('cal-item--cancelled');

    await user.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Lia Rocha' });
    const row = within(dialog).getByText('Lia Rocha', { selector: 's' }).closest('li')!;
    expect(row).toHaveTextContent('Cancelled');
    expect(within(dialog).queryByRole('button', { name: /Decline Lia Rocha/ })).not.toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('says Declined for a place the professional ended, and lists an invited client who accepted once (issue 25)', async () => {
    const user = userEvent.setup();
    const invitation = (client_id: string, full_name: string, declined = false) => ({
      professional_client_id: `book-${client_id}`,
      full_name,
      email: null,
      phone: null,
      client_id,
      declined,
    });
    const session = event({
      id: 'duo',
      voucher_type_id: 2,
      max_event_regs: 2,
      start_time: '2026-05-14T12:00:00Z',
      end_time: '2026-05-14T13:00:00Z',
      registrations: [
        registrationEntry({ id: 'r1', client_id: 'c1', full_name: 'Ana Silva' }),
        registrationEntry({
          id: 'r2',
          client_id: 'c2',
          full_name: 'Ben Costa',
          cancelled_at: '2026-05-02T10:00:00Z',
          ended_by: 'professional',
        }),
      ],
      registrations_count: 1,
      invitations: [
        invitation('c1', 'Ana Silva'),
        invitation('c2', 'Ben Costa'),
        invitation('c3', 'Cleo Mendes', true),
      ],
    });
    get.mockImplementation(async (path: string) => {
      if (path === 'events') return [session];
      if (path === 'availability-slots') return [];
      throw new ApiError(404, 'Not found');
    });
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: /^Ana Silva/ }));
    const dialog = await screen.findByRole('dialog');
    const rows = within(dialog)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows.filter((text) => text?.includes('Ana Silva'))).toEqual(['Ana SilvaRegisteredDecline']);
    expect(rows.filter((text) => text?.includes('Ben Costa'))).toEqual(['Ben CostaDeclined']);
    expect(rows.filter((text) => text?.includes('Cleo Mendes'))).toEqual(['Cleo MendesDeclined the session']);
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('declines a registration from the event details, with a reason, and refetches', async () => {
    const user = userEvent.setup();
    const { schedule } = renderCalendar();
    await user.click(await screen.findByRole('button', { name: /^Yoga/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yoga' });
    expect(within(dialog).getByText(/Occurrence 2 of 4/)).toBeInTheDocument();
    expect(within(dialog).getByText('Studio 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Ben Costa').closest('s')).not.toBeNull();
    expect(within(dialog).getByText('Ben Costa').closest('li')).toHaveTextContent('Cancelled');
    expect(within(dialog).queryByRole('button', { name: 'Decline Ben Costa' })).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Remove Eva Lima from the waitlist' }),
    ).toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);

    const eventsBefore = windowsOf('events').length;
    await user.click(within(dialog).getByRole('button', { name: 'Decline Ana Silva' }));
    const confirm = await screen.findByRole('dialog', { name: 'Decline the registration of Ana Silva?' });
    expect(await seriousViolations(confirm)).toEqual([]);
    await user.type(within(confirm).getByRole('textbox', { name: 'Reason (optional)' }), 'Class moved');
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }));
    expect(post).toHaveBeenCalledWith('event-registrations/r1/decline', { reason: 'Class moved' });
    expect(await screen.findByText('Registration declined.')).toBeInTheDocument();
    await waitFor(() => expect(windowsOf('events').length).toBeGreaterThan(eventsBefore));

    // Edit goes to the schedule dialogs.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Yoga' })).getByRole('button', { name: 'Edit' }),
    );
    expect(schedule.openEditEvent).toHaveBeenCalledWith(expect.objectContaining({ id: 'yoga' }));
  });

  it('marks the registrations whose client has no voucher of the kind, in words, and still offers decline', async () => {
    // r2 (Ben Costa) cancelled: a warning on an ended registration is not shown.
    const warned = { ...yoga, voucher_warnings: ['r1', 'r2'] };
    get.mockImplementation(async (path: string) => {
      if (path === 'events') return [warned, session, pilates, claimed];
      if (path === 'availability-slots') return [slot];
      throw new ApiError(404, 'Not found');
    });
    const user = userEvent.setup();
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: /^Yoga/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yoga' });
    const registrations = within(dialog).getByRole('region', { name: 'Registrations' });
    const row = (name: string) => within(registrations).getByText(name).closest('li')!;
    expect(row('Ana Silva')).toHaveTextContent('No voucher: No voucher left of this session type and length');
    expect(row('Cleo Mendes')).not.toHaveTextContent('No voucher');
    expect(row('Ben Costa')).not.toHaveTextContent('No voucher');
    expect(within(registrations).getAllByText('No voucher')).toHaveLength(1);
    expect(registrations).toHaveTextContent('They stay booked; you may decline.');
    expect(within(dialog).getByRole('button', { name: 'Decline Ana Silva' })).toBeEnabled();
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('shows no voucher note when every client has a voucher', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: /^Yoga/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yoga' });
    expect(within(dialog).queryByText('No voucher')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/They stay booked/)).not.toBeInTheDocument();
  });

  it('opens the decline question for ?decline= on the day of its event', async () => {
    const user = userEvent.setup();
    const later = {
      ...yoga,
      id: 'yoga-next',
      start_time: '2026-05-20T07:00:00Z',
      end_time: '2026-05-20T08:00:00Z',
    };
    get.mockImplementation(async (path: string) => {
      if (path === 'event-registrations/r7')
        return {
          registration: {
            ...person('r7', 'Eva Lima'),
            kind: 'registration',
            event_id: later.id,
            voucher_type_id: 3,
            declined_at: null,
            cancelled_reason: null,
          },
          event: later,
        };
      if (path === 'events') return [later];
      return [];
    });
    const { search } = renderCalendar('/professional/calendar?decline=r7');
    const confirm = await screen.findByRole('dialog', { name: 'Decline the registration of Eva Lima?' });
    expect(confirm).toHaveTextContent(/Yoga, Wednesday, May 20, 2026/);
    expect(search().get('date')).toBe('2026-05-20');
    expect(lastWindow('events')).toEqual({ start_date: '2026-05-20', end_date: '2026-05-24' });

    await user.click(within(confirm).getByRole('button', { name: 'Decline' }));
    expect(post).toHaveBeenCalledWith('event-registrations/r7/decline', {});
    await waitFor(() => expect(search().has('decline')).toBe(false));
    expect(search().get('date')).toBe('2026-05-20');
  });

  it('asks to remove a waitlist entry from a decline link', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === 'event-registrations/w1')
        return {
          registration: {
            ...person('w1', 'Eva Lima'),
            kind: 'waitlist',
            event_id: yoga.id,
            voucher_type_id: 3,
            declined_at: null,
            cancelled_reason: null,
          },
          event: yoga,
        };
      return path === 'events' ? [yoga] : [];
    });
    const { search } = renderCalendar('/professional/calendar?decline=w1&view=1');
    expect(
      await screen.findByRole('dialog', { name: 'Remove Eva Lima from the waitlist?' }),
    ).toBeInTheDocument();
    // Today already shows the event's day: the calendar stays where it is.
    expect(search().get('date')).toBeNull();
    expect(lastWindow('events')).toEqual({ start_date: '2026-05-13', end_date: '2026-05-13' });
  });

  it('keeps ?decline= after a network failure, so a reload retries', async () => {
    get.mockImplementation(async (path: string) => {
      if (path.startsWith('event-registrations/')) throw new ApiError(0, 'network_errors.cors');
      return [];
    });
    const { search } = renderCalendar('/professional/calendar?decline=r7');
    expect(await screen.findByText(/could not reach the server/)).toBeInTheDocument();
    expect(search().get('decline')).toBe('r7');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  /** The API's answer for `events`: only those starting in the asked window (UTC dates suffice here). */
  const answerEventsIn = (list: ProfessionalEventEntry[]) =>
    get.mockImplementation(async (path: string, options?: unknown) => {
      if (path !== 'events') return [];
      const query = (options as { query?: Window } | undefined)?.query ?? {};
      return list.filter((entry) => {
        const day = entry.start_time.slice(0, 10);
        return day >= (query.start_date ?? '') && day <= (query.end_date ?? '9999');
      });
    });
  const nextWeek = {
    ...yoga,
    id: 'yoga-next',
    start_time: '2026-05-20T07:00:00Z',
    end_time: '2026-05-20T08:00:00Z',
  };

  it('opens the event of a mail or feed link on its day, without searching further', async () => {
    answerEventsIn([yoga, nextWeek]);
    const { search } = renderCalendar('/professional/calendar?event=yoga-next&date=2026-05-20');
    const dialog = await screen.findByRole('dialog', { name: /Yoga/ });
    expect(dialog).toHaveTextContent(/May 20/);
    expect(windowsOf('events')).toEqual([{ start_date: '2026-05-20', end_date: '2026-05-24' }]);
    expect(search().get('event')).toBe('yoga-next');

    // Closed, the link is spent: a reload shows the calendar, not the dialog again.
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(search().has('event')).toBe(false));
    expect(search().get('date')).toBe('2026-05-20');
  });

  it('finds an event that moved since its link was written, and opens it on its new day', async () => {
    answerEventsIn([nextWeek]);
    const { search } = renderCalendar('/professional/calendar?event=yoga-next&date=2026-05-13&mode=slots');
    expect(await screen.findByRole('dialog', { name: /Yoga/ })).toBeInTheDocument();
    expect(search().get('date')).toBe('2026-05-20');
    expect(search().get('mode')).toBe('events');
  });

  it('says so when a linked event is nowhere to be found, and drops the link', async () => {
    answerEventsIn([yoga]);
    const { search } = renderCalendar('/professional/calendar?event=gone&date=2026-05-13');
    expect(await screen.findByText('This event could not be found in your calendar.')).toBeInTheDocument();
    await waitFor(() => expect(search().has('event')).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('drops an unknown ?decline= with an error toast', async () => {
    const { search } = renderCalendar('/professional/calendar?decline=gone');
    expect(await screen.findByText('That registration no longer exists.')).toBeInTheDocument();
    await waitFor(() => expect(search().has('decline')).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {});
  });
});
