import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../ui/index.ts';
import './brand-mark.css';

/**
 * The product mark above the auth cards, the stand-alone and legal pages and the public profile; links
 * home so a lost visitor always has a way out.
 */
export function BrandMark() {
  const { t } = useTranslation('auth');
  return (
    <Link to="/" className="brand-mark" aria-label={t('brand.home')}>
      <Logo size={32} />
      <span className="brand-mark__name">{t('brand.name')}</span>
    </Link>
  );
}
