import { TEXT_AREA_MAX } from '@sessionbook/domain';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import { CharacterCounter } from './character-counter.tsx';
import { cx, FieldFoot, labelClass, useFieldIds } from './field.tsx';
import type { TextAreaProps } from './types.ts';

export interface TextAreaBaseProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'children'
> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: FieldError | undefined;
  /**
   * How many characters the field holds: with `maxLength`, the one character counter is shown under
   * it and read with the field (aria-describedby).
   */
  count?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The textarea markup every text area of the app shares: label, counter, hint and errors tied to it.
 * It takes plain textarea attributes, so react-hook-form's `register()` can be spread on it (the caller
 * watches the value for `count`); screens with state use `TextArea` below.
 */
export function TextAreaBase({
  label,
  hideLabel,
  hint,
  error,
  count,
  className,
  ref,
  ...textarea
}: TextAreaBaseProps) {
  const { id, hintId, errorId, describedBy, messages, invalid } = useFieldIds(hint, error);
  const counterId = `${useId()}-counter`;
  const max = textarea.maxLength;
  const counted = count !== undefined && max !== undefined;
  return (
    <div className={cx('field', 'text-area', className)}>
      <label className={labelClass(hideLabel)} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textarea}
        ref={ref}
        id={id}
        className="field__input field__input--area"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={
          [describedBy, counted ? counterId : undefined].filter(Boolean).join(' ') || undefined
        }
      />
      {counted && <CharacterCounter id={counterId} count={count} max={max} />}
      <FieldFoot hint={hint} hintId={hintId} errorId={errorId} messages={messages} />
    </div>
  );
}

/**
 * A controlled text area with the character counter. `maxLength` stops typing at the limit, and pasted
 * or programmatic text is cut there too, so the value never exceeds what the server accepts.
 */
export function TextArea({
  value,
  onChange,
  maxLength = TEXT_AREA_MAX,
  rows = 4,
  name,
  ...field
}: TextAreaProps) {
  return (
    <TextAreaBase
      {...field}
      name={name}
      value={value}
      rows={rows}
      maxLength={maxLength}
      count={value.length}
      onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
    />
  );
}
