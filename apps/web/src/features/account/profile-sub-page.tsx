import type { Theme } from '@sessionbook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/index.ts';
import { profilePath } from '../../lib/paths.ts';

/** A profile sub-page: a way back to the overview, its title, its content. */
export function ProfileSubPage({
  theme,
  title,
  lead,
  children,
}: {
  theme: Theme;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <div className="account">
      <Link className="link account__back" to={profilePath(theme)}>
        <span aria-hidden="true">‹ </span>
        {t('back_to_profile')}
      </Link>
      <PageTitle title={title} {...(lead ? { subtitle: lead } : {})} />
      {children}
    </div>
  );
}
