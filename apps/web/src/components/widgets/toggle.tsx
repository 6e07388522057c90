import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { cx, labelClass } from './field.tsx';
import type { ToggleProps } from './types.ts';

/**
 * An on/off switch (role="switch"): Space toggles it, the whole row is the touch target. The switch is a
 * button, which a `<label for>` names in browsers but not for every checker (HTML_CodeSniffer reads a
 * label only for form fields), so it is also tied to its label by aria-labelledby.
 */
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
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [descriptionId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('toggle', disabled && 'toggle--disabled', className)}>
      <div className="toggle__row">
        <div className="toggle__text">
          <label className={labelClass(hideLabel)} htmlFor={id} id={labelId}>
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
          aria-labelledby={labelId}
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
