import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client.ts';
import { eventEntry, openDialog, signInProfessional } from './test-utils.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}));
const { api } = await import('../../lib/api-client.ts');

beforeEach(async () => {
  await signInProfessional();
  vi.mocked(api.get).mockReset().mockResolvedValue([]);
});
afterEach(cleanup);

describe('ScheduleProvider', () => {
  it('shows one dialog at a time: the latest opened', async () => {
    const { dialog } = await openDialog((actions) => {
      actions.openCreate('slot');
      actions.openCancelEvent(eventEntry({ is_group_session: true }));
    }, 'Cancel this class?');
    expect(screen.getAllByRole('dialog')).toEqual([dialog]);
  });

  it('opens the class dialog to edit a group session', async () => {
    const { dialog } = await openDialog(
      (actions) =>
        actions.openEditEvent(eventEntry({ is_group_session: true, title: 'Yoga', voucher_type_id: 3 })),
      'Edit group class',
    );
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Yoga');
  });

  it('closes on the close button, asking first for a typed title, and reopens with fresh values', async () => {
    const { user, dialog } = await openDialog((actions) => actions.openCreate('class'), 'New group class');
    await user.type(within(dialog).getByLabelText('Title'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const again = await screen.findByRole('dialog', { name: 'New group class' });
    expect(within(again).getByLabelText('Title')).toHaveValue('');
  });
});
