import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { cx, labelClass } from './field.tsx';
import type { TwoWaySwitchProps } from './types.ts';

/**
 * Two mutually exclusive choices as a segmented control. It is a radio group, so arrow keys move and
 * select, and Tab enters on the chosen segment (Radix roving focus).
 */
export function TwoWaySwitch<T extends string = string>({
  label,
  hideLabel,
  hint,
  disabled,
  name,
  className,
  value,
  onChange,
  options,
}: TwoWaySwitchProps<T>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cx('field', 'two-way', className)}>
      <span className={labelClass(hideLabel)} id={`${id}-label`}>
        {label}
      </span>
      <RadioGroup.Root
        className="two-way__group"
        value={value}
        onValueChange={(next) => onChange(next as T)}
        disabled={disabled}
        orientation="horizontal"
        aria-labelledby={`${id}-label`}
        aria-describedby={hintId}
        {...(name ? { name } : {})}
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className="two-way__option"
          >
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
