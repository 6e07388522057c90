import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { setupI18n, storeSession, testUser } from '../../test/helpers.ts';
import { AsOf, formatLoadedAt, type ShownQuery } from './as-of.tsx';

const NOW = new Date('2027-03-10T13:30:00Z');
/** Loaded at 13:05 UTC: 14:05 in Amsterdam, 18:35 in Kolkata. */
const loaded: ShownQuery = {
  data: [],
  dataUpdatedAt: Date.parse('2027-03-10T13:05:00Z'),
  isRefetchError: false,
};

function show(queries: ShownQuery[], timezone = 'Europe/Amsterdam') {
  storeSession({ theme: 'client', signedIn: true, user: testUser('client', { timezone }) });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SessionProvider>
          <AsOf queries={queries} now={NOW} />
        </SessionProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('the "as of" marker of what was last loaded', () => {
  beforeAll(setupI18n);
  afterEach(async () => {
    cleanup();
    act(() => onlineManager.setOnline(true));
    await setLanguage('en');
  });

  it('shows nothing while online and fresh', () => {
    show([loaded]);
    expect(screen.queryByText(/as of/i)).not.toBeInTheDocument();
  });

  it("offline, says when the shown data was loaded, in the reader's zone, and why", () => {
    act(() => onlineManager.setOnline(false));
    show([loaded]);
    expect(screen.getByText(/^As of 2:05\sPM$/)).toBeInTheDocument();
    expect(screen.getByText(/you are offline: this is what was last loaded/i)).toHaveClass('visually-hidden');
    cleanup();
    show([loaded], 'Asia/Kolkata');
    expect(screen.getByText(/^As of 6:35\sPM$/)).toBeInTheDocument();
  });

  it('online, after a failed refresh, says so too; the oldest of the shown loads counts', () => {
    const older = { ...loaded, dataUpdatedAt: Date.parse('2027-03-10T12:50:00Z'), isRefetchError: true };
    show([loaded, older, { dataUpdatedAt: 0, isRefetchError: true }]);
    expect(screen.getByText(/^As of 1:50\sPM$/)).toBeInTheDocument();
    expect(screen.getByText(/could not be refreshed/i)).toBeInTheDocument();
  });

  it('names the day when it was not today, and reads in every language', async () => {
    expect(formatLoadedAt(new Date('2027-03-08T08:00:00Z'), NOW, 'en', 'Europe/Amsterdam')).toMatch(
      /^Mon, Mar 8, 9:00\sAM$/,
    );
    act(() => onlineManager.setOnline(false));
    const expected = {
      es: 'Actualizado: 14:05',
      nl: 'Stand van 14:05',
      pt: 'Atualizado: 14:05',
      'pt-br': 'Atualizado: 14:05',
    };
    for (const [language, text] of Object.entries(expected)) {
      await act(async () => void (await setLanguage(language as 'es')));
      show([loaded]);
      expect(screen.getByText(text)).toBeInTheDocument();
      cleanup();
    }
  });
});
