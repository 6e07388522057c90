import { useRef, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { formOfEvent, useFocusFirstInvalidAfterRender } from './focus-first-invalid.ts';

/**
 * handleSubmit plus a re-entry guard. The busy button ignores presses once React re-renders, but a
 * fast double Enter or tap can arrive before that; the ref makes sure only one request is sent. After
 * a submit that found wrong fields (here or at the server), the first of them gets focus.
 */
export function useGuardedSubmit<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  onValid: (values: TOutput) => Promise<void>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  const running = useRef(false);
  const focusFirstInvalid = useFocusFirstInvalidAfterRender();
  return async (event) => {
    if (running.current) {
      event?.preventDefault();
      return;
    }
    running.current = true;
    const formElement = formOfEvent(event);
    try {
      await form.handleSubmit(onValid)(event);
    } finally {
      running.current = false;
      focusFirstInvalid(formElement);
    }
  };
}
