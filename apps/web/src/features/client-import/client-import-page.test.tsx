import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ImportClientsResult } from '@sessionbook/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../../test/jsdom-radix.ts';
import { setupI18n, useTestConfig } from '../../test/helpers.ts';
import { seriousViolations } from '../../test/axe.ts';
import { ClientImportPage } from './client-import-page.tsx';

const { api, toast, withMockApi, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

/** An Excel list in Dutch: semicolons, a byte order mark, one row with a bad e-mail, one unreadable. */
const CSV =
  '\uFEFFVoornaam;Achternaam;E-mailadres;Mobiel;Strippen: Individuele sessie, 60 min\r\n' +
  'Daan;Jansen;daan@example.test;+31 6 11112222;5\r\n' +
  'Eva;Bakker;not-an-email;;\r\n' +
  'Femke;de Boer;femke@example.test;;extra;cells\r\n' +
  'Gijs;Smit;gijs@example.test;;\r\n';

const verdict = (dryRun: boolean): ImportClientsResult => ({
  dry_run: dryRun,
  counts: { rows: 3, ok: 2, duplicate: 0, invalid: 1, imported: dryRun ? 0 : 2 },
  problems: [{ index: 1, status: 'invalid', fields: { email: ['validation.email'] }, duplicate_of: null }],
  imported_ids: dryRun ? [] : ['id-daan', 'id-gijs'],
});

function mount() {
  const router = createMemoryRouter(
    [{ path: '/professional/clients/import', element: <ClientImportPage /> }],
    {
      initialEntries: ['/professional/clients/import'],
    },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('importing clients', () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  beforeEach(() => {
    vi.clearAllMocks();
    api.post.mockImplementation(async (path: string, body: { dry_run: boolean }) => {
      if (path === 'professional/clients/import') return verdict(body.dry_run);
      if (path === 'professional/clients/invite-held') return { invited: 2 };
      throw new Error(`unexpected POST ${path}`);
    });
  });
  afterEach(cleanup);

  it('guesses the columns, names every bad row, imports the valid rows and invites them', async () => {
    const user = userEvent.setup();
    const { container } = mount();
    await user.upload(
      screen.getByLabelText('CSV or vCard file'),
      new File([CSV], 'clients.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('3 clients found in clients.csv.')).toBeInTheDocument();
    // The Dutch headers are guessed, the voucher column in Sessionbook's own Dutch words included.
    expect(screen.getByRole('combobox', { name: 'Voornaam' })).toHaveTextContent('First name');
    expect(screen.getByRole('combobox', { name: 'E-mailadres' })).toHaveTextContent('E-mail');
    expect(screen.getByRole('combobox', { name: /Strippen/ })).toHaveTextContent(
      'Opening balance: Individual session, 60 min',
    );
    // The unreadable row is named before any check.
    const problems = screen.getByRole('list', { name: 'Rows that will not be imported' });
    expect(problems).toHaveTextContent('Row 4: Cannot be read: it has more cells than the header.');

    await user.click(screen.getByRole('button', { name: 'Check every row' }));
    expect(api.post).toHaveBeenCalledWith('professional/clients/import', {
      rows: [
        {
          full_name: 'Daan Jansen',
          email: 'daan@example.test',
          phone: '+31611112222',
          comment: null,
          balances: [{ voucher_type_id: 1, duration: 60, count: 5 }],
        },
        { full_name: 'Eva Bakker', email: 'not-an-email', phone: null, comment: null },
        { full_name: 'Gijs Smit', email: 'gijs@example.test', phone: null, comment: null },
      ],
      mode: 'valid_rows',
      dry_run: true,
    });
    await waitFor(() =>
      expect(problems).toHaveTextContent('Row 3: E-mail: Please enter a valid e-mail address.'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ready: 2.');
    // Not every row can go: all or nothing waits for a fixed file.
    expect(screen.getByRole('button', { name: 'Import all or nothing' })).toBeDisabled();
    expect(await seriousViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Import the 2 valid rows' }));
    expect(await screen.findByRole('heading', { name: '2 clients imported' })).toBeInTheDocument();
    expect(
      screen.getByText('They are pending in your client book. Nobody has been told yet.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite them now' }));
    expect(api.post).toHaveBeenLastCalledWith('professional/clients/invite-held', {
      ids: ['id-daan', 'id-gijs'],
    });
    expect(await screen.findByText('Invitations sent to 2 clients.')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says so when a file holds nobody', async () => {
    const user = userEvent.setup();
    mount();
    await user.upload(screen.getByLabelText('CSV or vCard file'), new File(['Name,Email\r\n'], 'empty.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file holds no clients.');
    expect(within(document.body).queryByRole('button', { name: 'Check every row' })).toBeNull();
  });
});
