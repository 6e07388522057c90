import { useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { fieldMessages, type FieldMessage } from '../form/field-errors.ts';
import { FieldMessages } from '../form/field-messages.tsx';

/** Ids and aria-describedby of a labelled widget: error first, then hint (as TextField does). */
export function useFieldIds(hint: ReactNode, error: FieldError | undefined, extra: FieldMessage[] = []) {
  const id = useId();
  const messages = [...extra, ...fieldMessages(error)];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { id, labelId: `${id}-label`, hintId, errorId, describedBy, messages, invalid: messages.length > 0 };
}

/** Hint and error list under a widget, with the ids `useFieldIds` handed out. */
export function FieldFoot({
  hint,
  hintId,
  errorId,
  messages,
}: {
  hint: ReactNode;
  hintId: string | undefined;
  errorId: string | undefined;
  messages: FieldMessage[];
}) {
  return (
    <>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {errorId && <FieldMessages id={errorId} messages={messages} />}
    </>
  );
}

export function labelClass(hideLabel: boolean | undefined) {
  return hideLabel ? 'field__label visually-hidden' : 'field__label';
}

export function cx(...names: (string | false | null | undefined)[]) {
  return names.filter(Boolean).join(' ');
}
