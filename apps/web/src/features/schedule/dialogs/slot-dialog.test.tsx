import { slotBody, updateSlotBody } from '@sessionbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { openDialog, series, setUpDialogTests, slotEntry } from '../test-utils.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../../test/mocks.ts'));
vi.mock('../../../lib/api-client.ts', withMockApi);
const post = api.post;
const put = api.put;

const openCreate = () =>
  openDialog(
    (actions) => actions.openCreate('slot', { date: '2027-03-18', start: '08:00' }),
    'New availability slot',
  );
const bodyOf = (mock: typeof post) => mock.mock.calls.at(-1)?.[1] as Record<string, unknown>;

setUpDialogTests();

describe('the availability-slot dialog', () => {
  it('needs at least one session type, from those below 10 places', async () => {
    const { user, dialog } = await openCreate();
    const types = within(dialog).getByRole('group', { name: 'Session types' });
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id') && box.closest('div')?.textContent),
    ).toEqual(['Individual session', 'Duo session']);
    const submit = within(dialog).getByRole('button', { name: 'Create slot' });
    expect(submit).not.toHaveAttribute('aria-disabled');
    await user.click(within(types).getByRole('checkbox', { name: 'Individual session' }));
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(types).getByRole('checkbox', { name: 'Duo session' }));
    expect(submit).not.toHaveAttribute('aria-disabled');
  });

  it('posts the slot with UTC times and an optional title', async () => {
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Duo session' }));
    await user.type(within(dialog).getByLabelText('Title (optional)'), 'Open gym');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Repeat weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create slot' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe('availability-slots');
    const body = bodyOf(post);
    expect(body).toMatchObject({
      start_time: '2027-03-18T12:00:00.000Z',
      end_time: '2027-03-18T13:00:00.000Z',
      voucher_types: [1, 2],
      title: 'Open gym',
      location: null,
      recurrence_rule: { frequency: 'weekly', count: 4 },
    });
    expect(slotBody.safeParse(body).success).toBe(true);
    expect(await screen.findByText('Slot created')).toBeInTheDocument();
  });

  it('tells the calendar which slot it created and on which day, so it can show it (issue 25)', async () => {
    const created = vi.fn();
    const { user, dialog } = await openDialog((actions) => {
      actions.watchCreated(created);
      actions.openCreate('slot', { date: '2027-03-18', start: '08:00' });
    }, 'New availability slot');
    await user.click(within(dialog).getByRole('button', { name: 'Create slot' }));
    await waitFor(() => expect(created).toHaveBeenCalledWith({ kind: 'slot', date: '2027-03-18' }));
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('shows a 422 on the voucher types next to them', async () => {
    post.mockRejectedValueOnce(
      new ApiError(422, 'invalid', 'validation', { 'voucher_types.0': ['validation.voucher_type'] }),
    );
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Create slot' }));
    const types = await within(dialog).findByRole('group', { name: 'Session types' });
    expect(await within(types).findByText('Choose a valid session type.')).toBeVisible();
  });

  it('edits a slot of a series: prefilled, mode shown, no recurrence', async () => {
    const slot = slotEntry({ ...series, voucher_types: [2], notes: 'Bring a mat' });
    const { user, dialog } = await openDialog(
      (actions) => actions.openEditSlot(slot),
      'Edit availability slot',
    );
    expect(within(dialog).getByRole('combobox', { name: 'End' })).toHaveTextContent('12:00');
    expect(within(dialog).getByRole('checkbox', { name: 'Duo session' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Individual session' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Notes (optional)')).toHaveValue('Bring a mat');
    expect(within(dialog).queryByRole('checkbox', { name: 'Repeat weekly' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'All slots' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save slot' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]?.[0]).toBe('availability-slots/s1');
    const body = bodyOf(put);
    expect(body).toMatchObject({ voucher_types: [2], update_mode: 'all', recurrence_rule: null });
    expect(updateSlotBody.safeParse(body).success).toBe(true);
    expect(await screen.findByText('Slot updated')).toBeInTheDocument();
  });

  it('has no update mode for a single slot', async () => {
    const { dialog } = await openDialog(
      (actions) => actions.openEditSlot(slotEntry()),
      'Edit availability slot',
    );
    expect(within(dialog).queryByRole('group', { name: 'Apply to' })).not.toBeInTheDocument();
  });
});
