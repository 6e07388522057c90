/**
 * A value to copy elsewhere, shown read-only with a copy button: a webhook's signing secret, a new API
 * token, the booking widget's code. The whole value is selected on focus, so the keyboard and a screen
 * reader reach all of it, and "Copied" is said in a status region as well as on the button. Imported
 * from this file, not the form barrel: few screens show one, and the barrel is in every first load.
 */
import { useId } from 'react';
import { Button } from '../ui/button.tsx';
import { useCopyToClipboard } from '../ui/use-copy-to-clipboard.ts';
import './copy-field.css';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** A line under the label (what the value is for), read with the field. */
  lead?: string;
  /** A line under the value. */
  hint?: string;
  /** Code of several lines: a text area. */
  multiline?: boolean;
  copyLabel: string;
  copiedLabel: string;
  /** Told when the browser refused the clipboard (a toast, usually). */
  onCopyFailed: () => void;
}

export function CopyField({
  label,
  value,
  lead,
  hint,
  multiline = false,
  copyLabel,
  copiedLabel,
  onCopyFailed,
}: CopyFieldProps) {
  const id = useId();
  const { state, copy } = useCopyToClipboard();
  const copied = state === 'copied';
  const describedBy = [lead && `${id}-lead`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  const shared = {
    id: `${id}-value`,
    className: multiline
      ? 'field__input copy-field__value copy-field__value--code'
      : 'field__input copy-field__value',
    readOnly: true,
    value,
    spellCheck: false,
    'aria-describedby': describedBy,
    onFocus: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      event.currentTarget.select(),
  };

  return (
    <div className="copy-field">
      <label className="field__label" htmlFor={`${id}-value`}>
        {label}
      </label>
      {lead && (
        <p className="muted copy-field__note" id={`${id}-lead`}>
          {lead}
        </p>
      )}
      {multiline ? <textarea rows={3} {...shared} /> : <input {...shared} />}
      {hint && (
        <p className="muted copy-field__note" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={() => void copy(value).then((done) => done || onCopyFailed())}>
          {copied ? copiedLabel : copyLabel}
        </Button>
      </div>
      <span className="visually-hidden" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </div>
  );
}
