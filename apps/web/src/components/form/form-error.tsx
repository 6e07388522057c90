import type { ReactNode } from 'react';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from './field-errors.ts';
import { useErrorText } from './use-error-text.ts';

export interface FormErrorProps {
  /** The form's errors; `root.server` holds a message for the whole form (e.g. wrong credentials). */
  errors: FieldErrors;
  /** Set after a submit: only then does the summary mention field errors, so typing is not nagged. */
  submitted?: boolean;
  /** Extra content under the message, e.g. a "resend activation e-mail" button. */
  children?: ReactNode;
}

/**
 * The form-level error, near the submit button, announced through role="alert". Field errors are not
 * live regions, so a short "check the highlighted fields" line tells screen-reader users why nothing
 * happened.
 */
export function FormError({ errors, submitted = false, children }: FormErrorProps) {
  const { t } = useTranslation('auth');
  const text = useErrorText();
  const root = fieldMessages(errors.root?.server as FieldError | undefined);
  const fieldCount = Object.keys(errors).filter((name) => name !== 'root').length;

  if (root.length === 0 && !(submitted && fieldCount > 0) && !children) return null;
  return (
    // Focusable by script: where focus goes when the server refuses a form whose button then disappears.
    <div className="form-error" role="alert" tabIndex={-1}>
      {root.map((message) => (
        <p key={message.key} className="form-error__message">
          {text(message)}
        </p>
      ))}
      {root.length === 0 && submitted && fieldCount > 0 && (
        <p className="form-error__message">{t('form.check_fields')}</p>
      )}
      {children}
    </div>
  );
}
