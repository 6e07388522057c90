/**
 * What the create and edit dialogs do with their request (docs/product/screens.md#dialogs,
 * docs/product/rules.md#overlap-warning): success
 * → toast, close; 409 `error.event.overlap` → a warning the professional may confirm, which resends with
 * `allow_overlap`; 422 → each message next to its field (or its tag); anything else → an error toast.
 * One request at a time: `useFormSubmit` drops a second submit while the first runs.
 * While a submit rule holds the form back (`block`), the button stays in the Tab order (issue 25: a
 * disabled "Create class" was skipped): pressing it shows what is missing, field by field, and moves
 * focus to the first of them, or to the line under the fields that says what is missing.
 */
import { type SubmitBlock } from '../model/submit-rules.ts';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import {
  formOfEvent,
  isApiError,
  useFocusFirstInvalidAfterRender,
  useFormSubmit,
  useServerErrors,
} from '../../../components/form/index.ts';
import { splitTagErrors, toFormFields } from './server-errors.ts';

export const OVERLAP_CODE = 'error.event.overlap';

export const isOverlapWarning = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && error.code === OVERLAP_CODE;

export interface SaveFlowOptions<TOutput> {
  /** Form fields that can show a server message. */
  fields: readonly string[];
  send: (values: TOutput, allowOverlap: boolean) => Promise<unknown>;
  /** `schedule:toasts.…` */
  successKey: string;
  onDone: () => void;
  /** The tag a server key is about (`client_emails.1` → `pat@example.com`), for the tag input. */
  tagOf?: (key: string) => string | undefined;
  /** Why the form cannot be sent yet (the domain's submit rules), or null. */
  block: SubmitBlock | null;
}

/** The line of components/submit-row.tsx that says what holds the form back. */
export const BLOCK_LINE = '.schedule-form__block';

export function useSaveFlow<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  { fields, send, successKey, onDone, tagOf, block }: SaveFlowOptions<TOutput>,
) {
  const applyServerErrors = useServerErrors(form, fields as readonly FieldPath<TValues>[]);
  const [overlap, setOverlap] = useState(false);
  const [tagErrors, setTagErrors] = useState<Record<string, string[]>>({});
  const allowOverlap = useRef(false);

  // A warning or a tag message is about the values that were sent; an edit makes it stale.
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((_values, { type, name }) => {
      if (type !== 'change') return;
      setOverlap(false);
      if (name === 'contacts') setTagErrors({});
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const focusFirstInvalid = useFocusFirstInvalidAfterRender();
  const { onSubmit: sendNow } = useFormSubmit(form, {
    send: (values) => send(values, allowOverlap.current),
    success: successKey,
    onSuccess: onDone,
    onError: (error) => {
      if (isOverlapWarning(error)) {
        setOverlap(true);
        return true;
      }
      setOverlap(false);
      // The server names the request's fields, not the form's: showFieldErrors maps them first.
      return showFieldErrors(error);
    },
  });

  const submit = async (event?: BaseSyntheticEvent) => {
    if (block === null) return sendNow(event);
    event?.preventDefault();
    await form.trigger();
    focusFirstInvalid(formOfEvent(event), BLOCK_LINE);
  };

  function showFieldErrors(error: unknown): boolean {
    if (!isApiError(error)) return false;
    const { tags, rest } = splitTagErrors(error.fieldErrors, tagOf);
    setTagErrors(tags);
    const fieldErrors = toFormFields(rest);
    const shown =
      Object.keys(fieldErrors).length > 0 && applyServerErrors({ status: error.status, fieldErrors });
    return shown || Object.keys(tags).length > 0;
  }

  /** "Book anyway": the same form, sent again with `allow_overlap: true`. */
  const confirmOverlap = async () => {
    allowOverlap.current = true;
    try {
      await sendNow();
    } finally {
      allowOverlap.current = false;
    }
  };

  return { submit, confirmOverlap, overlap, tagErrors };
}
