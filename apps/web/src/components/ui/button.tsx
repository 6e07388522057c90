/**
 * Button: `<Button variant="primary|secondary|ghost" loading block>`.
 * Native <button> props pass through (type defaults to "button"). While `loading` it shows a spinner,
 * sets aria-busy and aria-disabled and ignores presses, so a form cannot be submitted twice
 * (docs/product/screens.md#dialogs). It is not `disabled` then: a disabled button drops the keyboard focus it
 * holds, and the
 * reader lands on the page's body (issue 25), where the next Tab starts from the top.
 */
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  loading?: boolean;
  /** Full width, for forms on phones. */
  block?: boolean;
}

export function buttonClass(variant: ButtonVariant = 'primary', block = false, extra?: string): string {
  return ['button', `button--${variant}`, block && 'button--block', extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  className,
  disabled,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('app');
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass(variant, block, className)}
      disabled={disabled}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      aria-busy={loading || undefined}
      // preventDefault also stops the form submit a press (or Enter in a field) would start.
      onClick={loading ? ignorePress : onClick}
    >
      {loading && <span className="button__spinner" aria-hidden="true" />}
      {children}
      {loading && <span className="visually-hidden">{t('common.loading')}</span>}
    </button>
  );
}

function ignorePress(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}
