import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Theme } from '@sessionbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n, storeSession, useTestConfig } from '../test/helpers.ts';
import { RootLayout } from './root-layout.tsx';

/** The root layout around a probe page, so only the theme rule is under test. */
async function themeAt(path: string, stored: Theme): Promise<string | undefined> {
  storeSession({ theme: stored, signedIn: false });
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '*', element: <p>probe</p> }] }],
    { initialEntries: [path] },
  );
  // As in main.tsx: the layout's lazily loaded live connection needs the query client once it arrives.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByText('probe');
  const theme = document.documentElement.dataset.theme;
  cleanup();
  return theme;
}

describe('the theme attribute', () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  afterEach(() => {
    cleanup();
    delete document.documentElement.dataset.theme;
  });

  it('draws /professional and /professional/… in the professional theme', async () => {
    expect(await themeAt('/professional', 'client')).toBe('professional');
    expect(await themeAt('/professional/clients', 'client')).toBe('professional');
  });

  it('draws /professionals (a client route) in the client theme, whatever the stored theme', async () => {
    expect(await themeAt('/professionals', 'professional')).toBe('client');
    expect(await themeAt('/professionals/p1/accept', 'professional')).toBe('client');
  });

  it('lets the stored theme decide on shared pages, also for look-alike prefixes', async () => {
    expect(await themeAt('/auth/signin', 'professional')).toBe('professional');
    expect(await themeAt('/@alex', 'client')).toBe('client');
    expect(await themeAt('/professionalism', 'client')).toBe('client');
  });
});

describe('the skip link', () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  afterEach(cleanup);

  it('has its target while a screen is still loading', async () => {
    storeSession({ theme: 'client', signedIn: false });
    const never = new Promise<never>(() => {});
    function Loading(): never {
      throw never;
    }
    const router = createMemoryRouter(
      [{ element: <RootLayout />, children: [{ path: '*', element: <Loading /> }] }],
      { initialEntries: ['/anywhere'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Skip to main content' });
    const main = await screen.findByRole('main');
    expect(main).toHaveTextContent('Loading');
    expect(document.querySelector(link.getAttribute('href')!)).toBe(main);
  });
});
