import '@testing-library/jest-dom/vitest';
import type { AppConfig } from '@sessionbook/domain';
import { cleanup, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { setConfig } from '../../lib/config.ts';
import { testUser } from '../../test/helpers.ts';
import { SignInPage } from './sign-in-page.tsx';
import { SignUpPage } from './sign-up-page.tsx';
import { renderAt } from './test-utils.tsx';

const { api, withMockApi, toast, withMockToast, session, withMockSession } = await vi.hoisted(
  () => import('../../test/mocks.ts'),
);
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);
vi.mock('../../lib/session.tsx', withMockSession);
// Google's link carries the stored theme; this one is not the default, to show it is read.
session.theme = 'professional';
const post = api.post;

function configure(google: boolean) {
  const config: AppConfig = {
    api: { url: 'http://app.localhost:3000/api/' },
    front: { url: 'http://app.localhost:3000', site_url: 'http://localhost:3000' },
    rules: {
      cookies: { enabled: true, type: 'banner' },
      error_tracking: { enabled: false, url: null },
      analytics: { enabled: false, id: null, tag_manager_id: null, heat_map_id: null },
      debug: false,
      google: { enabled: google },
      sms: { enabled: true },
      push: { enabled: false, public_key: null },
    },
  };
  setConfig(config);
}

const googleLink = () => screen.queryByRole('link', { name: 'Continue with Google' });

const user = testUser('client', {
  email: 'ana@example.com',
  full_name: 'Ana',
  client: null,
  professional: null,
});

describe('Continue with Google', { timeout: 30_000 }, () => {
  beforeEach(() => {
    post.mockReset();
    session.signIn.mockReset();
    toast.error.mockReset();
  });
  afterEach(() => {
    cleanup();
    setConfig(null);
  });

  it('is hidden unless the server has Google configured', () => {
    renderAt(<SignInPage />, '/auth/signin');
    expect(googleLink()).not.toBeInTheDocument();
    cleanup();
    configure(false);
    renderAt(<SignInPage />, '/auth/signin');
    expect(googleLink()).not.toBeInTheDocument();
    cleanup();
    renderAt(<SignUpPage theme="client" />, '/auth/signup/client');
    expect(googleLink()).not.toBeInTheDocument();
  });

  it('opens the server’s Google route with the sign-up page’s theme and the wanted page', () => {
    configure(true);
    renderAt(<SignUpPage theme="client" />, '/auth/signup/client?redirect=%2F%40alex');
    const url = new URL(googleLink()!.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('http://app.localhost:3000/api/auth/google');
    expect(url.searchParams.get('theme')).toBe('client');
    expect(url.searchParams.get('redirect')).toBe('/@alex');
    expect(url.searchParams.get('language')).toBe('en');
    cleanup();
    renderAt(<SignUpPage theme="professional" />, '/professional/auth/signup');
    const professional = new URL(googleLink()!.getAttribute('href')!);
    expect(professional.searchParams.get('theme')).toBe('professional');
    expect(professional.searchParams.has('redirect')).toBe(false);
  });

  it('is offered on sign-in in the stored theme', () => {
    configure(true);
    renderAt(<SignInPage />, '/auth/signin');
    expect(new URL(googleLink()!.getAttribute('href')!).searchParams.get('theme')).toBe('professional');
  });

  it('shows a failed Google sign-in as a translated error, and an unknown code as the generic one', () => {
    configure(true);
    renderAt(<SignInPage />, '/auth/signin?google_error=common.auth.google_use_password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You did not sign up with Google. Please sign in with your password.',
    );
    cleanup();
    renderAt(<SignInPage />, '/auth/signin?google_error=%3Cscript%3E');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('trades the temp token once through auth/refresh and signs in', async () => {
    post.mockResolvedValueOnce({ token: 'session-token', user });
    renderAt(
      <StrictMode>
        <SignInPage />
      </StrictMode>,
      '/auth/signin/the-ticket?redirect=/landed/here',
      '/auth/signin/:tempToken?',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in with Google…');
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('auth/refresh', undefined, { token: 'the-ticket' });
    expect(session.signIn).toHaveBeenCalledWith({ token: 'session-token', user });
  });

  it('shows the expired sign-in error when the temp token no longer works', async () => {
    post.mockRejectedValueOnce(new ApiError(401, 'Unauthenticated.', 'common.auth.invalid_login_token'));
    renderAt(<SignInPage />, '/auth/signin/used-ticket', '/auth/signin/:tempToken?');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sign-in has expired. Please sign in again.',
    );
    expect(screen.getByRole('button', { name: /^sign in$/i })).toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
