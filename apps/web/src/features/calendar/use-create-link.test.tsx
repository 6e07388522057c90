import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleActions } from '../../lib/schedule-context.ts';
import { scheduleActions } from '../../test/mocks.ts';
import { useCreateLink } from './use-create-link.ts';

function Probe({ schedule }: { schedule: ScheduleActions }) {
  useCreateLink(schedule);
  return null;
}

function renderAt(path: string) {
  const schedule = scheduleActions();
  const router = createMemoryRouter(
    [{ path: '/professional/calendar', element: <Probe schedule={schedule} /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return { router, openCreate: vi.mocked(schedule.openCreate) };
}

describe('the create link of the calendar (the installed app’s shortcut)', () => {
  afterEach(cleanup);

  it('opens the create-session dialog once, after dropping the parameter and keeping the others', async () => {
    const { router, openCreate } = renderAt('/professional/calendar?view=3&create=session');
    await waitFor(() => expect(openCreate).toHaveBeenCalledWith('session'));
    expect(openCreate).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?view=3');
    // Replaced, not pushed: back does not return to the link.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the class and slot dialogs too', async () => {
    const forClass = renderAt('/professional/calendar?create=class');
    await waitFor(() => expect(forClass.openCreate).toHaveBeenCalledWith('class'));
    cleanup();
    const forSlot = renderAt('/professional/calendar?create=slot');
    await waitFor(() => expect(forSlot.openCreate).toHaveBeenCalledWith('slot'));
  });

  it('drops an unknown kind without opening anything', async () => {
    const { router, openCreate } = renderAt('/professional/calendar?create=party');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(openCreate).not.toHaveBeenCalled();
  });

  it('does nothing without the parameter', async () => {
    const { router, openCreate } = renderAt('/professional/calendar?view=5');
    expect(router.state.location.search).toBe('?view=5');
    // The hook is live all along: given the parameter later, it opens that dialog, and only that one.
    await act(() => router.navigate('/professional/calendar?view=5&create=class'));
    await waitFor(() => expect(openCreate).toHaveBeenCalledWith('class'));
    expect(openCreate).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?view=5');
  });
});
