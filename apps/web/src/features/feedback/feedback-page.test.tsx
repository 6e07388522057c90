import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TEXT_AREA_MAX, type FeedbackKind, type Theme } from '@sessionbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { storeSession, setUpScreenTests } from '../../test/helpers.ts';
import { FeedbackPage } from './feedback-page.tsx';
import { feedbackPath, pageOf } from './paths.ts';
import { seriousViolations } from '../../test/axe.ts';

const { api, withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

function mount(kind: FeedbackKind, theme: Theme, from?: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            <FeedbackPage kind={kind} theme={theme} />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [feedbackPath(kind, theme, from)] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

describe('report a problem / suggest an improvement', { timeout: 20_000 }, () => {
  setUpScreenTests(() => {
    storeSession({ theme: 'client', signedIn: true });
    api.post.mockResolvedValue({ id: '3f0c2a52-6b8e-4c8e-9d1e-2b0c1c7d9a10' });
  });

  it('sends a client problem report with the page it came from, then thanks and links back there', async () => {
    const user = userEvent.setup();
    const { container, router } = mount('problem', 'client', '/calendar?view=3');
    expect(screen.getByRole('heading', { level: 1, name: 'Report a problem' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'What went wrong?' });
    expect(screen.getByText(`0 / ${TEXT_AREA_MAX.toLocaleString('en')}`)).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);

    await user.type(field, 'The calendar stays blank');
    expect(screen.getByText(`24 / ${TEXT_AREA_MAX.toLocaleString('en')}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('feedback', {
      kind: 'problem',
      message: 'The calendar stays blank',
      theme: 'client',
      page: '/calendar?view=3',
    });
    const thanks = await screen.findByRole('heading', { level: 2, name: 'Thank you for your report' });
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Back to where you were' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/calendar?view=3');
  });

  it("sends a professional's suggestion without a page; back leads to the profile; another one starts empty", async () => {
    storeSession({ theme: 'professional', signedIn: true });
    const user = userEvent.setup();
    const { router } = mount('improvement', 'professional');
    expect(screen.getByRole('heading', { level: 1, name: 'Suggest an improvement' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your suggestion' }), 'A dark theme');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(api.post).toHaveBeenCalledWith('feedback', {
      kind: 'improvement',
      message: 'A dark theme',
      theme: 'professional',
      page: null,
    });
    await screen.findByRole('heading', { name: 'Thank you for your suggestion' });
    expect(screen.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute(
      'href',
      '/professional/profile',
    );

    await user.click(screen.getByRole('button', { name: 'Suggest something else' }));
    expect(screen.getByRole('textbox', { name: 'Your suggestion' })).toHaveValue('');
    expect(router.state.location.pathname).toBe('/professional/suggest-improvement');
  });

  it('refuses an empty or blank message without calling the server', async () => {
    const user = userEvent.setup();
    mount('problem', 'client');
    const field = screen.getByRole('textbox', { name: 'What went wrong?' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('stops typing at the limit and says so', async () => {
    const user = userEvent.setup();
    mount('improvement', 'client');
    const field = screen.getByRole('textbox', { name: 'Your suggestion' });
    expect(field).toHaveAttribute('maxlength', String(TEXT_AREA_MAX));
    await user.click(field);
    await user.paste('z'.repeat(TEXT_AREA_MAX));
    expect(screen.getByText('Character limit reached')).toBeInTheDocument();
  });

  it("shows the server's field errors on the field and other failures as a toast", async () => {
    const user = userEvent.setup();
    mount('problem', 'client');
    const field = screen.getByRole('textbox', { name: 'What went wrong?' });
    api.post.mockRejectedValueOnce(
      new ApiError(422, 'The given data was invalid.', 'validation', { message: ['validation.too_long'] }),
    );
    await user.type(field, 'Something');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/too long/i)).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();

    const limited = new ApiError(429, 'Too many attempts.', 'rate_limited');
    api.post.mockRejectedValueOnce(limited);
    await user.type(field, ' again');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(limited));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});

describe('the page a report names', () => {
  it('takes only paths of the app', () => {
    expect(pageOf('?from=%2Fcalendar%3Fview%3D3', null)).toBe('/calendar?view=3');
    expect(pageOf('', { from: '/professional/clients' })).toBe('/professional/clients');
    expect(pageOf('?from=https%3A%2F%2Fevil.test', null)).toBeNull();
    expect(pageOf('?from=%2F%2Fevil.test', null)).toBeNull();
    expect(pageOf(`?from=/${'a'.repeat(500)}`, null)).toBeNull();
    expect(pageOf('', null)).toBeNull();
    expect(pageOf('', { from: 42 })).toBeNull();
  });
});
