import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { seriousViolations } from '../../test/axe.ts';
import { setUpScreenTests } from '../../test/helpers.ts';
import { ExportsPage } from './exports-page.tsx';

const { toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/toast.tsx', withMockToast);
const downloadFromApi = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../lib/download-file.ts', () => ({ downloadFromApi }));

const mount = () =>
  render(
    <MemoryRouter>
      <ExportsPage />
    </MemoryRouter>,
  );

describe('the export page (docs/decisions/0048-import-and-export.md)', () => {
  setUpScreenTests(() => {
    downloadFromApi.mockClear();
    toast.error.mockClear();
  });

  it('offers each table and the zip, says what each holds, and has no serious axe violations', async () => {
    const { container } = mount();
    expect(screen.getByRole('heading', { level: 1, name: 'Export your data' })).toBeInTheDocument();
    for (const [title, button] of [
      ['Everything', 'Download everything (zip)'],
      ['Client book', 'Download: Client book'],
      ['Sessions', 'Download: Sessions'],
      ['Voucher ledger', 'Download: Voucher ledger'],
    ]) {
      const section = screen.getByRole('region', { name: title });
      const action = within(section).getByRole('button', { name: button });
      // The sentence of what the file holds describes its button.
      expect(action).toHaveAccessibleDescription(
        within(section).getByText(/./, { selector: 'p' }).textContent!,
      );
    }
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('downloads by keyboard: the zip with Enter, a table with Space', async () => {
    const user = userEvent.setup();
    mount();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download everything (zip)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(downloadFromApi).toHaveBeenCalledWith('professional/export.zip', 'sessionbook-export.zip'),
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download: Client book' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(downloadFromApi).toHaveBeenCalledWith(
        'professional/export/clients.csv',
        'sessionbook-clients.csv',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Download: Voucher ledger' }));
    expect(downloadFromApi).toHaveBeenLastCalledWith(
      'professional/export/ledger.csv',
      'sessionbook-ledger.csv',
    );
  });

  it('tells when a download fails', async () => {
    downloadFromApi.mockRejectedValueOnce(new ApiError(0, 'network_errors.cors', 'network_errors.cors'));
    mount();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download: Sessions' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Download: Sessions' })).not.toHaveAttribute('aria-busy');
  });
});
