import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { FieldError } from 'react-hook-form';
import { fieldMessages } from './field-errors.ts';
import { FieldMessages } from './field-messages.tsx';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'children'
> {
  name: string;
  /** May hold links (terms, privacy); they stay outside the clickable label text's meaning. */
  label: ReactNode;
  error?: FieldError | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox whose whole row (at least 44 px high) toggles it, with its errors described. */
export function CheckboxField({ label, error, className, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  const messages = fieldMessages(error);
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={['field', 'field--checkbox', className].filter(Boolean).join(' ')}>
      <div className="field__check-row">
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          className="field__checkbox"
          aria-invalid={messages.length > 0 ? true : undefined}
          aria-describedby={errorId}
        />
        <label className="field__check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {errorId && <FieldMessages id={errorId} messages={messages} />}
    </div>
  );
}
