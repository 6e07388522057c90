import '@testing-library/jest-dom/vitest';
import '../../../test/jsdom-radix.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { NOW, ownEntry, renderCalendar, setUpCalendarTests, seriousViolations } from '../test-utils.tsx';
import {
  claimed,
  core,
  openItem,
  pilates,
  reply,
  serveCalendar,
  session,
  spin,
  weekData,
  type CalendarData,
} from '../test-week.ts';

const { api, withMockApi } = await vi.hoisted(() => import('../../../test/mocks.ts'));
vi.mock('../../../lib/api-client.ts', withMockApi);

let data: CalendarData;

describe('event details', () => {
  setUpCalendarTests(() => {
    data = weekData();
    serveCalendar(api.get, data);
  });

  it('shows group session details with count of max and who is going, and registers', async () => {
    renderCalendar();
    api.post.mockResolvedValue(
      reply('registered', { ...pilates, registrations_count: 4, registration: ownEntry({ id: 'reg-p' }) }),
    );
    const { user, dialog } = await openItem(/^Pilates/);
    expect(dialog).toHaveAccessibleName('Pilates');
    expect(dialog).toHaveAccessibleDescription(/Friday, May 15, 2026/);
    expect(within(dialog).getByText('3 of 10')).toBeInTheDocument();
    expect(within(dialog).getByText('7 places left.')).toBeInTheDocument();
    const goingList = within(dialog).getByRole('region', { name: 'Who is going' });
    expect(
      within(goingList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Eva Lima', 'Rui Alves', 'Sam Rivera']);
    expect(within(dialog).queryByRole('button', { name: 'Join waitlist' })).not.toBeInTheDocument();
    // Cancellable for another day: nothing warns that it could not be.
    expect(within(dialog).queryByText(/You will not be able to cancel this one/)).not.toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(api.post).toHaveBeenCalledWith('client/events/pilates/register', {
      voucher_type_id: 3,
      waitlist: false,
    });
    expect(await screen.findByText('You are registered.')).toBeInTheDocument();
  });

  it('says an online class has its link once booked, and then gives the way in (issue 27)', async () => {
    const url = 'https://meet.example.test/Sessionbook-abc';
    const shown = { ...pilates, online: true };
    data.events = data.events.map((entry) => (entry.id === pilates.id ? shown : entry));
    serveCalendar(api.get, data);
    // After the data: the week is asked for at once, beside the professionals (use-shown-calendar.ts).
    renderCalendar();
    api.post.mockResolvedValue(
      reply('registered', { ...shown, meeting_url: url, registration: ownEntry({ id: 'reg-p' }) }),
    );
    const { user, dialog } = await openItem(/^Pilates/);
    expect(within(dialog).getByText('The meeting link shows here once you have a place.')).toBeVisible();
    expect(within(dialog).queryByRole('link', { name: /Join the meeting/ })).not.toBeInTheDocument();
    // What the calendar reads once the booking is made.
    const booked = { ...shown, meeting_url: url, registration: ownEntry({ id: 'reg-p' }) };
    data.events = data.events.map((entry) => (entry.id === pilates.id ? booked : entry));
    serveCalendar(api.get, data);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const join = await within(dialog).findByRole('link', { name: /Join the meeting/ });
    expect(join).toHaveAttribute('href', url);
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('offers the waitlist only for a full class that has one, and says when a class is full', async () => {
    renderCalendar();
    api.post.mockResolvedValue(reply('waitlist_registered', spin));
    const { user, dialog } = await openItem(/^Spin/);
    expect(within(dialog).getByText(/This class is full. Join the waitlist/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Join waitlist' }));
    expect(api.post).toHaveBeenCalledWith('client/events/spin/register', {
      voucher_type_id: 3,
      waitlist: true,
    });
    expect(
      await screen.findByText('You are on the waitlist. We will e-mail you when a place opens.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const boxingDialog = (await openItem(/^Boxing/)).dialog;
    expect(within(boxingDialog).getByText('This class is full.')).toBeInTheDocument();
    expect(within(boxingDialog).queryByRole('button')).toHaveAccessibleName('Close');
  });

  it('says before registering or accepting that a booking inside the cancellation window cannot be cancelled', async () => {
    // Pilates starts in 47 hours: with a 48-hour cancellation deadline it could be cancelled until an hour ago.
    // The session booked for the client starts in 120 hours; its type closes cancelling 130 hours ahead.
    const hours: Record<string, number> = { pilates: 48, session: 130 };
    data.events = data.events.map((event) =>
      event.id in hours ? { ...event, cancellation_deadline_hours: hours[event.id]! } : event,
    );
    renderCalendar();
    const { user, dialog } = await openItem(/^Pilates/);
    const notice = within(dialog).getByText(
      /^You will not be able to cancel this one: its cancellation deadline/,
    );
    expect(notice).toHaveTextContent(
      /Wednesday, May 13.*has passed\. If you do not come, the voucher is used\.$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(await seriousViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const answer = (await openItem(/Awaiting your answer$/)).dialog;
    expect(within(answer).getByText(/You will not be able to cancel this one/)).toBeInTheDocument();
  });

  it("says before registering what the type's late-cancel and no-show rules do (issue 27)", async () => {
    data.events = data.events.map((event) =>
      event.id === 'pilates'
        ? { ...event, cancellation_deadline_hours: 48, late_cancel: 'use_voucher', no_show: 'return' }
        : event,
    );
    renderCalendar();
    const { dialog } = await openItem(/^Pilates/);
    expect(
      within(dialog).getByText(
        /^Its cancellation deadline, .*Wednesday, May 13.*, has passed: you can still cancel until the start, but it would use a voucher\. If you do not come, the voucher is given back\.$/,
      ),
    ).toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('says how many are going, and no one by name, when the reader may not see who (decision 0027)', async () => {
    data.events = data.events.map((event) =>
      event.id === 'pilates' ? { ...event, registrations: [], registrations_count: 3 } : event,
    );
    renderCalendar();
    const { dialog } = await openItem(/^Pilates/);
    expect(within(dialog).getByText('3 of 10')).toBeInTheDocument();
    const goingList = within(dialog).getByRole('region', { name: 'Who is going' });
    expect(within(goingList).queryAllByRole('listitem')).toEqual([]);
    expect(goingList).toHaveTextContent('3 people are going. Names are not shown.');
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('shows an error message from the server, e.g. a class that filled up meanwhile', async () => {
    renderCalendar();
    api.post.mockRejectedValue(new ApiError(409, 'full', 'error.event.full'));
    const { user, dialog } = await openItem(/^Pilates/);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This event is full.')).toBeInTheDocument();
  });

  it('leaves a waitlist after asking, without a reason', async () => {
    renderCalendar();
    api.post.mockResolvedValue(
      reply('cancelled', {
        ...core,
        registration: ownEntry({ id: 'wait-core', kind: 'waitlist', cancelled_at: NOW.toISOString() }),
        waitlist_position: null,
      }),
    );
    const { user, dialog } = await openItem(/^Core/);
    expect(within(dialog).getByText(/You are number 2 on the waitlist/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Leave waitlist' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave the waitlist?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave waitlist' }));
    expect(api.post).toHaveBeenCalledWith('client/event-registrations/wait-core/cancel', {});
    expect(
      await screen.findByText('You left the waitlist.', { selector: '.toast__text' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Leave the waitlist?' })).not.toBeInTheDocument(),
    );
  });

  it('says until when a place is held for the client on the waitlist, and takes it by registering (issue 27)', async () => {
    // A place opened in Core (3 of 4 taken) and is held for this client until 10:00 UTC.
    data.events = data.events.map((event) =>
      event.id === core.id
        ? {
            ...core,
            registrations_count: 3,
            waitlist_mode: 'offer_in_turn' as const,
            offered_until: '2026-05-13T10:00:00Z',
            waitlist_position: 1,
          }
        : event,
    );
    renderCalendar();
    api.post.mockResolvedValue(
      reply('registered', { ...core, registrations_count: 4, registration: ownEntry({ id: 'reg-core' }) }),
    );
    const { user, dialog } = await openItem(/^Core/);
    expect(
      within(dialog).getByText(/A place is held for you until Wednesday, May 13 at 12:00 PM/),
    ).toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(api.post).toHaveBeenCalledWith('client/events/core/register', {
      voucher_type_id: 3,
      waitlist: false,
    });
  });

  it('says what a place opening does in the class’s waitlist mode', async () => {
    data.events = data.events.map((event) =>
      event.id === core.id ? { ...core, waitlist_mode: 'auto_promote' as const } : event,
    );
    renderCalendar();
    const { dialog } = await openItem(/^Core/);
    expect(
      within(dialog).getByText(
        /You are number 2 on the waitlist. When a place opens, the first in line is registered automatically/,
      ),
    ).toBeInTheDocument();
  });

  it('books every week of a weekly class, or only the next dates, from one date’s details (issue 27)', async () => {
    data.events = data.events.map((event) =>
      event.id === pilates.id ? { ...pilates, series_id: 'series-p' } : event,
    );
    renderCalendar();
    api.post.mockResolvedValue({
      occurrences: [{ event_id: 'pilates', start_time: pilates.start_time, outcome: 'registered' }],
    });
    const { user, dialog } = await openItem(/^Pilates/);
    const weekly = within(dialog).getByRole('region', { name: 'Every week' });
    await user.click(within(weekly).getByRole('button', { name: 'Book every week' }));
    const ask = await screen.findByRole('dialog', { name: 'Book every week' });
    expect(within(ask).getByRole('radio', { name: 'Every remaining date' })).toBeChecked();
    expect(await seriousViolations(ask)).toEqual([]);
    await user.click(within(ask).getByRole('radio', { name: 'Only the next dates' }));
    const count = within(ask).getByLabelText('Number of dates');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(ask).getByRole('button', { name: 'Book the dates' }));
    expect(api.post).toHaveBeenCalledWith('client/events/pilates/standing-spot', {
      voucher_type_id: 3,
      count: 3,
    });
    expect(
      await screen.findByText('Your standing spot is booked. We e-mailed you the dates.'),
    ).toBeInTheDocument();
  });

  it('has no weekly booking for a class that does not repeat', async () => {
    renderCalendar();
    const { dialog } = await openItem(/^Pilates/);
    expect(within(dialog).queryByRole('region', { name: 'Every week' })).not.toBeInTheDocument();
  });

  it('cancels a booking from a slot with a required reason, and answers in the same words', async () => {
    renderCalendar();
    api.post.mockResolvedValue(reply('cancelled', claimed));
    const { user, dialog } = await openItem(/^Session with Pat Lee, 2:00/);
    // One fact says what it is, in the words the rest of the product uses for a session type.
    expect(within(dialog).getByText('Session type').nextElementSibling).toHaveTextContent(
      'Individual sessionBooked from an availability slot',
    );
    expect(within(dialog).queryByText('Type')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(/You can cancel until Wednesday, May 13 at 2:00\sPM\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel your booking?' });
    expect(await seriousViolations(ask)).toEqual([]);
    expect(within(ask).getByRole('button', { name: 'Keep my booking' })).toBeEnabled();
    await user.click(within(ask).getByRole('button', { name: 'Cancel booking' }));
    const reason = within(ask).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription(/This field is required/);
    expect(reason).toHaveFocus();
    expect(api.post).not.toHaveBeenCalled();
    await user.type(reason, 'Sick');
    await user.click(within(ask).getByRole('button', { name: 'Cancel booking' }));
    expect(api.post).toHaveBeenCalledWith('client/event-registrations/reg-claim/cancel', { reason: 'Sick' });
    expect(await screen.findByText('Your booking is cancelled.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel your booking?' })).not.toBeInTheDocument(),
    );
  });

  it('disables cancelling after the deadline, and shows the deadline the server answers', async () => {
    renderCalendar();
    const { user, dialog } = await openItem(/^Yoga/);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel registration' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(
      'The cancellation deadline has passed. Please contact your professional.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The deadline passed while the screen was open: the server says so in the dialog.
    api.post.mockRejectedValue(new ApiError(409, 'deadline', 'error.event.cancellation_deadline'));
    const claim = await openItem(/^Session with Pat Lee, 2:00/);
    await user.click(within(claim.dialog).getByRole('button', { name: 'Cancel booking' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel your booking?' });
    await user.type(within(ask).getByRole('textbox', { name: 'Reason' }), 'Sick');
    await user.click(within(ask).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'The cancellation deadline has passed. Please contact your professional.',
    );
    expect(within(ask).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it("shows the professional's attendance mark of the client's own place once it is given", async () => {
    // Yoga moved to 08:00-09:00 this morning: over by now (10:00).
    const over = { start_time: '2026-05-13T06:00:00Z', end_time: '2026-05-13T07:00:00Z' };
    const mark = (attendance: 'attended' | 'no_show', own = true) =>
      (data.events = data.events.map((event) =>
        event.id === 'yoga'
          ? { ...event, ...over, registration: ownEntry({ id: 'reg-yoga', attendance, own }) }
          : event,
      ));
    mark('attended');
    renderCalendar();
    const { user, dialog } = await openItem(/^Yoga/);
    expect(within(dialog).getByText('This event is over.')).toBeInTheDocument();
    expect(within(dialog).getByText('You attended.')).toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    cleanup();

    mark('no_show');
    renderCalendar();
    const noShow = (await openItem(/^Yoga/)).dialog;
    expect(within(noShow).getByText('Marked as a no-show.')).toBeInTheDocument();
    expect(within(noShow).queryByText('You attended.')).not.toBeInTheDocument();
    cleanup();

    // Only the reader's own place: another client's registration says nothing of its mark.
    mark('attended', false);
    renderCalendar();
    const unmarked = (await openItem(/^Yoga/)).dialog;
    expect(within(unmarked).queryByText(/You attended|no-show/)).not.toBeInTheDocument();
  });

  it('accepts and declines a session the professional booked', async () => {
    renderCalendar();
    const { user, dialog } = await openItem(/Awaiting your answer$/);
    expect(
      within(dialog).getByText('Pat Lee booked this session for you. Will you come?'),
    ).toBeInTheDocument();
    api.post.mockResolvedValueOnce(
      reply('accepted', { ...session, registration: ownEntry({ voucher_type_id: 1 }) }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(api.post).toHaveBeenCalledWith('client/events/session/accept');
    expect(await screen.findByText('Session accepted. See you there!')).toBeInTheDocument();

    api.post.mockResolvedValueOnce(reply('declined', { ...session, invitation: 'declined' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const confirm = await screen.findByRole('dialog', { name: 'Decline this session?' });
    expect(confirm).toHaveTextContent('Pat Lee will get a message.');
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }));
    expect(api.post).toHaveBeenLastCalledWith('client/events/session/decline');
    expect(await screen.findByText('Session declined. Your professional will be told.')).toBeInTheDocument();
  });
});
