import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { testUser } from '../../test/helpers.ts';
import { SignUpPage } from './sign-up-page.tsx';
import { renderAt } from './test-utils.tsx';

const { api, withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);
const post = api.post;

async function fill(values: Partial<Record<'email' | 'repeat' | 'password' | 'again' | 'username', string>>) {
  const user = userEvent.setup();
  const type = async (label: RegExp, value: string | undefined) => {
    if (value !== undefined) await user.type(screen.getByLabelText(label), value);
  };
  await type(/^e-mail address$/i, values.email);
  await type(/repeat e-mail/i, values.repeat);
  await type(/^password$/i, values.password);
  await type(/repeat password/i, values.again);
  await type(/username/i, values.username);
  return user;
}

describe('SignUpPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    post.mockReset();
    toast.error.mockReset();
  });
  afterEach(cleanup);

  it('shows the shared schema errors without calling the API', async () => {
    renderAt(<SignUpPage theme="professional" />);
    const user = await fill({
      email: 'ana@example.com',
      repeat: 'ana@example.org',
      password: 'short',
      again: 'short',
      username: 'ana maria',
    });
    await user.click(screen.getByRole('button', { name: /create account/i }));

    expect(await screen.findByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText(/without spaces/i)).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms and the privacy policy.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^password$/i)).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();

    // Zod checks the cross-field rules once every field is valid on its own.
    await user.clear(screen.getByLabelText(/^password$/i));
    await user.type(screen.getByLabelText(/^password$/i), 'long enough');
    await user.clear(screen.getByLabelText(/username/i));
    await user.type(screen.getByLabelText(/username/i), 'ana.maria');
    await user.click(screen.getByRole('checkbox', { name: /agree/i }));
    await user.click(screen.getByRole('button', { name: /create account/i }));
    expect(await screen.findByText('The e-mail addresses do not match.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('says what the username is for: a public link for a professional, the account for a client', async () => {
    renderAt(<SignUpPage theme="professional" />);
    expect(screen.getByLabelText(/username/i)).toHaveAccessibleDescription(/forms your public link/);
    cleanup();
    renderAt(<SignUpPage theme="client" />);
    const username = screen.getByLabelText(/username/i);
    expect(username).toHaveAccessibleDescription(/identifies your account/);
    expect(username).not.toHaveAccessibleDescription(/public link/);
  });

  it('clears a field error as soon as the field is edited', async () => {
    renderAt(<SignUpPage theme="client" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /create account/i }));
    const email = screen.getByLabelText(/^e-mail address$/i);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    await user.type(email, 'a');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('maps a 422 reply onto the fields, in sentence case, and sends language, time zone and theme', async () => {
    post.mockRejectedValueOnce(
      new ApiError(422, 'The given data was invalid.', 'validation', {
        email: ['validation.email_taken'],
        username: ['validation.username_taken'],
      }),
    );
    renderAt(<SignUpPage theme="client" />);
    const user = await fill({
      email: 'ana@example.com',
      repeat: 'ana@example.com',
      password: 'long enough',
      again: 'long enough',
      username: 'ana',
    });
    await user.click(screen.getByRole('checkbox', { name: /agree/i }));
    await user.click(screen.getByRole('button', { name: /create account/i }));

    // The server's messages read as the catalogue writes them, like the app's own (decision 0037).
    expect(await screen.findByText('This e-mail address is already in use.')).toBeInTheDocument();
    expect(screen.getByText('This username is already taken.')).toBeInTheDocument();
    const email = screen.getByLabelText(/^e-mail address$/i);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledWith(
      'auth/register',
      expect.objectContaining({ email: 'ana@example.com', theme: 'client', agree: true, language: 'en' }),
    );
    const body = post.mock.calls[0]?.[1] as { timezone?: string };
    expect(typeof body.timezone).toBe('string');
  });

  it('offers an address that already has an account to sign in instead, keeping where the visitor was going', async () => {
    post.mockRejectedValueOnce(
      new ApiError(422, 'The given data was invalid.', 'common.auth.email_taken', {
        email: ['validation.email_taken'],
      }),
    );
    const wanted = '/calendar?professional=pp1&event=e1';
    renderAt(<SignUpPage theme="client" />, `/auth/signup/client?redirect=${encodeURIComponent(wanted)}`);
    const user = await fill({
      email: 'ana@example.com',
      repeat: 'ana@example.com',
      password: 'long enough',
      again: 'long enough',
      username: 'ana',
    });
    await user.click(screen.getByRole('checkbox', { name: /agree/i }));
    await user.click(screen.getByRole('button', { name: /create account/i }));

    const instead = await screen.findByRole('link', { name: 'Sign in with this address' });
    expect(instead).toHaveAttribute('href', `/auth/signin?redirect=${encodeURIComponent(wanted)}`);
    expect(screen.getByText('This e-mail address is already in use.')).toBeInTheDocument();
    // Next after the field in reading and tab order: the field has focus, the offer is one Tab away.
    expect(screen.getByLabelText(/^e-mail address$/i)).toHaveFocus();
    await user.tab();
    expect(instead).toHaveFocus();
    // The address does not travel in the link (docs/security.md).
    expect(instead.getAttribute('href')).not.toContain('ana');

    // Another address: the offer goes.
    await user.type(screen.getByLabelText(/^e-mail address$/i), 'x');
    expect(screen.queryByRole('link', { name: 'Sign in with this address' })).not.toBeInTheDocument();
  });

  it('goes to the check-your-e-mail page with the address after 201', async () => {
    post.mockResolvedValueOnce({ user: testUser('professional', { activated: false }) });
    renderAt(<SignUpPage theme="professional" />, '/');
    const user = await fill({
      email: 'Ana@Example.com',
      repeat: 'ana@example.com',
      password: 'long enough',
      again: 'long enough',
      username: 'ana',
    });
    await user.click(screen.getByRole('checkbox', { name: /agree/i }));
    await user.click(screen.getByRole('button', { name: /create account/i }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toMatchObject({ email: 'ana@example.com', theme: 'professional' });
  });

  it('toggles the password between hidden and shown', async () => {
    renderAt(<SignUpPage theme="professional" />);
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^password$/i);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    const [toggle] = screen.getAllByRole('button', { name: /show password/i });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle!);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle!);
    expect(password).toHaveAttribute('type', 'password');
  });
});
