import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { cx, labelClass } from './field.tsx';
import type { ToggleProps } from './types.ts';

/** An on/off switch (role="switch"): Space toggles it, the whole row is the touch target. */
export function Toggle({
  label,
  hideLabel,
  hint,
  description,
  disabled,
  name,
  className,
  checked,
  onCheckedChange,
}: ToggleProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [descriptionId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('toggle', disabled && 'toggle--disabled', className)}>
      <div className="toggle__row">
        <div className="toggle__text">
          <label className={labelClass(hideLabel)} htmlFor={id}>
            {label}
          </label>
          {description && (
            <p className="toggle__description" id={descriptionId}>
              {description}
            </p>
          )}
        </div>
        <Switch.Root
          id={id}
          className="toggle__switch"
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-describedby={describedBy}
          {...(name ? { name } : {})}
        >
          <Switch.Thumb className="toggle__thumb" />
        </Switch.Root>
      </div>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
