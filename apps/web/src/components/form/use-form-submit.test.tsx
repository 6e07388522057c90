import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { OFFLINE_CODE } from '../../lib/offline-code.ts';
import { ToastProvider } from '../../lib/toast.tsx';
import { setupI18n } from '../../test/helpers.ts';
import { FormError } from './form-error.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextField } from './text-field.tsx';
import { showFormError, useFormSubmit, type FormSubmitOptions } from './use-form-submit.ts';
import { useSchemaForm } from './use-schema-form.ts';

const schema = z.object({ name: z.string().min(1, 'validation.required'), city: z.string() });
type Values = z.infer<typeof schema>;
type Options = Partial<FormSubmitOptions<Values, Values, string>>;

function Harness({
  options,
}: {
  options: Options & Pick<FormSubmitOptions<Values, Values, string>, 'send'>;
}) {
  const form = useSchemaForm(schema, { name: '', city: '' });
  const { onSubmit, busy } = useFormSubmit(form, options);
  const { register, formState } = form;
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField label="Name" error={formState.errors.name} {...register('name')} />
      <TextField label="City" error={formState.errors.city} {...register('city')} />
      <FormError errors={formState.errors} submitted={formState.isSubmitted} />
      <SubmitButton busy={busy}>Save</SubmitButton>
    </form>
  );
}

/** Harness whose onError says a 409 in the form: showFormError needs the form itself. */
function RefusalHarness({ send }: { send: (values: Values) => Promise<string> }) {
  const form = useSchemaForm(schema, { name: '', city: '' });
  const { onSubmit, busy } = useFormSubmit(form, {
    send,
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return false;
      showFormError(form, 'network_errors.409');
      return true;
    },
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField label="Name" error={form.formState.errors.name} {...form.register('name')} />
      <FormError errors={form.formState.errors} submitted={form.formState.isSubmitted} />
      <SubmitButton busy={busy}>Save</SubmitButton>
    </form>
  );
}

async function fillAndSave(name = 'Ann') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

const rejected = (error: unknown) => vi.fn<(values: Values) => Promise<string>>().mockRejectedValue(error);

