import { LegalPage } from './legal-page.tsx';

const SECTIONS = [
  'service',
  'account',
  'use',
  'bookings',
  'content',
  'liability',
  'ending',
  'contact',
] as const;

/** `/terms` in both themes. */
export function TermsPage() {
  return <LegalPage doc="terms" sections={SECTIONS} />;
}
