import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './brand-mark.css';

/**
 * The product mark above the auth cards, the stand-alone and legal pages and the public profile; links
 * home so a lost visitor always has a way out.
 */
export function BrandMark() {
  const { t } = useTranslation('auth');
  return (
    <Link to="/" className="brand-mark" aria-label={t('brand.home')}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect x="2" y="4" width="28" height="26" rx="7" fill="var(--accent)" />
        <path d="M9 2.5v5M23 2.5v5" stroke="var(--accent)" strokeWidth="3" strokeLinecap="round" />
        <path
          d="M10 18.5l4 4 8-9"
          fill="none"
          stroke="var(--accent-text)"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="brand-mark__name">{t('brand.name')}</span>
    </Link>
  );
}
