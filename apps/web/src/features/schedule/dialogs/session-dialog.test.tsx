import { createEventBody, updateEventBody } from '@sessionbook/domain';
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import {
  client,
  eventEntry,
  group,
  openDialog,
  page,
  series,
  setUpDialogTests,
  uuid,
} from '../test-utils.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../../test/mocks.ts'));
vi.mock('../../../lib/api-client.ts', withMockApi);
const get = api.get;
const post = api.post;
const put = api.put;

const DEFAULTS = { date: '2027-03-18', start: '09:00' };
const openCreate = () => openDialog((actions) => actions.openCreate('session', DEFAULTS), 'New session');
const submitButton = () => screen.getByRole('button', { name: /^Create session/ });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const option = (name: string) => screen.findByRole('option', { name: new RegExp(`^${name}`) });
const lastBody = (mock: typeof post) => mock.mock.calls.at(-1)?.[1] as Record<string, unknown>;

setUpDialogTests(() => {
  get.mockImplementation(async (path: string) => {
    if (path === 'groups') return [group(1, [client(1), client(2)]), group(2, [client(3)])];
    if (path === 'clients') return page([client(1), client(2), client(3)]);
    throw new Error(`unexpected GET ${path}`);
  });
});

describe('the single-session dialog', () => {
  it('starts from the calendar cell: end an hour later, voucher type 1, nobody invited yet', async () => {
    const { dialog } = await openCreate();
    expect(within(dialog).getByLabelText('Date')).toHaveValue('18-03-2027');
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(submitButton()).toHaveAccessibleDescription(
      'Choose a client or group, or enter an e-mail address or phone number.',
    );
    expect(combobox('Session type')).toHaveTextContent('Individual');
    expect(combobox('Start')).toHaveTextContent('09:00');
    expect(combobox('End')).toHaveTextContent('10:00');
  });

  it('pressed with nobody invited, sends nothing and moves focus to the line that says what is missing', async () => {
    const { user, dialog } = await openCreate();
    await user.click(submitButton());
    const line = within(dialog).getByText(
      'Choose a client or group, or enter an e-mail address or phone number.',
    );
    await waitFor(() => expect(line).toHaveFocus());
    expect(post).not.toHaveBeenCalled();
  });

  it('sends UTC times of the New York wall clock and the invitees; createEventBody accepts it', async () => {
    const { user, invalidate } = await openCreate();
    await user.click(await option('Client 01'));
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    await user.click(submitButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0]).toBe('events');
    const body = lastBody(post);
    expect(body).toMatchObject({
      start_time: '2027-03-18T13:00:00.000Z',
      end_time: '2027-03-18T14:00:00.000Z',
      voucher_type_id: 1,
      is_group_session: false,
      recurrence_rule: null,
      client_ids: [uuid(1)],
      client_emails: [],
      client_phonenumbers: [],
      allow_overlap: false,
    });
    expect(createEventBody.safeParse(body).success).toBe(true);
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['events'] });
  });

  it("blocks more invitees than the voucher type's places with the too-many message", async () => {
    const { user, dialog } = await openCreate();
    await user.click(await option('Client 01'));
    await user.type(within(dialog).getByLabelText('Invite by e-mail or phone'), 'pat@example.com,');
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(dialog).getByText('You selected too many clients: this session type allows 1.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: /remove pat@example.com/i }));
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
  });

  it('offers a group only when it fits the voucher type, and says why not', async () => {
    const { user } = await openCreate();
    const big = await option('Group 1');
    expect(big).toHaveAttribute('aria-disabled', 'true');
    expect(big).toHaveAccessibleDescription(
      /2 clients.*Too large for this session type, which allows 1 client/,
    );
    await user.click(big);
    expect(big).toHaveAttribute('aria-selected', 'false');
    const small = await option('Group 2');
    expect(small).not.toHaveAttribute('aria-disabled');
    await user.click(small);
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    await user.click(submitButton());
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(lastBody(post).client_ids).toEqual([`g${uuid(102)}`]);
  });

  it('counts the members of a chosen group against the places', async () => {
    const { user } = await openCreate();
    await user.click(await option('Group 2'));
    await user.click(await option('Client 01'));
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/You selected too many clients/)).toBeVisible();
  });

  it('takes e-mails and phones from the tag input', async () => {
    const { user, dialog } = await openCreate();
    const input = within(dialog).getByLabelText('Invite by e-mail or phone');
    await user.type(input, 'nope,');
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: /remove nope/i }));
    await user.type(input, '+31 6 1234 5678,');
    await user.click(submitButton());
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(lastBody(post)).toMatchObject({ client_ids: [], client_phonenumbers: ['+31612345678'] });
  });

  it('offers weekly recurrence on creation, 4 weeks by default', async () => {
    const { user, dialog } = await openCreate();
    expect(within(dialog).queryByRole('group', { name: 'Apply to' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Repeat weekly' }));
    expect(within(dialog).getByLabelText('Number of weeks')).toHaveValue(4);
    await user.click(await option('Client 01'));
    await user.click(submitButton());
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(lastBody(post).recurrence_rule).toEqual({ frequency: 'weekly', count: 4 });
  });

  it('reports a weeks count out of range next to the field', async () => {
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Repeat weekly' }));
    const weeks = within(dialog).getByLabelText('Number of weeks');
    await user.clear(weeks);
    await user.type(weeks, '21');
    await user.click(await option('Client 01'));
    await user.click(submitButton());
    expect(await within(dialog).findByText('Enter a number of weeks from 1 to 20.')).toBeVisible();
    expect(post).not.toHaveBeenCalled();
  });

  it('warns about an overlap and resends with allow_overlap when the professional confirms', async () => {
    post.mockRejectedValueOnce(
      new ApiError(409, 'overlap', 'error.event.overlap', { start_time: ['error.event.overlap'] }),
    );
    const { user, dialog } = await openCreate();
    await user.click(await option('Client 01'));
    await user.click(submitButton());
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('This time overlaps another item in your calendar.');
    expect(lastBody(post).allow_overlap).toBe(false);
    await user.click(within(warning).getByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(lastBody(post).allow_overlap).toBe(true);
    expect(await screen.findByText('Event created')).toBeInTheDocument();
  });

  it('shows 422 messages next to their fields and their tags', async () => {
    post.mockRejectedValueOnce(
      new ApiError(422, 'invalid', 'validation', {
        start_time: ['validation.quarter_hour'],
        'client_emails.0': ['validation.already_invited'],
      }),
    );
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Invite by e-mail or phone'), 'Pat@Example.com,');
    await user.click(submitButton());
    // Server messages read as the catalogue writes them (docs/product/rules.md#server-field-errors).
    expect(
      await within(dialog).findByText('Choose a time in 15-minute steps (00, 15, 30, 45).'),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('Pat@Example.com: This person is already in your client book.');
    expect(screen.queryByRole('dialog')).toBeInTheDocument();
  });

  it('sends one request for a double submit', async () => {
    let finish: (value: unknown) => void = () => {};
    post.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user, dialog } = await openCreate();
    await user.click(await option('Client 01'));
    const form = dialog.querySelector('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-disabled', 'true'));
    fireEvent.submit(form);
    finish([]);
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('the invitee list', () => {
  const clientQueries = () =>
    get.mock.calls
      .filter((call) => call[0] === 'clients')
      .map((call) => (call[1] as { query: Record<string, unknown> }).query);

  it('searches after the typing stops (500 ms) and loads the next page on demand', async () => {
    get.mockImplementation(async (path: string, opts?: { query?: Record<string, unknown> }) => {
      if (path === 'groups') return [];
      const query = opts?.query ?? {};
      if (query.search) return page([client(7)]);
      if (query.page === 2) return page([client(21)], 2, 2);
      return page([client(1), client(2)], 1, 2);
    });
    const { user, dialog } = await openCreate();
    expect(await option('Client 01')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
    expect(await option('Client 21')).toBeInTheDocument();
    expect(clientQueries()).toContainEqual({ status: 'all', search: undefined, page: 2 });

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search clients and groups' }), 'Cli 7');
    expect(await option('Client 07')).toBeInTheDocument();
    expect(clientQueries().filter((query) => query.search)).toEqual([
      { status: 'all', search: 'Cli 7', page: 1 },
    ]);
  });

  it('has no axe violations', async () => {
    const { dialog } = await openCreate();
    await option('Client 01');
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('editing a session', () => {
  const invited = eventEntry({
    voucher_type_id: 2,
    max_event_regs: 2,
    location: 'Studio',
    invitations: [
      {
        professional_client_id: uuid(9),
        full_name: null,
        email: 'nine@example.test',
        phone: null,
        client_id: null,
        declined: false,
      },
    ],
  });

  it('prefills the local times and invitees, hides recurrence, and PUTs the change', async () => {
    const { user, dialog } = await openDialog((actions) => actions.openEditEvent(invited), 'Edit session');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('18-03-2027');
    expect(combobox('Start')).toHaveTextContent('09:00');
    expect(combobox('End')).toHaveTextContent('10:00');
    expect(combobox('Session type')).toHaveTextContent('Duo');
    expect(within(dialog).getByLabelText('Location (optional)')).toHaveValue('Studio');
    expect(await option('nine@example.test')).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).queryByRole('checkbox', { name: 'Repeat weekly' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Apply to' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]?.[0]).toBe('events/e1');
    const body = put.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(body).toMatchObject({ client_ids: [uuid(9)], update_mode: 'this', location: 'Studio' });
    expect(updateEventBody.safeParse(body).success).toBe(true);
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
  });

  it('lets an edit go without invitees (editing is exempt)', async () => {
    const { user, dialog } = await openDialog(
      (actions) => actions.openEditEvent(eventEntry()),
      'Edit session',
    );
    const save = within(dialog).getByRole('button', { name: 'Save session' });
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(put).toHaveBeenCalled());
  });

  it('asks which occurrences for an item of a series', async () => {
    const { user, dialog } = await openDialog(
      (actions) => actions.openEditEvent(eventEntry(series)),
      'Edit session',
    );
    const modes = within(dialog).getByRole('group', { name: 'Apply to' });
    expect(within(modes).getByRole('radio', { name: 'This event only' })).toBeChecked();
    await user.click(within(modes).getByRole('radio', { name: 'All events' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect((put.mock.calls[0]?.[1] as Record<string, unknown>).update_mode).toBe('all');
  });
});
