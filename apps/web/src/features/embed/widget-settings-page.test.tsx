/**
 * The booking widget's settings page (issue 29 item 3, decision 0053): the allowed sites added and
 * removed (the whole list saved each time, a bad address refused at the field before any call, a
 * server's field error shown there too), the two snippets naming the app's address and the username,
 * the preview frame, and the note when the profile is not public.
 */
import { WAITLIST_MODES, type EmbedSettings, type ProfessionalProfile } from '@sessionbook/domain';
import { publicProfileEntry } from '@sessionbook/domain/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { seriousViolations } from '../../test/axe.ts';
import { setUpScreenTests, useTestConfig } from '../../test/helpers.ts';
import { WidgetSettingsPage } from './widget-settings-page.tsx';

const { api, toast, withMockApi, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

/** An allowed site's name in the list (its remove button repeats it for screen readers). */
const NAME = '.embed__origin-name';

let stored: EmbedSettings = { allowed_origins: ['https://studio.example'], username: 'ana.pt' };
let isPublic = true;

function serve() {
  api.get.mockImplementation(async (path: string) => {
    if (path === 'professional/embed') return stored;
    if (path === 'professional/profile') {
      const profile: ProfessionalProfile = {
        ...publicProfileEntry({ username: 'ana.pt', is_public: isPublic }),
        show_going_names: false,
        waitlist_mode: WAITLIST_MODES[0],
        meeting_link: null,
      };
      return profile;
    }
    throw new ApiError(404, 'Not found');
  });
  api.put.mockImplementation(async (_path: string, body: { allowed_origins: string[] }) => {
    stored = { ...stored, allowed_origins: body.allowed_origins };
    return stored;
  });
}

function mount() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <WidgetSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the booking widget settings page', () => {
  setUpScreenTests(() => {
    useTestConfig();
    stored = { allowed_origins: ['https://studio.example'], username: 'ana.pt' };
    isPublic = true;
    serve();
  });

  it('shows the sites, the code to paste and the preview, with no serious axe violations', async () => {
    const { container } = mount();
    expect(await screen.findByText('https://studio.example', { selector: NAME })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Widget code' })).toHaveValue(
      '<script src="http://app.localhost:3000/embed.js" data-professional="ana.pt" async></script>',
    );
    expect((screen.getByRole('textbox', { name: 'Frame code' }) as HTMLTextAreaElement).value).toContain(
      'src="http://app.localhost:3000/embed/ana.pt"',
    );
    const preview = screen.getByTitle('Preview of your booking widget');
    expect(preview.getAttribute('src')).toBe('/embed/ana.pt?lang=en');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    // axe cannot enter a frame in jsdom; the widget inside it is scanned by the browser journey.
    preview.remove();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('adds a site as its origin, saving the whole list, and removes one', async () => {
    const user = userEvent.setup();
    mount();
    await user.type(
      await screen.findByRole('textbox', { name: 'Website address' }),
      'https://Yoga.Example/book{Enter}',
    );
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('professional/embed', {
        allowed_origins: ['https://studio.example', 'https://yoga.example'],
      }),
    );
    expect(await screen.findByText('https://yoga.example', { selector: NAME })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('embed:settings.saved');
    expect(screen.getByRole('textbox', { name: 'Website address' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove https://studio.example' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenLastCalledWith('professional/embed', {
        allowed_origins: ['https://yoga.example'],
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText('https://studio.example', { selector: NAME })).not.toBeInTheDocument(),
    );
  });

  it('refuses an address that is not an origin at the field, without a call', async () => {
    const user = userEvent.setup();
    mount();
    const field = await screen.findByRole('textbox', { name: 'Website address' });
    await user.type(field, 'http://studio.example');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).not.toBe('');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(error.textContent!);
    expect(api.put).not.toHaveBeenCalled();
  });

  it("shows the server's field error at the field", async () => {
    api.put.mockRejectedValueOnce(
      new ApiError(422, 'Invalid', 'validation', { 'allowed_origins.1': ['validation.url'] }),
    );
    const user = userEvent.setup();
    mount();
    await user.type(
      await screen.findByRole('textbox', { name: 'Website address' }),
      'https://x.example{Enter}',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says when the profile is not public, with a way to it', async () => {
    isPublic = false;
    mount();
    const note = await screen.findByRole('note');
    expect(within(note).getByRole('link', { name: 'Open your profile' })).toHaveAttribute(
      'href',
      '/professional/profile/professional',
    );
  });
});
