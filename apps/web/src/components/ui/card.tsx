/** Card: a quiet surface with padding and rounded corners. `<Card as="section">` changes the element. */
import type { HTMLAttributes } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article';
}

export function Card({ as: Element = 'div', className, ...rest }: CardProps) {
  return <Element {...rest} className={['card', className].filter(Boolean).join(' ')} />;
}
