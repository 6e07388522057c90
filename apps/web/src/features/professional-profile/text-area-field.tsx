import type { Ref, TextareaHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import { TextAreaBase } from '../../components/widgets/index.ts';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'children'
> {
  name: string;
  label: string;
  /** An "n of max" line under the field. */
  counter?: string;
  error?: FieldError | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The shared text area widget, for `register()` (uncontrolled) use on the profile form. */
export function TextAreaField({ counter, maxLength, ...props }: TextAreaFieldProps) {
  const length = typeof props.value === 'string' ? props.value.length : undefined;
  return (
    <TextAreaBase
      {...props}
      maxLength={maxLength}
      counter={counter}
      full={maxLength !== undefined && length !== undefined && length >= maxLength}
    />
  );
}
