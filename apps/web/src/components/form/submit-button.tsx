import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../ui/index.ts';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading' | 'block'> {
  /** True while the request runs: the button is disabled and busy, so a second tap or Enter sends nothing. */
  busy: boolean;
  children: ReactNode;
}

/** The primary action of a form, full width so it stays in reach of the thumb on phones. */
export function SubmitButton({ busy, children, ...button }: SubmitButtonProps) {
  return (
    <Button {...button} type="submit" variant="primary" block loading={busy}>
      {children}
    </Button>
  );
}
