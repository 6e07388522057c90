/**
 * `/professional/settings/integrations` (issue 29 item 2): webhooks (docs/decisions/0051-webhooks.md)
 * and personal API tokens (docs/decisions/0052-api-tokens.md), for connecting the practice to the
 * professional's website and tools.
 */
import { isTimeZone } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/index.ts';
import { linkClass } from '../../components/ui/link.tsx';
import { useSession } from '../../lib/session.tsx';
import { TokensSection } from './tokens-section.tsx';
import { WebhooksSection } from './webhooks-section.tsx';
import './integrations.css';

export function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  const { user } = useSession();
  const timeZone = user?.timezone && isTimeZone(user.timezone) ? user.timezone : 'UTC';
  return (
    <div className="integrations">
      <Link className={linkClass(true)} to="/professional/settings">
        {t('page.back')}
      </Link>
      <PageTitle title={t('page.title')} subtitle={t('page.lead')} />
      <WebhooksSection timeZone={timeZone} />
      <TokensSection timeZone={timeZone} />
    </div>
  );
}
