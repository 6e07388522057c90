import { TEXT_AREA_MAX } from '@sessionbook/domain';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  /** The line under the field, e.g. "12 / 5000"; read with the field (aria-describedby). */
  counter?: ReactNode;
  /** The counter is at its limit: shown as a warning. */
  full?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The textarea markup every text area of the app shares: label, counter, hint and errors tied to it.
 * It takes plain textarea attributes, so react-hook-form's `register()` can be spread on it; screens
 * with state use `TextArea` below.
 */
export function TextAreaBase({
  label,
  hideLabel,
  hint,
  error,
  counter,
  full = false,
  className,
  ref,
  ...textarea
}: TextAreaBaseProps) {
  const { id, hintId, errorId, describedBy, messages, invalid } = useFieldIds(hint, error);
  const counterId = `${useId()}-counter`;
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
          [describedBy, counter ? counterId : undefined].filter(Boolean).join(' ') || undefined
        }
      />
      {counter && (
        <div className="text-area__foot">
          <p className={cx('text-area__counter', full && 'text-area__counter--full')} id={counterId}>
            {counter}
          </p>
        </div>
      )}
      <FieldFoot hint={hint} hintId={hintId} errorId={errorId} messages={messages} />
    </div>
  );
}

/**
 * A controlled text area with an "n / max" counter. `maxLength` stops typing at the limit, and pasted
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
  const { t, i18n } = useTranslation('widgets');
  // UTF-16 units, as both the textarea's maxLength and the server's Zod max() count them.
  const count = value.length;
  const full = count >= maxLength;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <TextAreaBase
      {...field}
      name={name}
      value={value}
      rows={rows}
      maxLength={maxLength}
      full={full}
      counter={
        <>
          {t('text_area.counter', { count: number.format(count), max: number.format(maxLength) })}
          {full && <span className="visually-hidden"> {t('text_area.full')}</span>}
        </>
      }
      onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
    />
  );
}
