import { useRef, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * handleSubmit plus a re-entry guard. The disabled button stops clicks once React re-renders, but a
 * fast double Enter or tap can arrive before that; the ref makes sure only one request is sent.
 */
export function useGuardedSubmit<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  onValid: (values: TOutput) => Promise<void>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  const running = useRef(false);
  return async (event) => {
    if (running.current) {
      event?.preventDefault();
      return;
    }
    running.current = true;
    try {
      await form.handleSubmit(onValid)(event);
    } finally {
      running.current = false;
    }
  };
}
