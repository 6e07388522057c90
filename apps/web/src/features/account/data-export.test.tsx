import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../../lib/session.tsx';
import '../../test/jsdom-radix.ts';
import { seriousViolations } from '../../test/axe.ts';
import { setUpScreenTests, storeSession } from '../../test/helpers.ts';
import { SettingsPage } from './settings-page.tsx';

const { withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);
const downloadFromApi = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../lib/download-file.ts', () => ({ downloadFromApi }));

describe('downloading my data (docs/decisions/0048-import-and-export.md)', { timeout: 20_000 }, () => {
  setUpScreenTests(() => downloadFromApi.mockClear());

  it.each(['client', 'professional'] as const)('is one press on the %s settings page', async (theme) => {
    storeSession({ theme, signedIn: true });
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SessionProvider>
            <SettingsPage theme={theme} />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('region', { name: 'Your data' });
    const button = within(card).getByRole('button', { name: 'Download my data' });
    expect(button).toHaveAccessibleDescription(/everything Sessionbook keeps about you/);
    await userEvent.setup().click(button);
    await waitFor(() =>
      expect(downloadFromApi).toHaveBeenCalledWith('user/data-export', 'sessionbook-my-data.json'),
    );
    expect(toast.error).not.toHaveBeenCalled();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
