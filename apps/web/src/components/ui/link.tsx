/**
 * TextLink: a react-router <Link> in the accent colour. `block` gives it a 44 px touch height for
 * standalone links ("Forgot password?"). `linkClass(block)` styles other elements the same way.
 */
import { Link, type LinkProps } from 'react-router';

export function linkClass(block = false, extra?: string): string {
  return ['link', block && 'link--block', extra].filter(Boolean).join(' ');
}

export interface TextLinkProps extends LinkProps {
  block?: boolean;
}

export function TextLink({ block = false, className, ...rest }: TextLinkProps) {
  return <Link {...rest} className={linkClass(block, className)} />;
}
