/**
 * The busy-calendars page (issue 29 item 1, decision 0050): the list in each state a read leaves it,
 * the help on where the secret address is, adding with the server's field errors at the field,
 * editing, reading again and removing after a confirmation.
 */
import type { BusyCalendar } from '@sessionbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../test/jsdom-radix.ts';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { seriousViolations } from '../../test/axe.ts';
import { setUpScreenTests, storeSession, testUser } from '../../test/helpers.ts';
import { BusyCalendarsPage } from './busy-calendars-page.tsx';

const { api, toast, withMockApi, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

const calendar = (overrides: Partial<BusyCalendar>): BusyCalendar => ({
  id: 'c1',
  label: 'Personal',
  url_hint: 'calendar.google.com/…f3.ics',
  show_titles: false,
  status: 'ok',
  last_error: null,
  last_fetched_at: '2026-05-13T08:00:00Z',
  last_success_at: '2026-05-13T08:00:00Z',
  interval_count: 12,
  createdAt: '2026-05-01T08:00:00Z',
  ...overrides,
});

const personal = calendar({});
const clinic = calendar({
  id: 'c2',
  label: 'Clinic',
  url_hint: 'outlook.office365.com/…9a.ics',
  show_titles: true,
  status: 'failed',
  last_error: 'unauthorized',
  last_fetched_at: '2026-05-13T09:00:00Z',
  last_success_at: '2026-05-12T07:30:00Z',
});
const fresh = calendar({
  id: 'c3',
  label: 'Gym',
  status: 'pending',
  last_fetched_at: null,
  last_success_at: null,
  interval_count: 0,
});

function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '/professional/settings/calendars',
        element: (
          <SessionProvider>
            <BusyCalendarsPage />
          </SessionProvider>
        ),
      },
      { path: '/professional/settings', element: <p>Settings</p> },
    ],
    { initialEntries: ['/professional/settings/calendars'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

const serveList = (list: BusyCalendar[]) =>
  api.get.mockImplementation(async (path: string) => {
    if (path === 'professional/busy-calendars') return list;
    throw new ApiError(404, 'Not found');
  });

describe('the busy-calendars page', () => {
  setUpScreenTests(() => {
    storeSession({
      theme: 'professional',
      signedIn: true,
      user: testUser('professional', { timezone: 'Europe/Lisbon' }),
    });
    serveList([personal, clinic, fresh]);
  });

  it('says what it is for, where the address is, and each calendar’s last read, with no serious axe violations', async () => {
    const { container } = mount();
    expect(screen.getByRole('heading', { level: 1, name: 'Your other calendars' })).toBeInTheDocument();
    expect(
      screen.getByText(/Clients cannot book over what is already in your other calendars/),
    ).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Your calendars' });
    const [ok, failed, pending] = within(list).getAllByRole('listitem');

    expect(ok).toHaveTextContent('Personal');
    expect(ok).toHaveTextContent('calendar.google.com/…f3.ics · Busy times only');
    // Read at 09:00 in Lisbon (08:00 UTC, summer time).
    expect(ok).toHaveTextContent(/Read Wednesday, May 13(,| at) 9:00\sAM: 12 busy times\./);

    expect(failed).toHaveTextContent('Titles kept');
    expect(failed).toHaveTextContent(
      'Could not be read. The calendar refused access. Copy its secret address again.',
    );
    expect(failed).toHaveTextContent(/Last read that worked: Tuesday, May 12(,| at) 8:30\sAM\./);

    expect(pending).toHaveTextContent('Waiting for the first read.');
    for (const name of ['Read now: Gym', 'Edit Gym', 'Remove Gym'])
      expect(within(pending!).getByRole('button', { name })).toBeInTheDocument();

    // The help is a disclosure, closed until asked for.
    const help = screen.getByText("Where do I find my calendar's secret address?");
    expect(screen.getByText(/Google Calendar, on a computer/)).not.toBeVisible();
    await userEvent.setup().click(help);
    expect(screen.getByText(/Google Calendar, on a computer/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute(
      'href',
      '/professional/settings',
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says when there is no calendar yet, and when the list cannot be loaded', async () => {
    serveList([]);
    const first = mount();
    expect(await screen.findByText('No calendars yet. Add one below.')).toBeInTheDocument();
    first.unmount();

    api.get.mockRejectedValue(new ApiError(500, 'error.server'));
    mount();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your calendars could not be loaded.');
    serveList([personal]);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your calendars' })).toBeInTheDocument();
  });

  it('adds a calendar, and shows the address the server refuses at the address', async () => {
    const user = userEvent.setup();
    api.post.mockRejectedValueOnce(
      new ApiError(422, 'The given data was invalid.', 'validation', { url: ['validation.url'] }),
    );
    mount();
    await screen.findByRole('list', { name: 'Your calendars' });
    const form = screen.getByRole('region', { name: 'Add a calendar' });
    await user.type(within(form).getByLabelText('Name'), 'Home');
    await user.type(within(form).getByLabelText('Secret address'), 'webcal://p01.icloud.com/x.ics');
    await user.click(within(form).getByLabelText(/Keep the titles/));
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));

    const address = within(form).getByLabelText('Secret address');
    await waitFor(() => expect(address).toHaveAccessibleDescription(/Invalid URL\./));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(api.post).toHaveBeenLastCalledWith('professional/busy-calendars', {
      label: 'Home',
      url: 'webcal://p01.icloud.com/x.ics',
      show_titles: true,
    });

    const added = calendar({ id: 'c4', label: 'Home', status: 'pending', last_success_at: null });
    api.post.mockResolvedValueOnce(added);
    serveList([personal, clinic, fresh, added]);
    await user.clear(address);
    await user.type(address, 'https://p01.icloud.com/y.ics');
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('busy:toasts.added'));
    const list = screen.getByRole('list', { name: 'Your calendars' });
    expect(await within(list).findByText('Home')).toBeInTheDocument();
    // The form starts again empty.
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('offers no form once the most calendars are read, and says so', async () => {
    serveList(Array.from({ length: 10 }, (_, index) => calendar({ id: `c${index}`, label: `Cal ${index}` })));
    mount();
    expect(await screen.findByText(/You read the most calendars there can be \(10\)/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add a calendar' })).toBeNull();
  });

  it('checks the address before sending it', async () => {
    const user = userEvent.setup();
    mount();
    await screen.findByRole('list', { name: 'Your calendars' });
    const form = screen.getByRole('region', { name: 'Add a calendar' });
    await user.type(within(form).getByLabelText('Name'), 'Home');
    await user.type(within(form).getByLabelText('Secret address'), 'ftp://example.test/cal.ics');
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Secret address')).toHaveAccessibleDescription(/Invalid URL\./),
    );
    expect(api.post).not.toHaveBeenCalled();
  });

  it('edits the name and titles, and reads a calendar again', async () => {
    const user = userEvent.setup();
    api.put.mockResolvedValueOnce({ ...personal, label: 'Private', show_titles: true });
    // 202: the read is queued, the calendar comes back as it stands.
    api.post.mockResolvedValueOnce(clinic);
    mount();
    await screen.findByRole('list', { name: 'Your calendars' });

    await user.click(screen.getByRole('button', { name: 'Edit Personal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Personal”' });
    // The address cannot change: the dialog has no field for it.
    expect(within(dialog).queryByLabelText('Secret address')).toBeNull();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Private');
    await user.click(within(dialog).getByLabelText(/Keep the titles/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.put).toHaveBeenCalledWith('professional/busy-calendars/c1', {
      label: 'Private',
      show_titles: true,
    });
    expect(toast.success).toHaveBeenCalledWith('busy:toasts.saved');

    await user.click(screen.getByRole('button', { name: 'Read now: Clinic' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('busy:toasts.refreshed'));
    expect(api.post).toHaveBeenCalledWith('professional/busy-calendars/c2/refresh');
    const row = () => screen.getByText('Clinic').closest('li')!;
    expect(row()).toHaveTextContent('Reading it now…');

    // The job reads it: the list, asked again every few seconds meanwhile, shows the result.
    serveList([
      personal,
      { ...clinic, status: 'ok', last_error: null, last_fetched_at: '2026-05-13T09:05:00Z' },
    ]);
    await waitFor(() => expect(row()).toHaveTextContent(/Read .*: 12 busy times\./), { timeout: 5_000 });
  });

  it('works from the keyboard: Tab reaches each calendar’s actions in order, Space reads it', async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValueOnce(personal);
    mount();
    await screen.findByRole('list', { name: 'Your calendars' });
    screen.getByRole('button', { name: 'Read now: Personal' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Personal' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Personal' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Read now: Clinic' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard(' ');
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('professional/busy-calendars/c1/refresh'));
  });

  it('removes a calendar only once confirmed, Cancel first', async () => {
    const user = userEvent.setup();
    api.delete.mockResolvedValueOnce(undefined);
    mount();
    await screen.findByRole('list', { name: 'Your calendars' });
    await user.click(screen.getByRole('button', { name: 'Remove Clinic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Clinic”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.delete).not.toHaveBeenCalled();

    serveList([personal, fresh]);
    await user.click(screen.getByRole('button', { name: 'Remove Clinic' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove “Clinic”?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('busy:toasts.removed'));
    expect(api.delete).toHaveBeenCalledWith('professional/busy-calendars/c2');
    await waitFor(() => expect(screen.queryByText('Clinic')).toBeNull());
  });
});
