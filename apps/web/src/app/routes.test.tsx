import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, getSessionState } from '../lib/session-store.ts';
import { setupI18n, storeSession, testUser, useTestConfig } from '../test/helpers.ts';
import { mountRoutes as mount, where } from './test-utils.tsx';

describe('route guards (docs/product/screens.md#route-guards)', () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  afterEach(cleanup);

  it('sends a visitor on a professional page to sign-in with the wanted path, remembering the theme', async () => {
    storeSession({ theme: 'client', signedIn: false });
    const router = mount('/professional/clients?tab=pending');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(where(router)).toBe('/auth/signin?redirect=%2Fprofessional%2Fclients%3Ftab%3Dpending');
    expect(getSessionState().theme).toBe('professional');
  });

  it('sends a visitor on a client page to the client sign-in', async () => {
    storeSession({ theme: 'client', signedIn: false });
    const router = mount('/settings');
    await screen.findByRole('heading', { level: 1 });
    expect(where(router)).toBe('/auth/signin?redirect=%2Fsettings');
  });

  it('sends a signed-in user away from guest-only pages to their calendar', async () => {
    storeSession({ theme: 'professional', signedIn: true });
    const router = mount('/auth/signin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    expect(where(router)).toBe('/professional/calendar');
  });

  it('sends a signed-in user on a guest page with a safe redirect to that page, never off-site', async () => {
    storeSession({ theme: 'professional', signedIn: true });
    const router = mount('/auth/signin?redirect=%2Fprofessional%2Fclients');
    await screen.findByRole('heading', { level: 1 });
    expect(where(router)).toBe('/professional/clients');
    cleanup();
    const offSite = mount('/auth/signin?redirect=%2F%2Fevil.example%2Fx');
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    expect(where(offSite)).toBe('/professional/calendar');
  });

  it('lets the stored theme decide the landing calendar', async () => {
    storeSession({ theme: 'professional', signedIn: true });
    const router = mount('/');
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    expect(where(router)).toBe('/professional/calendar');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create new' })).toBeInTheDocument();
  });

  it('lands a signed-in user on the calendar of a role they have, whatever theme the device kept', async () => {
    storeSession({ theme: 'client', signedIn: true, user: testUser('professional', { client: null }) });
    const home = mount('/');
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    expect(where(home)).toBe('/professional/calendar');
    cleanup();
    const guestPage = mount('/auth/signin');
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    expect(where(guestPage)).toBe('/professional/calendar');
  });

  it('sends a visitor with a stored professional theme from / to the shared sign-in', async () => {
    storeSession({ theme: 'professional', signedIn: false });
    const router = mount('/');
    await screen.findByRole('heading', { level: 1 });
    expect(where(router)).toBe('/auth/signin');
  });

  it('redirects /auth/signup to the professional sign-up and /client to /', async () => {
    storeSession({ theme: 'client', signedIn: false });
    const router = mount('/auth/signup');
    await screen.findByRole('heading', { level: 1 });
    expect(where(router)).toBe('/professional/auth/signup');
    await act(() => router.navigate('/client'));
    expect(where(router)).toBe('/auth/signin');
  });

  it('shows a client without a professional profile what a professional page is for, in the client look', async () => {
    storeSession({ theme: 'client', signedIn: true, user: testUser('client', { professional: null }) });
    const router = mount('/professional/vouchers');
    await screen.findByRole('heading', { level: 1, name: 'This page is for professionals' });
    expect(where(router)).toBe('/professional/vouchers');
    expect(screen.getByRole('button', { name: 'Use Sessionbook as a professional too' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my calendar' })).toHaveAttribute('href', '/calendar');
    // The navigation and accent of the role the user has: no create button, the client's links.
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create new' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Professionals' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('client');
  });

  it('never strands a professional without a client profile on a client page: a clear page, not failed loads', async () => {
    storeSession({ theme: 'professional', signedIn: true, user: testUser('professional', { client: null }) });
    const router = mount('/calendar?event=e1&date=2027-03-18');
    await screen.findByRole('heading', { level: 1, name: 'This page is for clients' });
    expect(where(router)).toBe('/calendar?event=e1&date=2027-03-18');
    expect(screen.getByRole('link', { name: 'Back to my calendar' })).toHaveAttribute(
      'href',
      '/professional/calendar',
    );
    expect(await screen.findByRole('button', { name: 'Create new' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('professional');
    expect(getSessionState().theme).toBe('professional');
  });

  it('opens an account page of a role the user lacks as the same page in their own role, query kept', async () => {
    storeSession({ theme: 'client', signedIn: true, user: testUser('professional', { client: null }) });
    const settings = mount('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(where(settings)).toBe('/professional/settings');
    cleanup();
    const verify = mount('/profile/email/verify');
    await screen.findByRole('heading', { level: 1, name: 'E-mail verification' });
    expect(where(verify)).toBe('/professional/profile/email/verify');
    expect(document.documentElement.dataset.theme).toBe('professional');
    cleanup();
    const notifications = mount('/profile/edit/notifications?from=mail');
    await screen.findByRole('heading', { level: 1 });
    expect(where(notifications)).toBe('/professional/profile/notifications?from=mail');
  });

  it('switches a user with both roles to the role of the page a link opens', async () => {
    storeSession({ theme: 'client', signedIn: true });
    const router = mount('/professional/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(where(router)).toBe('/professional/settings');
    expect(getSessionState().theme).toBe('professional');
    expect(document.documentElement.dataset.theme).toBe('professional');
  });

  it('forwards the professional sign-in to the shared one with its redirect and the address sign-up handed over', async () => {
    storeSession({ theme: 'client', signedIn: false });
    const router = mount({
      pathname: '/professional/auth/signin',
      search: '?redirect=%2Fprofessional%2Fclients',
      state: { email: 'ana@example.test' },
    });
    expect(await screen.findByLabelText(/^e-mail address$/i)).toHaveValue('ana@example.test');
    expect(where(router)).toBe('/auth/signin?redirect=%2Fprofessional%2Fclients');
    expect(getSessionState().theme).toBe('professional');
  });

  it('stores an invite slug and leads a visitor to the client sign-up', async () => {
    storeSession({ theme: 'professional', signedIn: false });
    mount('/invite/abc123');
    // The welcome names the inviting professional (here the lookup has no server) and links to sign-up.
    expect(await screen.findByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/auth/signup/client',
    );
    expect(localStorage.getItem('invite_slug')).toBe('abc123');
    expect(getSessionState().theme).toBe('client');
  });

  it('opens the professional calendar for a decline link and keeps the id', async () => {
    storeSession({ theme: 'professional', signedIn: true });
    const router = mount('/professional/event-registrations/r9/decline');
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    expect(where(router)).toBe('/professional/calendar?decline=r9');
  });

  it('shows the settings with their real content, and a public profile for @username', async () => {
    storeSession({ theme: 'professional', signedIn: true });
    const router = mount('/professional/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Delete account' })).toBeInTheDocument();
    await act(() => router.navigate('/@ana'));
    // No server in this test: the profile page shows its load failure, inside the signed-in user's
    // navigation, with the way back to their calendar (issue 25).
    expect(await screen.findByText('The profile could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('shows a guest the public profile without the app navigation', async () => {
    storeSession({ theme: 'client', signedIn: false });
    mount('/@ana');
    expect(await screen.findByText('The profile could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('returns to sign-in as soon as the session is cleared (401)', async () => {
    storeSession({ theme: 'client', signedIn: true });
    const router = mount('/professionals');
    await screen.findByRole('heading', { level: 1, name: 'Your professionals' });
    act(() => clearSession());
    await screen.findByRole('heading', { level: 1 });
    expect(where(router)).toBe('/auth/signin?redirect=%2Fprofessionals');
  });
});
