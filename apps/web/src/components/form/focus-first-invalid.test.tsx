import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setupI18n } from '../../test/helpers.ts';
import { Button } from '../ui/index.ts';
import { TextArea } from '../widgets/index.ts';
import { FormError } from './form-error.tsx';
import { TextField } from './text-field.tsx';
import { useGuardedSubmit } from './use-guarded-submit.ts';
import { useSchemaForm } from './use-schema-form.ts';

const schema = z.object({
  name: z.string().min(1, { error: 'validation.required' }),
  reason: z.string().min(1, { error: 'validation.required' }),
});

/**
 * A name typed into a registered input (react-hook-form can focus it), then a reason in a controlled
 * text area wired through Controller without a ref (as the app's date, time, list and text-area
 * widgets are), which react-hook-form cannot focus. `refuse` makes the "server" refuse the whole form
 * and take the button away, as a passed deadline does in the cancel-registration dialog.
 */
function Harness({ refuse = false }: { refuse?: boolean }) {
  const form = useSchemaForm(schema, { name: 'Ana', reason: '' });
  const submit = useGuardedSubmit(form, async () => {
    if (refuse) form.setError('root.server', { type: 'server', message: 'error.registration.deadline' });
  });
  const refused = form.formState.errors.root?.server !== undefined;
  return (
    <form noValidate onSubmit={submit}>
      <TextField label="Name" {...form.register('name')} error={form.formState.errors.name} />
      <Controller
        name="reason"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextArea
            label="Reason"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error}
            name={field.name}
          />
        )}
      />
      <FormError errors={form.formState.errors} submitted={form.formState.isSubmitted} />
      {!refused && <Button type="submit">Send</Button>}
    </form>
  );
}

describe('focus after a submit that did not go through', () => {
  beforeAll(setupI18n);
  afterEach(cleanup);

  it('goes to the first wrong field, one react-hook-form holds no ref to included, not the button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes to the first in reading order when several are wrong', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it('goes to the form’s message when the server refused it all and the button went away', async () => {
    const user = userEvent.setup();
    render(<Harness refuse />);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Ill');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});
