import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from './field-errors.ts';
import { FieldMessages } from './field-messages.tsx';
import { EyeIcon } from './eye-icon.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldError | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input. Hint and errors are tied to the input through aria-describedby so screen readers read
 * them with the label; `type="password"` adds a show/hide switch (spec: text input with password switch).
 */
export function TextField({ label, hint, error, type = 'text', className, ref, ...input }: TextFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const messages = fieldMessages(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const isPassword = type === 'password';
  // Addresses and user names must not be "helpfully" capitalised or corrected by phone keyboards.
  const literal = isPassword || type === 'email' || input.autoComplete === 'username';

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          {...input}
          ref={ref}
          id={id}
          type={isPassword && revealed ? 'text' : type}
          className="field__input"
          aria-invalid={messages.length > 0 ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize={literal ? 'none' : input.autoCapitalize}
          autoCorrect={literal ? 'off' : input.autoCorrect}
          spellCheck={literal ? false : input.spellCheck}
        />
        {isPassword && (
          <button
            type="button"
            className="field__reveal"
            aria-controls={id}
            aria-pressed={revealed}
            aria-label={t('form.show_password')}
            title={t('form.show_password')}
            onClick={() => setRevealed((value) => !value)}
          >
            <EyeIcon crossed={revealed} />
          </button>
        )}
      </div>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {errorId && <FieldMessages id={errorId} messages={messages} />}
    </div>
  );
}
