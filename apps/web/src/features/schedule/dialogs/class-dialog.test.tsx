import { createEventBody, updateEventBody } from '@sessionbook/domain';
import { publicProfileEntry } from '@sessionbook/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { eventEntry, openDialog, series, setUpDialogTests } from '../test-utils.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../../test/mocks.ts'));
vi.mock('../../../lib/api-client.ts', withMockApi);
const post = api.post;
const put = api.put;

const openCreate = () =>
  openDialog(
    (actions) => actions.openCreate('class', { date: '2027-11-08', start: '18:30' }),
    'New group class',
  );
const bodyOf = (mock: typeof post) => mock.mock.calls.at(-1)?.[1] as Record<string, unknown>;

setUpDialogTests();

describe('the group-class dialog', () => {
  it('keeps "Create class" pressable while held back: pressing it sends nothing and points at the title', async () => {
    const { user, dialog } = await openCreate();
    const submit = within(dialog).getByRole('button', { name: 'Create class' });
    expect(submit).not.toBeDisabled();
    await user.click(submit);
    const title = within(dialog).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('needs a title; defaults to type 3, ten places, public, no waitlist', async () => {
    const { user, dialog } = await openCreate();
    const submit = within(dialog).getByRole('button', { name: 'Create class' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription(
      'Fill in the title, the date, the times and the session type first.',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Session type' })).toHaveTextContent('Group');
    expect(within(dialog).getByLabelText('Places')).toHaveValue(10);
    expect(within(dialog).getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Waitlist' })).not.toBeChecked();

    await user.type(within(dialog).getByLabelText('Title'), 'Evening yoga');
    expect(submit).not.toHaveAttribute('aria-disabled');
    await user.click(submit);
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe('events');
    const body = bodyOf(post);
    // 18:30 in New York on 8 November 2027 is EST (UTC-5).
    expect(body).toMatchObject({
      start_time: '2027-11-08T23:30:00.000Z',
      end_time: '2027-11-09T00:30:00.000Z',
      is_group_session: true,
      title: 'Evening yoga',
      voucher_type_id: 3,
      max_event_regs: 10,
      is_private: false,
      waitlist_allowed: false,
      recurrence_rule: null,
    });
    expect(createEventBody.safeParse(body).success).toBe(true);
    expect(await screen.findByText('Class created')).toBeInTheDocument();
  });

  it('sends the capacity, privacy, waitlist and recurrence chosen', async () => {
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Title'), 'Pilates');
    const places = within(dialog).getByLabelText('Places');
    await user.clear(places);
    await user.type(places, '14');
    await user.click(within(dialog).getByRole('radio', { name: 'Private' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Waitlist' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Repeat weekly' }));
    const weeks = within(dialog).getByLabelText('Number of weeks');
    await user.clear(weeks);
    await user.type(weeks, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(bodyOf(post)).toMatchObject({
      max_event_regs: 14,
      is_private: true,
      waitlist_allowed: true,
      recurrence_rule: { frequency: 'weekly', count: 10 },
    });
  });

  it('starts a new class with the professional’s default waitlist mode, shown once the waitlist is on (issue 27)', async () => {
    api.get.mockImplementation(async (path: string) =>
      path === 'professional/profile'
        ? {
            ...publicProfileEntry(),
            show_going_names: true,
            waitlist_mode: 'offer_in_turn',
            meeting_link: null,
          }
        : [],
    );
    const { user, dialog } = await openCreate();
    expect(within(dialog).queryByRole('group', { name: 'When a place opens' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Pilates');
    await user.click(within(dialog).getByRole('switch', { name: 'Waitlist' }));
    const modes = within(dialog).getByRole('group', { name: 'When a place opens' });
    await waitFor(() =>
      expect(
        within(modes).getByRole('radio', { name: /Hold the place for the first in line for 2 hours/ }),
      ).toBeChecked(),
    );
    await user.click(within(modes).getByRole('radio', { name: /Register the first in line at once/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(bodyOf(post)).toMatchObject({ waitlist_allowed: true, waitlist_mode: 'auto_promote' });
  });

  it('makes a class online with one switch (issue 27)', async () => {
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Title'), 'Yoga online');
    const online = within(dialog).getByRole('switch', { name: 'Online' });
    expect(online).toHaveAccessibleDescription(
      'A meeting link is made; only you and the clients booked in see it.',
    );
    await user.click(online);
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(bodyOf(post)).toMatchObject({ title: 'Yoga online', online: true });
  });

  it('shows a 422 on the title next to it', async () => {
    post.mockRejectedValueOnce(
      new ApiError(422, 'invalid', 'validation', { title: ['validation.required'] }),
    );
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Title'), 'Yoga');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a class with is_group_session true and the update mode of its series', async () => {
    const klass = eventEntry({
      ...series,
      is_group_session: true,
      title: 'Yoga',
      voucher_type_id: 3,
      max_event_regs: 12,
      is_private: false,
      waitlist_allowed: true,
    });
    const { user, dialog } = await openDialog((actions) => actions.openEditEvent(klass), 'Edit group class');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Yoga');
    expect(within(dialog).getByLabelText('Places')).toHaveValue(12);
    expect(within(dialog).getByRole('switch', { name: 'Waitlist' })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Repeat weekly' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'This and following events' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save class' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]?.[0]).toBe('events/e1');
    const body = bodyOf(put);
    expect(body).toMatchObject({ is_group_session: true, update_mode: 'future', max_event_regs: 12 });
    expect(updateEventBody.safeParse(body).success).toBe(true);
    expect(await screen.findByText('Class updated')).toBeInTheDocument();
  });

  it('warns about an overlap on a class too', async () => {
    post.mockRejectedValueOnce(new ApiError(409, 'overlap', 'error.event.overlap', {}));
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Title'), 'Yoga');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(bodyOf(post).allow_overlap).toBe(true);
  });
});
