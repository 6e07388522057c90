/**
 * Button: `<Button variant="primary|secondary|ghost" loading block>`.
 * Native <button> props pass through (type defaults to "button"). While `loading` it is disabled,
 * shows a spinner and sets aria-busy, so a form cannot be submitted twice (docs/product/screens.md#dialogs).
 */
import type { ButtonHTMLAttributes } from 'react';
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
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('app');
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass(variant, block, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="button__spinner" aria-hidden="true" />}
      {children}
      {loading && <span className="visually-hidden">{t('common.loading')}</span>}
    </button>
  );
}
