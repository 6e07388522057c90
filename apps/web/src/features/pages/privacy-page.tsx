import { LegalPage } from './legal-page.tsx';

const SECTIONS = ['who', 'data', 'why', 'sharing', 'retention', 'rights', 'cookies', 'contact'] as const;

/** `/privacy` in both themes. */
export function PrivacyPage() {
  return <LegalPage doc="privacy" sections={SECTIONS} />;
}
