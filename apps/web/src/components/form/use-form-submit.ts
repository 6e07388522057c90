import { type BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useToast } from '../../lib/toast.tsx';
import { SERVER_ERROR_TYPE } from './field-errors.ts';
import { useGuardedSubmit } from './use-guarded-submit.ts';
import { useServerErrors } from './use-server-errors.ts';

export interface FormSubmitOptions<TValues extends FieldValues, TOutput, TResult> {
  /** The request, with the values the schema checked. */
  send: (values: TOutput) => Promise<TResult>;
  /**
   * The fields a server message may land on; the others go to the form's alert (FormError). All of the
   * form's fields when left out.
   */
  fields?: readonly FieldPath<TValues>[];
  /**
   * False for a form with no place for a server message (no FormError, or none the user could act on):
   * a 422 is then a toast like any other failure.
   */
  showFieldErrors?: boolean;
  /** The toast once the server accepted: an i18n key (`ns:key`), or one picked from the reply. */
  success?: string | ((result: TResult, values: TOutput) => string);
  /** What the form does with an accepted request: take the saved copy, close, move on. */
  onSuccess?: (result: TResult, values: TOutput) => void;
  /**
   * A failure this form answers in its own way (an expired link, a refusal said inside the form);
   * true when it did. Asked before the 422 field messages, so a field-bound warning (the 409 overlap)
   * can be told apart from a validation error.
   */
  onError?: (error: unknown, values: TOutput) => boolean;
  /**
   * True when the checked values need the user's word first (a confirmation dialog): nothing is sent
   * now, and the dialog sends them with `sendValues`.
   */
  askFirst?: (values: TOutput) => boolean;
}

export interface FormSubmit<TOutput> {
  /** The form's onSubmit: checks, sends once however often it is pressed, then answers. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while the request runs (for SubmitButton's `busy`). */
  busy: boolean;
  /** Sends values already checked, with the same answers: for the confirmation `askFirst` asked for. */
  sendValues: (values: TOutput) => Promise<void>;
}

/**
 * The submit flow of every form (issue 26, docs/product/errors.md#how-the-app-shows-errors): the schema
 * checks the values, one request goes out however often the button is pressed, success is a toast, a
 * 422's messages go next to their fields (docs/product/rules.md#server-field-errors) and the ones no
 * field owns to the form's alert, and any other failure (offline, no answer, a refusal) is an error
 * toast. Focus moves to the first wrong field after a refusal, as after the app's own checks.
 */
export function useFormSubmit<TValues extends FieldValues, TContext, TOutput, TResult>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  {
    send,
    fields,
    showFieldErrors = true,
    success,
    onSuccess,
    onError,
    askFirst,
  }: FormSubmitOptions<TValues, TOutput, TResult>,
): FormSubmit<TOutput> {
  const toast = useToast();
  const applyServerErrors = useServerErrors(form, fields);

  const sendValues = async (values: TOutput) => {
    try {
      const result = await send(values);
      onSuccess?.(result, values);
      const key = typeof success === 'function' ? success(result, values) : success;
      if (key) toast.success(key);
    } catch (error) {
      if (onError?.(error, values)) return;
      if (!(showFieldErrors && applyServerErrors(error))) toast.error(error);
    }
  };

  const onSubmit = useGuardedSubmit(form, async (values) => {
    if (!askFirst?.(values)) await sendValues(values);
  });

  return { onSubmit, busy: form.formState.isSubmitting, sendValues };
}

/** Says a refusal in the form's alert (FormError), where the user is looking, rather than in a toast. */
export function showFormError<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  key: string,
): void {
  form.setError('root.server', { type: SERVER_ERROR_TYPE, message: key });
}
