import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { keepPressesOnPrerenderedSignIn } from '../../lib/prerendered-sign-in.ts';
import { testUser } from '../../test/helpers.ts';
import { SignInPage } from './sign-in-page.tsx';
import { renderAt } from './test-utils.tsx';

const { api, withMockApi, toast, withMockToast, session, withMockSession } = await vi.hoisted(
  () => import('../../test/mocks.ts'),
);
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);
vi.mock('../../lib/session.tsx', withMockSession);
const post = api.post;

const user = testUser('client', {
  email: 'ana@example.com',
  full_name: 'Ana',
  client: null,
  professional: null,
});

async function signInWith(email: string, password: string) {
  const actor = userEvent.setup();
  await actor.type(screen.getByLabelText(/e-mail address/i), email);
  await actor.type(screen.getByLabelText(/^password$/i), password);
  return actor;
}

describe('SignInPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    post.mockReset();
    session.signIn.mockReset();
    toast.error.mockReset();
  });
  afterEach(cleanup);

  it('takes the place of the form the HTML carried, keeping what was typed and where', async () => {
    // What apps/web/prerender-sign-in.ts puts before the app's root (lib/prerendered-sign-in.ts).
    const prerendered = document.createElement('div');
    prerendered.id = 'prerendered-sign-in';
    prerendered.innerHTML =
      '<form method="dialog"><input name="email" value="ana@example.com"><input name="password" type="password"></form>';
    document.body.prepend(prerendered);
    prerendered.querySelector<HTMLInputElement>('input[name=password]')!.focus();
    renderAt(<SignInPage />, '/auth/signin');

    expect(document.getElementById('prerendered-sign-in')).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByLabelText(/e-mail address/i)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^password$/i)).toHaveFocus();
  });

  it('sends what "Sign in" in the HTML\'s form asked for once the app was running', async () => {
    post.mockRejectedValueOnce(new ApiError(401, 'common.auth.credentials', 'common.auth.credentials'));
    const prerendered = document.createElement('div');
    prerendered.id = 'prerendered-sign-in';
    prerendered.innerHTML =
      '<form method="dialog"><input name="email" value="ana@example.com"><input name="password" value="secret"><button>Sign in</button></form>';
    document.body.prepend(prerendered);
    keepPressesOnPrerenderedSignIn();
    prerendered.querySelector('form')!.requestSubmit();
    renderAt(<SignInPage />, '/auth/signin');

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('auth/login', { email: 'ana@example.com', password: 'secret' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match');
  });

  it('sends a press of "Sign in" begun on the HTML\'s form and ended on the app\'s, and only there', async () => {
    const prerender = () => {
      const prerendered = document.createElement('div');
      prerendered.id = 'prerendered-sign-in';
      prerendered.innerHTML =
        '<form method="dialog"><input name="email" value="ana@example.com"><input name="password" value="secret"><button type="submit">Sign in</button></form>';
      document.body.prepend(prerendered);
      keepPressesOnPrerenderedSignIn();
      // The press begins on the HTML's "Sign in"; the app's form takes over before it ends.
      prerendered.querySelector('button')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    };
    const lift = (on: Element) => on.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));

    prerender();
    renderAt(<SignInPage />, '/auth/signin');
    lift(screen.getByRole('link', { name: /forgot your password/i }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(post).not.toHaveBeenCalled();
    cleanup();

    post.mockRejectedValueOnce(new ApiError(401, 'common.auth.credentials', 'common.auth.credentials'));
    prerender();
    renderAt(<SignInPage />, '/auth/signin');
    lift(screen.getByRole('button', { name: /^sign in$/i }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('auth/login', { email: 'ana@example.com', password: 'secret' }),
    );
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('shows the credentials error near the form on 401', async () => {
    post.mockRejectedValueOnce(new ApiError(401, 'common.auth.credentials', 'common.auth.credentials'));
    renderAt(<SignInPage />, '/auth/signin');
    const actor = await signInWith('ana@example.com', 'wrong password');
    await actor.click(screen.getByRole('button', { name: /^sign in$/i }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These credentials do not match our records.');
    expect(session.signIn).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says in the form when the account must wait, pointing to the password reset', async () => {
    post.mockRejectedValueOnce(new ApiError(429, 'x', 'common.auth.too_many_attempts'));
    renderAt(<SignInPage />, '/auth/signin');
    const actor = await signInWith('ana@example.com', 'a guess');
    await actor.click(screen.getByRole('button', { name: /^sign in$/i }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts for this account');
    expect(alert).toHaveTextContent('reset your password');
    expect(screen.getByRole('link', { name: /forgot your password/i })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('offers to resend the activation e-mail when the account is not activated', async () => {
    post.mockRejectedValueOnce(new ApiError(403, 'not activated', 'common.auth.not_activated'));
    post.mockResolvedValueOnce({ ok: true });
    renderAt(<SignInPage />, '/auth/signin');
    const actor = await signInWith('ana@example.com', 'long enough');
    await actor.click(screen.getByRole('button', { name: /^sign in$/i }));
    await actor.click(await screen.findByRole('button', { name: /resend activation/i }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('auth/resend-activation', { email: 'ana@example.com' }),
    );
    expect(toast.success).toHaveBeenCalled();
  });

  it('sends one request on a double submit and follows a safe redirect', async () => {
    let answer: (value: unknown) => void = () => undefined;
    post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderAt(<SignInPage />, '/auth/signin?redirect=/landed/here');
    const actor = await signInWith('ana@example.com', 'long enough');
    const submit = screen.getByRole('button', { name: /^sign in$/i });
    await actor.dblClick(submit);
    await actor.keyboard('{Enter}');
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(post).toHaveBeenCalledTimes(1);

    answer({ token: 't', user });
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(session.signIn).toHaveBeenCalledWith({ token: 't', user });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('ignores an off-site redirect', async () => {
    post.mockResolvedValueOnce({ token: 't', user });
    renderAt(<SignInPage />, '/auth/signin?redirect=//evil.example/x');
    const actor = await signInWith('ana@example.com', 'long enough');
    await actor.keyboard('{Enter}');
    await waitFor(() => expect(session.signIn).toHaveBeenCalled());
    expect(screen.queryByText('landed')).not.toBeInTheDocument();
  });
  it('fills in the address sign-up found taken and waits for the password', async () => {
    post.mockResolvedValueOnce({ token: 'token', user });
    renderAt(<SignInPage />, {
      pathname: '/auth/signin',
      search: '?redirect=/landed/class',
      state: { email: 'ana@example.com' },
    });
    expect(screen.getByLabelText(/e-mail address/i)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^password$/i)).toHaveFocus();
    await userEvent.setup().type(screen.getByLabelText(/^password$/i), 'long enough{Enter}');
    expect(post).toHaveBeenCalledWith('auth/login', { email: 'ana@example.com', password: 'long enough' });
    expect(await screen.findByText('landed')).toBeInTheDocument();
  });

  it('keeps the wanted page on the sign-up links', () => {
    renderAt(<SignInPage />, '/auth/signin?redirect=%2F%40alex');
    expect(screen.getByRole('link', { name: 'Sign up as a client' })).toHaveAttribute(
      'href',
      '/auth/signup/client?redirect=%2F%40alex',
    );
    expect(screen.getByRole('link', { name: 'Sign up as a professional' })).toHaveAttribute(
      'href',
      '/professional/auth/signup?redirect=%2F%40alex',
    );
  });
});
