import type { ReactNode } from 'react';
import { Card, PageTitle } from '../../components/ui/index.ts';
import { BrandMark } from '../../components/standalone-page/brand-mark.tsx';
import './auth.css';

export interface AuthLayoutProps {
  title: string;
  lead?: string | undefined;
  /** Links under the card (switch to sign-up, back to sign-in…). */
  footer?: ReactNode;
  children: ReactNode;
}

/** Phone first: edge-to-edge column on phones, a centred card from tablet width up. */
export function AuthLayout({ title, lead, footer, children }: AuthLayoutProps) {
  return (
    <main className="auth" id="main">
      <div className="auth__column">
        <BrandMark />
        <Card as="section" className="auth__card">
          <PageTitle title={title} {...(lead ? { subtitle: lead } : {})} />
          {children}
        </Card>
        {footer && <div className="auth__footer">{footer}</div>}
      </div>
    </main>
  );
}
