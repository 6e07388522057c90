import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import { FieldMessages } from '../../components/form/field-messages.tsx';
import { fieldMessages } from '../../components/form/index.ts';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'children'
> {
  name: string;
  label: string;
  /** A polite "n of max" line under the field. */
  counter?: string;
  error?: FieldError | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with the same look, error list and descriptions as TextField. */
export function TextAreaField({ label, counter, error, className, ref, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const messages = fieldMessages(error);
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textarea}
        ref={ref}
        id={id}
        className="field__input field__input--area"
        aria-invalid={messages.length > 0 ? true : undefined}
        aria-describedby={[errorId, counterId].filter(Boolean).join(' ') || undefined}
      />
      {counter && (
        <p className="field__hint" id={counterId}>
          {counter}
        </p>
      )}
      {errorId && <FieldMessages id={errorId} messages={messages} />}
    </div>
  );
}
