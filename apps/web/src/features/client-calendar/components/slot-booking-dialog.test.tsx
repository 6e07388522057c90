import '@testing-library/jest-dom/vitest';
import '../../../test/jsdom-radix.ts';
import type { ClientSlotEntry } from '@sessionbook/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import {
  clientEvent,
  clientSlot,
  professional,
  renderCalendar,
  setUpCalendarTests,
  seriousViolations,
} from '../test-utils.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../../test/mocks.ts'));
vi.mock('../../../lib/api-client.ts', withMockApi);

// Thursday 14 May 2026, 13:00 - 16:00 in Amsterdam, with 14:00 - 15:00 taken.
const base = clientSlot({
  id: 'slot1',
  start_time: '2026-05-14T11:00:00Z',
  end_time: '2026-05-14T14:00:00Z',
  voucher_types: [1, 2],
  location: 'Room 1',
  notes: 'Ring the bell',
  blocked: [{ start_time: '2026-05-14T12:00:00Z', end_time: '2026-05-14T13:00:00Z' }],
});
let slot: ClientSlotEntry;

const radios = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')!.textContent);

async function openSlot() {
  const user = userEvent.setup();
  renderCalendar();
  await user.click(await screen.findByRole('button', { name: /^Open for booking,.*Book a time$/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Open for booking' });
  return { user, dialog };
}

describe('slot booking', () => {
  setUpCalendarTests(() => {
    slot = base;
    api.get.mockImplementation(async (path: string) => {
      if (path === 'professionals') return [professional('pro1', 'Pat Lee')];
      if (path === 'client/calendar')
        return { professionals: [{ id: 'pro1', name: 'Pat Lee', colour: 0 }], events: [], slots: [slot] };
      throw new ApiError(404, 'Not found');
    });
  });

  it('offers the session types, the durations that fit and the free quarter hours, then books', async () => {
    const { user, dialog } = await openSlot();
    expect(dialog).toHaveAccessibleDescription(/Thursday, May 14, 2026.*1:00\s–\s4:00\sPM/);
    expect(within(dialog).getByText('Room 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Ring the bell')).toBeInTheDocument();
    expect(within(dialog).getByText('Already taken')).toBeInTheDocument();
    expect(within(dialog).getByText(/2:00\s–\s3:00\sPM/)).toBeInTheDocument();

    const types = within(dialog).getByRole('group', { name: 'Session type' });
    expect(radios(types)).toEqual(['Individual session', 'Duo session']);
    expect(within(types).getByRole('radio', { name: 'Individual session' })).toBeChecked();
    const durations = within(dialog).getByRole('group', { name: 'Duration' });
    // 90 and 120 minutes fit nowhere around the taken hour.
    expect(radios(durations)).toEqual(['30 min', '45 min', '60 min']);
    expect(within(durations).getByRole('radio', { name: '60 min' })).toBeChecked();
    const starts = within(dialog).getByRole('group', { name: 'Start time' });
    expect(radios(starts)).toEqual(['1:00 PM', '3:00 PM']);
    const book = screen.getByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    expect(within(dialog).getByText('Choose a start time.')).toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);

    await user.click(within(starts).getByRole('radio', { name: '3:00 PM' }));
    expect(within(dialog).getByText(/Your session: 3:00\s–\s4:00\sPM/)).toBeInTheDocument();
    await user.click(within(durations).getByRole('radio', { name: '30 min' }));
    expect(radios(starts)).toEqual(['1:00 PM', '1:15 PM', '1:30 PM', '3:00 PM', '3:15 PM', '3:30 PM']);
    expect(within(starts).getByRole('radio', { name: '3:00 PM' })).toBeChecked();
    await user.click(within(types).getByRole('radio', { name: 'Duo session' }));

    api.post.mockResolvedValue({ outcome: 'claimed', event: clientEvent({ availability_slot_id: 'slot1' }) });
    await user.click(book);
    expect(api.post).toHaveBeenCalledWith('client/event-registrations', {
      availability_slot_id: 'slot1',
      start_time: '2026-05-14T13:00:00Z',
      duration: 30,
      voucher_type_id: 2,
    });
    expect(await screen.findByText('Your session is booked.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers only the session lengths the professional chose, the shortest when an hour is not one', async () => {
    slot = { ...base, durations: [45, 90] };
    const { dialog } = await openSlot();
    const durations = within(dialog).getByRole('group', { name: 'Duration' });
    // 90 minutes fits nowhere around the taken hour; 30 and 60 are not offered.
    expect(radios(durations)).toEqual(['45 min']);
    expect(within(durations).getByRole('radio', { name: '45 min' })).toBeChecked();
  });

  it('shows the server field errors on their fields and a time conflict on the start', async () => {
    const { user, dialog } = await openSlot();
    const starts = within(dialog).getByRole('group', { name: 'Start time' });
    await user.click(within(starts).getByRole('radio', { name: '1:00 PM' }));
    api.post.mockRejectedValueOnce(
      new ApiError(422, 'validation', 'validation', {
        start_time: ['validation.slot_start'],
        end_time: ['validation.slot_end'],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(
      await within(starts).findByText('The start must be at or after the start of the slot.'),
    ).toBeInTheDocument();
    expect(starts).toHaveAccessibleDescription(/The start must be at or after the start of the slot\./);
    expect(within(dialog).getByText('The end must be at or before the end of the slot.')).toBeInTheDocument();
    expect(within(starts).getByRole('radio', { name: '1:00 PM' })).toHaveFocus();

    // Changing the choice clears the messages; a conflict is said at the start time.
    await user.click(within(starts).getByRole('radio', { name: '3:00 PM' }));
    expect(within(dialog).queryByText(/The start must be/)).not.toBeInTheDocument();
    const slotFetches = api.get.mock.calls.filter((call) => call[0] === 'client/calendar').length;
    api.post.mockRejectedValueOnce(
      new ApiError(409, 'conflict', 'error.slot.time_conflict', { start_time: ['error.slot.time_conflict'] }),
    );
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(
      await within(starts).findByText('This time is no longer available. Please choose another time.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.get.mock.calls.filter((call) => call[0] === 'client/calendar').length).toBeGreaterThan(
        slotFetches,
      ),
    );
  });

  it('says before booking that a time inside the cancellation window cannot be cancelled (issue 24)', async () => {
    // 28 hours: 13:00 on Thursday was cancellable until 09:00 today (it is 10:00); 15:00 until 11:00.
    slot = {
      ...base,
      cancellation_deadlines: [
        { voucher_type_id: 1, hours: 28, late_cancel: 'refuse' as const, no_show: 'use_voucher' as const },
        { voucher_type_id: 2, hours: 28, late_cancel: 'refuse' as const, no_show: 'use_voucher' as const },
      ],
    };
    const { user, dialog } = await openSlot();
    expect(within(dialog).queryByText(/You will not be able to cancel this one/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '1:00 PM' }));
    expect(
      within(dialog).getByText(
        /^You will not be able to cancel this one: its cancellation deadline, Wednesday, May 13.* 9:00 AM, has passed\. If you do not come, the voucher is used\.$/,
      ),
    ).toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: '3:00 PM' }));
    expect(within(dialog).queryByText(/You will not be able to cancel this one/)).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /^You can cancel free of charge until .* 11:00 AM\. After that you can no longer cancel\. If you do not come, the voucher is used\.$/,
      ),
    ).toBeInTheDocument();
  });

  it("says the type's late-cancel and no-show rules before booking (issue 27)", async () => {
    slot = {
      ...base,
      cancellation_deadlines: [
        { voucher_type_id: 1, hours: 28, late_cancel: 'use_voucher' as const, no_show: 'return' as const },
        { voucher_type_id: 2, hours: 28, late_cancel: 'use_voucher' as const, no_show: 'return' as const },
      ],
    };
    const { user, dialog } = await openSlot();
    await user.click(within(dialog).getByRole('radio', { name: '3:00 PM' }));
    expect(
      within(dialog).getByText(
        /^You can cancel free of charge until .* 11:00 AM\. After that you can still cancel until the start, but it uses a voucher\. If you do not come, the voucher is given back\.$/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '1:00 PM' }));
    expect(
      within(dialog).getByText(
        /^Its cancellation deadline, .* 9:00 AM, has passed: you can still cancel until the start, but it would use a voucher\./,
      ),
    ).toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('says in the sheet when the registration deadline passed meanwhile', async () => {
    const { user, dialog } = await openSlot();
    await user.click(within(dialog).getByRole('radio', { name: '3:00 PM' }));
    api.post.mockRejectedValueOnce(new ApiError(409, 'deadline', 'error.event.registration_deadline'));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The registration deadline for this event has passed.',
    );
  });

  it('leaves out starts past the registration deadline, and shows a slot with no time left as taken', async () => {
    // 27 hours before: 13:00 on Thursday is exactly at the deadline now (Wednesday 10:00).
    slot = { ...base, registration_deadline_hours: 27 };
    const { dialog } = await openSlot();
    expect(radios(within(dialog).getByRole('group', { name: 'Start time' }))).toEqual(['3:00 PM']);
    cleanup();

    slot = { ...base, blocked: [{ start_time: base.start_time, end_time: base.end_time }] };
    renderCalendar();
    const taken = await screen.findByRole('group', { name: /^Open for booking, .*, Fully booked$/ });
    expect(within(taken).queryByRole('button')).not.toBeInTheDocument();
  });
});
