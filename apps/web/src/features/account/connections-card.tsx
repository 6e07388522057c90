import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/index.ts';
import { busyCalendarsPath, integrationsPath, PROFESSIONAL_PREFIX } from '@sessionbook/domain';

/**
 * The professional's connections to the rest of their working day (issue 29): their other calendars
 * read for busy time, webhooks and API tokens for their tools, and the booking widget for their website.
 */
export function ConnectionsCard() {
  const { t } = useTranslation('account');
  const links = [
    { to: busyCalendarsPath(), key: 'calendars' },
    { to: `${PROFESSIONAL_PREFIX}/settings/widget`, key: 'widget' },
    { to: integrationsPath(), key: 'integrations' },
  ] as const;
  return (
    <Card as="section" className="account__card" aria-labelledby="connections-heading">
      <h2 id="connections-heading" className="account__heading">
        {t('connections.heading')}
      </h2>
      <p className="muted">{t('connections.lead')}</p>
      <ul className="account__links">
        {links.map((link) => (
          <li key={link.key}>
            <Link className="account__link" to={link.to}>
              <span className="account__link-label">{t(`connections.${link.key}`)}</span>
              <span className="muted account__link-hint">{t(`connections.${link.key}_hint`)}</span>
              <span className="account__chevron" aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
