/**
 * Busy time in the overlap warning (issue 29, decision 0050): when the server warns about an overlap
 * and the time sent clashes with busy time of the professional's other calendars, the warning names
 * those calendars, and only those; "Book anyway" still sends again with allow_overlap.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { client, group, openDialog, page, setUpDialogTests } from '../test-utils.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../../test/mocks.ts'));
vi.mock('../../../lib/api-client.ts', withMockApi);

const calendar = (id: string, label: string) => ({
  id,
  label,
  url_hint: 'example.test/…ics',
  show_titles: false,
  status: 'ok',
  last_error: null,
  last_fetched_at: '2027-03-17T10:00:00Z',
  last_success_at: '2027-03-17T10:00:00Z',
  interval_count: 1,
  createdAt: '2027-03-01T10:00:00Z',
});
const interval = (calendar_id: string, start_time: string, end_time: string) => ({
  calendar_id,
  start_time,
  end_time,
  all_day: false,
  title: null,
});

// 18 March 2027, 09:00-10:00 in New York (EDT): 13:00-14:00 UTC.
const DEFAULTS = { date: '2027-03-18', start: '09:00' };
const overlap = () =>
  new ApiError(409, 'overlap', 'error.event.overlap', { start_time: ['error.event.overlap'] });

setUpDialogTests(() => {
  api.get.mockImplementation(async (path: string, opts?: { query?: Record<string, string> }) => {
    if (path === 'groups') return [group(1, [client(1)])];
    if (path === 'clients') return page([client(1), client(2)]);
    if (path === 'professional/busy-calendars')
      return [calendar('c1', 'Clinic'), calendar('c2', 'Gym'), calendar('c3', 'Home')];
    if (path === 'professional/busy-times') {
      expect(opts?.query).toEqual({ start: '2027-03-18T13:00:00.000Z', end: '2027-03-18T14:00:00.000Z' });
      // The server answers what touches the window; only what overlaps it clashes.
      return [
        interval('c1', '2027-03-18T13:30:00Z', '2027-03-18T15:00:00Z'),
        interval('c2', '2027-03-18T12:00:00Z', '2027-03-18T13:00:00Z'),
        interval('c3', '2027-03-18T12:45:00Z', '2027-03-18T13:15:00Z'),
      ];
    }
    throw new Error(`unexpected GET ${path}`);
  });
});

describe('the overlap warning with busy time', () => {
  it('names the calendars busy at the time sent, and still books anyway', async () => {
    api.post.mockRejectedValueOnce(overlap());
    const { user, dialog } = await openDialog(
      (actions) => actions.openCreate('session', DEFAULTS),
      'New session',
    );
    await user.click(await screen.findByRole('option', { name: /^Client 01/ }));
    await user.click(screen.getByRole('button', { name: /^Create session/ }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('This time overlaps another item in your calendar.');
    expect(await within(warning).findByText('Busy in your calendar “Clinic”.')).toBeInTheDocument();
    expect(within(warning).getByText('Busy in your calendar “Home”.')).toBeInTheDocument();
    // Gym's busy time ends as the session starts: no clash.
    expect(within(warning).queryByText(/Gym/)).toBeNull();

    await user.click(within(warning).getByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    expect((api.post.mock.calls.at(-1)?.[1] as { allow_overlap: boolean }).allow_overlap).toBe(true);
  });

  it('asks nothing about busy time until the server warns', async () => {
    api.post.mockResolvedValueOnce({});
    const { user } = await openDialog((actions) => actions.openCreate('session', DEFAULTS), 'New session');
    await user.click(await screen.findByRole('option', { name: /^Client 01/ }));
    await user.click(screen.getByRole('button', { name: /^Create session/ }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.get.mock.calls.map(([path]) => path)).not.toContain('professional/busy-times');
  });
});
