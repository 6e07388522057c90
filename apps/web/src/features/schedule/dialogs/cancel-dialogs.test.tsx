import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { eventEntry, openDialog, series, setUpDialogTests, slotEntry } from '../test-utils.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../../test/mocks.ts'));
vi.mock('../../../lib/api-client.ts', withMockApi);
const post = api.post;

setUpDialogTests();

describe('the cancel-event dialog', () => {
  it('requires a reason, then cancels this occurrence', async () => {
    const { user, dialog } = await openDialog(
      (actions) => actions.openCancelEvent(eventEntry({ registrations_count: 2 })),
      'Cancel this event?',
    );
    expect(dialog).toHaveTextContent('2 clients are registered');
    expect(within(dialog).queryByRole('group', { name: 'Apply to' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    expect(post).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason'), 'I am ill');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('events/e1/cancel', {
      cancelled_reason: 'I am ill',
      update_mode: 'this',
    });
    expect(await screen.findByText('Event cancelled')).toBeInTheDocument();
  });

  it('asks which occurrences of a series, and names a class a class', async () => {
    const klass = eventEntry({ ...series, is_group_session: true, title: 'Yoga' });
    const { user, dialog } = await openDialog(
      (actions) => actions.openCancelEvent(klass),
      'Cancel this class?',
    );
    expect(dialog).toHaveAccessibleDescription(/^Yoga · /);
    await user.type(within(dialog).getByLabelText('Reason'), 'Holiday');
    await user.click(within(dialog).getByRole('radio', { name: 'This and following events' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel class' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toEqual({ cancelled_reason: 'Holiday', update_mode: 'future' });
  });

  it('closes without cancelling on "Keep it"', async () => {
    const { user, dialog } = await openDialog(
      (actions) => actions.openCancelEvent(eventEntry()),
      'Cancel this event?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
  });
});

describe('the cancel-slot dialog', () => {
  it('cancels a single slot without asking for a mode', async () => {
    const { user, dialog } = await openDialog(
      (actions) => actions.openCancelSlot(slotEntry()),
      'Cancel this availability slot?',
    );
    expect(within(dialog).queryByRole('group', { name: 'Apply to' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel slot' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('availability-slots/s1/cancel', { update_mode: 'this' });
    expect(await screen.findByText('Slot cancelled')).toBeInTheDocument();
  });

  it('asks which slots of a series', async () => {
    const { user, dialog } = await openDialog(
      (actions) => actions.openCancelSlot(slotEntry(series)),
      'Cancel this availability slot?',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'All slots' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel slot' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toEqual({ update_mode: 'all' });
  });
});
