import * as Select from '@radix-ui/react-select';
import type { DropdownProps } from './types.ts';
import { cx, FieldFoot, labelClass, useFieldIds } from './field.tsx';
import { ChevronIcon, CheckIcon } from './icons.tsx';

/**
 * A single choice from a list, on Radix Select: arrow keys, Home/End and typeahead work on the closed
 * trigger and in the open list, and the list is a real listbox for screen readers.
 */
export function Dropdown<T extends string = string>({
  label,
  hideLabel,
  hint,
  error,
  disabled,
  name,
  className,
  value,
  onChange,
  options,
  placeholder,
}: DropdownProps<T>) {
  const { id, labelId, hintId, errorId, describedBy, messages, invalid } = useFieldIds(hint, error);
  return (
    <div className={cx('field', 'dropdown', className)}>
      <label className={labelClass(hideLabel)} id={labelId} htmlFor={id}>
        {label}
      </label>
      <Select.Root
        // Radix shows the placeholder for an empty string; null is our "nothing chosen".
        value={value ?? ''}
        onValueChange={(next) => onChange(next as T)}
        disabled={disabled}
        {...(name ? { name } : {})}
      >
        <Select.Trigger
          id={id}
          className="field__input dropdown__trigger"
          aria-labelledby={labelId}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
        >
          <span className="dropdown__value">
            <Select.Value placeholder={placeholder} />
          </span>
          <Select.Icon className="dropdown__icon">
            <ChevronIcon />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="widget-popover dropdown__content" position="popper" sideOffset={4}>
            <Select.ScrollUpButton className="dropdown__scroll" aria-hidden="true">
              <ChevronIcon up />
            </Select.ScrollUpButton>
            <Select.Viewport className="dropdown__viewport">
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className="dropdown__item"
                >
                  <Select.ItemText>{option.label}</Select.ItemText>
                  <Select.ItemIndicator className="dropdown__check">
                    <CheckIcon />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
            <Select.ScrollDownButton className="dropdown__scroll" aria-hidden="true">
              <ChevronIcon />
            </Select.ScrollDownButton>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      <FieldFoot hint={hint} hintId={hintId} errorId={errorId} messages={messages} />
    </div>
  );
}