describe('useFormSubmit', () => {
  beforeAll(setupI18n);
  afterEach(cleanup);

  it('sends the checked values, then runs onSuccess and shows the success toast', async () => {
    const send = vi.fn<(values: Values) => Promise<string>>().mockResolvedValue('saved');
    const onSuccess = vi.fn();
    render(
      <ToastProvider>
        <Harness options={{ send, success: 'account:social.saved', onSuccess }} />
      </ToastProvider>,
    );
    await fillAndSave();
    expect(send).toHaveBeenCalledWith({ name: 'Ann', city: '' });
    expect(onSuccess).toHaveBeenCalledWith('saved', { name: 'Ann', city: '' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your links were saved.');
  });

  it('picks the success toast from the reply', async () => {
    const send = vi.fn<(values: Values) => Promise<string>>().mockResolvedValue('account:social.saved');
    render(
      <ToastProvider>
        <Harness options={{ send, success: (result) => result }} />
      </ToastProvider>,
    );
    await fillAndSave();
    expect(await screen.findByRole('status')).toHaveTextContent('Your links were saved.');
  });

  it('sends nothing while the schema finds a field wrong, and focuses it', async () => {
    const send = vi.fn<(values: Values) => Promise<string>>();
    render(
      <ToastProvider>
        <Harness options={{ send }} />
      </ToastProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it("puts a 422's messages on their fields and the ones no field owns in the form's alert", async () => {
    const send = rejected(
      new ApiError(422, 'Invalid', 'validation', {
        city: ['validation.required'],
        token: ['validation.invalid'],
      }),
    );
    render(
      <ToastProvider>
        <Harness options={{ send }} />
      </ToastProvider>,
    );
    await fillAndSave();
    const city = screen.getByRole('textbox', { name: 'City' });
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    expect(city).toHaveAccessibleDescription('This field is required.');
    await waitFor(() => expect(city).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    // The form's alert names the message no field owns; no toast repeats it.
    expect(document.querySelector('.form-error')).toHaveTextContent('Invalid entry. Please try again.');
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('limits the fields a server message may land on to `fields`', async () => {
    const send = rejected(new ApiError(422, 'Invalid', 'validation', { city: ['validation.required'] }));
    render(
      <ToastProvider>
        <Harness options={{ send, fields: ['name'] }} />
      </ToastProvider>,
    );
    await fillAndSave();
    await waitFor(() =>
      expect(document.querySelector('.form-error')).toHaveTextContent('This field is required.'),
    );
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows a change refused offline, no answer and an unexpected failure as error toasts', async () => {
    for (const [error, text] of [
      [new ApiError(0, 'Offline', OFFLINE_CODE), 'You are offline, so this change was not made.'],
      [new ApiError(0, 'Failed to fetch'), 'We could not reach the server.'],
      [new TypeError('boom'), 'Something went wrong. Please try again later.'],
    ] as const) {
      render(
        <ToastProvider>
          <Harness options={{ send: rejected(error) }} />
        </ToastProvider>,
      );
      await fillAndSave();
      const toast = await screen.findByText((_, node) => node?.className === 'toast__text');
      expect(toast.textContent).toContain(text);
      // The fields were fine; nothing is marked wrong.
      expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
      cleanup();
    }
  });

  it('makes a 422 a toast for a form that has no place for server messages', async () => {
    const send = rejected(
      new ApiError(422, 'Invalid', 'validation', { name: ['validation.username_taken'] }),
    );
    render(
      <ToastProvider>
        <Harness options={{ send, showFieldErrors: false }} />
      </ToastProvider>,
    );
    await fillAndSave();
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('lets the form answer a failure itself, with no toast', async () => {
    render(
      <ToastProvider>
        <RefusalHarness send={rejected(new ApiError(409, 'Conflict'))} />
      </ToastProvider>,
    );
    await fillAndSave();
    await waitFor(() =>
      expect(document.querySelector('.form-error')).toHaveTextContent(
        'Something went wrong. Please try again.',
      ),
    );
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('sends one request however fast the form is submitted twice', async () => {
    let resolve: (value: string) => void = () => undefined;
    const send = vi.fn<(values: Values) => Promise<string>>(
      () => new Promise<string>((done) => (resolve = done)),
    );
    render(
      <ToastProvider>
        <Harness options={{ send, success: 'account:social.saved' }} />
      </ToastProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    const form = screen.getByRole('textbox', { name: 'Name' }).closest('form')!;
    // Two submits before React re-renders the busy button: the second must be dropped.
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    resolve('saved');
    expect(await screen.findByRole('status')).toHaveTextContent('Your links were saved.');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('holds the values for askFirst and sends them with sendValues', async () => {
    const send = vi.fn<(values: Values) => Promise<string>>().mockResolvedValue('saved');
    let held: Values | null = null;
    function Confirming() {
      const form = useSchemaForm(schema, { name: '', city: '' });
      const { onSubmit, sendValues } = useFormSubmit(form, {
        send,
        success: 'account:social.saved',
        askFirst: (values) => {
          held = values;
          return true;
        },
      });
      return (
        <form noValidate onSubmit={onSubmit}>
          <TextField label="Name" {...form.register('name')} />
          <SubmitButton busy={false}>Save</SubmitButton>
          <button type="button" onClick={() => held && void sendValues(held)}>
            Confirm
          </button>
        </form>
      );
    }
    render(
      <ToastProvider>
        <Confirming />
      </ToastProvider>,
    );
    const user = await fillAndSave();
    await waitFor(() => expect(held).toEqual({ name: 'Ann', city: '' }));
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(send).toHaveBeenCalledWith({ name: 'Ann', city: '' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your links were saved.');
  });
});
