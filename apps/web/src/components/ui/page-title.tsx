/**
 * PageTitle: the one <h1> of a screen, with an optional muted subtitle.
 * `<PageTitle title={t('…')} subtitle={t('…')} />`. Also sets document.title so tabs and screen
 * readers name the page after each route change, and takes focus after one (lib/route-focus.ts); it is
 * focusable by script only (tabindex -1), so it is no stop of the Tab order.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { takeNavigationFocus } from '../../lib/route-focus.ts';

export interface PageTitleProps {
  title: string;
  subtitle?: string;
}

export function PageTitle({ title, subtitle }: PageTitleProps) {
  const { t } = useTranslation('app');
  const appName = t('app_name');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  useEffect(() => {
    if (heading.current) takeNavigationFocus(heading.current);
  }, [title]);
  return (
    <header className="page-title">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {subtitle && <p>{subtitle}</p>}
    </header>
  );
}
