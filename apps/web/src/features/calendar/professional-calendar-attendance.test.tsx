import '@testing-library/jest-dom/vitest';
import '../../test/jsdom-radix.ts';
import type { AttendanceMark, ProfessionalEventEntry } from '@sessionbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { seriousViolations } from '../../test/axe.ts';
import { event, person, renderCalendar, setUpCalendarTests, yoga } from './test-utils.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
const get = api.get;
const put = api.put;

/** Yoga (today 09:00-10:00, now 10:00: begun) with these marks by registration id. */
const yogaMarked = (marks: Record<string, AttendanceMark | null>): ProfessionalEventEntry => ({
  ...yoga,
  registrations: yoga.registrations.map((entry) =>
    entry.id in marks ? { ...entry, attendance: marks[entry.id] ?? null } : entry,
  ),
});

const serve = (...events: ProfessionalEventEntry[]) =>
  get.mockImplementation(async (path: string) => {
    if (path === 'events') return events;
    if (path === 'availability-slots') return [];
    throw new ApiError(404, 'Not found');
  });

async function openDetails(name: RegExp, path?: string) {
  const user = userEvent.setup();
  renderCalendar(path);
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, registrations: within(dialog).getByRole('region', { name: 'Registrations' }) };
}

describe('ProfessionalCalendarPage attendance', () => {
  setUpCalendarTests(() => undefined);

  it('marks a registration attended or a no-show, clears a mark, and shows the marks of the reply', async () => {
    const { user, dialog, registrations } = await openDetails(/^Yoga/);
    const attended = (name: string) =>
      within(registrations).getByRole('button', { name: `Attended: ${name}` });
    const noShow = (name: string) => within(registrations).getByRole('button', { name: `No-show: ${name}` });

    // Every active registration has the choice, none pressed; the cancelled one and the waitlist none.
    for (const name of ['Ana Silva', 'Cleo Mendes', 'Dan Reis']) {
      expect(attended(name)).toHaveAttribute('aria-pressed', 'false');
      expect(noShow(name)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(within(dialog).queryByRole('button', { name: /Ben Costa/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Attended: Eva Lima/ })).not.toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);

    put.mockResolvedValueOnce(yogaMarked({ r1: 'attended' }));
    await user.click(attended('Ana Silva'));
    expect(put).toHaveBeenLastCalledWith('event-registrations/r1/attendance', { attendance: 'attended' });
    await waitFor(() => expect(attended('Ana Silva')).toHaveAttribute('aria-pressed', 'true'));
    expect(noShow('Ana Silva')).toHaveAttribute('aria-pressed', 'false');

    put.mockResolvedValueOnce(yogaMarked({ r1: 'attended', r3: 'no_show' }));
    await user.click(noShow('Cleo Mendes'));
    expect(put).toHaveBeenLastCalledWith('event-registrations/r3/attendance', { attendance: 'no_show' });
    await waitFor(() => expect(noShow('Cleo Mendes')).toHaveAttribute('aria-pressed', 'true'));

    // Pressing the pressed choice again clears the mark.
    put.mockResolvedValueOnce(yogaMarked({ r3: 'no_show' }));
    await user.click(attended('Ana Silva'));
    expect(put).toHaveBeenLastCalledWith('event-registrations/r1/attendance', { attendance: null });
    await waitFor(() => expect(attended('Ana Silva')).toHaveAttribute('aria-pressed', 'false'));
    expect(noShow('Cleo Mendes')).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('marks every active registration attended at once', async () => {
    const { user, registrations } = await openDetails(/^Yoga/);
    put.mockResolvedValueOnce(yogaMarked({ r1: 'attended', r3: 'attended', r4: 'attended' }));
    await user.click(within(registrations).getByRole('button', { name: 'All attended' }));
    expect(put).toHaveBeenCalledWith('events/yoga/attendance', { attendance: 'attended' });
    expect(await screen.findByText('Everyone is marked as attended.')).toBeInTheDocument();
    for (const name of ['Ana Silva', 'Cleo Mendes', 'Dan Reis'])
      expect(within(registrations).getByRole('button', { name: `Attended: ${name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
  });

  it('says why the server refused a mark, and keeps the marks as they were', async () => {
    const { user, registrations } = await openDetails(/^Yoga/);
    put.mockRejectedValueOnce(new ApiError(409, 'closed', 'error.attendance.closed'));
    const button = within(registrations).getByRole('button', { name: 'Attended: Ana Silva' });
    await user.click(button);
    expect(
      await screen.findByText(
        'Attendance can be marked from the start of a session until a week after it ends.',
      ),
    ).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers no "All attended" for a session with one client', async () => {
    const single = event({
      id: 'single',
      registrations: [person('r5', 'Rui Alves')],
      registrations_count: 1,
    });
    serve(single);
    const { registrations } = await openDetails(/^Rui Alves/);
    expect(within(registrations).getByRole('button', { name: 'Attended: Rui Alves' })).toBeInTheDocument();
    expect(within(registrations).queryByRole('button', { name: 'All attended' })).not.toBeInTheDocument();
  });

  it('shows no controls before the session starts', async () => {
    serve(
      event({
        id: 'later',
        start_time: '2026-05-13T12:00:00Z',
        end_time: '2026-05-13T13:00:00Z',
        registrations: [person('r6', 'Lia Rocha')],
        registrations_count: 1,
      }),
    );
    const { registrations } = await openDetails(/^Lia Rocha/);
    expect(within(registrations).queryByRole('button', { name: /Attended|No-show|All attended/ })).toBeNull();
    expect(within(registrations).getByRole('button', { name: 'Decline Lia Rocha' })).toBeInTheDocument();
  });

  it('shows the marks, and no controls, once the week after the session is over', async () => {
    // Monday 4 May: the week to mark it in closed on 11 May.
    const past = event({
      id: 'past',
      title: 'Stretch',
      is_group_session: true,
      voucher_type_id: 3,
      max_event_regs: 6,
      start_time: '2026-05-04T07:00:00Z',
      end_time: '2026-05-04T08:00:00Z',
      registrations: [
        { ...person('p1', 'Ana Silva'), attendance: 'attended' },
        { ...person('p2', 'Ben Costa'), attendance: 'no_show' },
        person('p3', 'Cleo Mendes'),
      ],
      registrations_count: 3,
    });
    serve(past);
    const { dialog, registrations } = await openDetails(/^Stretch/, '/professional/calendar?date=2026-05-04');
    const row = (name: string) => within(registrations).getByText(name).closest('li')!;
    expect(row('Ana Silva')).toHaveTextContent('Attended');
    expect(row('Ben Costa')).toHaveTextContent('No-show');
    expect(row('Cleo Mendes')).not.toHaveTextContent(/Attended|No-show/);
    expect(within(registrations).queryByRole('button', { name: /Attended|No-show|All attended/ })).toBeNull();
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('shows no controls on a cancelled session that has begun', async () => {
    serve({ ...yoga, cancelled_at: '2026-05-12T10:00:00Z', cancelled_reason: 'Teacher ill' });
    const { registrations } = await openDetails(/^Yoga/);
    expect(within(registrations).queryByRole('button', { name: /Attended|No-show|All attended/ })).toBeNull();
  });
});
