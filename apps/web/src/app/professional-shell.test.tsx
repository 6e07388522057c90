import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInProfessional } from '../features/schedule/test-utils.tsx';
import type * as ApiClient from '../lib/api-client.ts';
import { SessionProvider } from '../lib/session.tsx';
import { ToastProvider } from '../lib/toast.tsx';
import { ProfessionalShell } from './professional-shell.tsx';

vi.mock('../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}));
const { api } = await import('../lib/api-client.ts');

beforeEach(async () => {
  await signInProfessional();
  vi.mocked(api.get).mockReset().mockResolvedValue([]);
});
afterEach(cleanup);

function renderShell() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/professional/calendar']}>
          <SessionProvider>
            <Routes>
              <Route path="/professional" element={<ProfessionalShell />}>
                <Route path="calendar" element={<p>Calendar</p>} />
              </Route>
            </Routes>
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe("the professional shell's create menu", () => {
  it.each([
    ['Availability slot', 'New availability slot'],
    ['Event with a client', 'New session'],
    ['Group class', 'New group class'],
  ])('opens the %s dialog', async (choice, title) => {
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: /create/i }));
    await user.click(await screen.findByRole('menuitem', { name: choice }));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });
});
