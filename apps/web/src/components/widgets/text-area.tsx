import { TEXT_AREA_MAX } from '@sessionbook/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx, FieldFoot, labelClass, useFieldIds } from './field.tsx';
import type { TextAreaProps } from './types.ts';

/**
 * A labelled textarea with an "n / max" counter. `maxLength` stops typing at the limit, and pasted
 * or programmatic text is cut there too, so the value never exceeds what the server accepts.
 */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  disabled,
  name,
  className,
  value,
  onChange,
  maxLength = TEXT_AREA_MAX,
  rows = 4,
  placeholder,
  required,
}: TextAreaProps) {
  const { t, i18n } = useTranslation('widgets');
  const { id, hintId, errorId, describedBy, messages, invalid } = useFieldIds(hint, error);
  const counterId = `${useId()}-counter`;
  const count = Array.from(value).length;
  const full = count >= maxLength;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className={cx('field', 'text-area', className)}>
      <label className={labelClass(hideLabel)} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="field__input field__input--area"
        value={value}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[describedBy, counterId].filter(Boolean).join(' ')}
        onChange={(event) => onChange(Array.from(event.target.value).slice(0, maxLength).join(''))}
      />
      <div className="text-area__foot">
        <p className={cx('text-area__counter', full && 'text-area__counter--full')} id={counterId}>
          {t('text_area.counter', { count: number.format(count), max: number.format(maxLength) })}
          {full && <span className="visually-hidden"> {t('text_area.full')}</span>}
        </p>
      </div>
      <FieldFoot hint={hint} hintId={hintId} errorId={errorId} messages={messages} />
    </div>
  );
}
