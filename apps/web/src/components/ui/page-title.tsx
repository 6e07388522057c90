/**
 * PageTitle: the one <h1> of a screen, with an optional muted subtitle.
 * `<PageTitle title={t('…')} subtitle={t('…')} />`. Also sets document.title so tabs and screen
 * readers name the page after each route change.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageTitleProps {
  title: string;
  subtitle?: string;
}

export function PageTitle({ title, subtitle }: PageTitleProps) {
  const { t } = useTranslation('app');
  const appName = t('app_name');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <header className="page-title">
      <h1>{title}</h1>
      {subtitle && <p>{subtitle}</p>}
    </header>
  );
}
