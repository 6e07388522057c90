import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from './text-field.tsx';

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

export interface NewPasswordFieldsProps<T extends FieldValues & NewPasswordValues> {
  form: UseFormReturn<T>;
  label: ReactNode;
  hint: ReactNode;
  confirmationLabel: ReactNode;
}

/**
 * A new password and its repetition, as sign-up, reset and change-password ask for them: both marked
 * `new-password`, so password managers offer to generate one and save it for the account.
 */
export function NewPasswordFields<T extends FieldValues & NewPasswordValues>({
  form,
  label,
  hint,
  confirmationLabel,
}: NewPasswordFieldsProps<T>) {
  const errors = form.formState.errors as FieldErrors<NewPasswordValues>;
  // The two names exist on every T (its constraint); react-hook-form's Path<T> cannot see that.
  const password = 'password' as Path<T>;
  const confirmation = 'password_confirmation' as Path<T>;
  return (
    <>
      <TextField
        label={label}
        hint={hint}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...form.register(password)}
      />
      <TextField
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation}
        {...form.register(confirmation)}
      />
    </>
  );
}
