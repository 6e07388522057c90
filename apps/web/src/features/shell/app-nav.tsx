/**
 * Navigation of one theme (docs/product/screens.md#shell). The same list renders as a bottom bar on
 * phones and a side bar from 768 px (docs/product/look-and-feel.md#navigation); CSS decides which, so
 * there is one nav landmark. Vouchers, the heart of the product, have their own item in both themes: a
 * professional's book of every client's vouchers, a client's vouchers with each professional
 * (docs/decisions/0037-one-voice-one-look.md).
 */
import type { Theme } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Logo } from '../../components/ui/index.ts';
import { calendarPath, clientsPath, professionalsPath, vouchersPath } from '../../lib/paths.ts';
import { CreateMenu } from './create-menu.tsx';
import { NavIcon, type IconName } from './nav-icons.tsx';
import { ProfileMenu } from './profile-menu.tsx';

interface Item {
  to: string;
  label: string;
  icon: IconName;
}

export function AppNav({ theme }: { theme: Theme }) {
  const { t } = useTranslation('app');
  const items: Item[] =
    theme === 'professional'
      ? [
          { to: calendarPath('professional'), label: 'nav.calendar', icon: 'calendar' },
          { to: clientsPath(), label: 'nav.clients', icon: 'book' },
          { to: vouchersPath('professional'), label: 'nav.vouchers', icon: 'voucher' },
        ]
      : [
          { to: calendarPath('client'), label: 'nav.calendar', icon: 'calendar' },
          { to: professionalsPath(), label: 'nav.professionals', icon: 'people' },
          { to: vouchersPath('client'), label: 'nav.vouchers', icon: 'voucher' },
        ];

  return (
    <nav className="app-nav" aria-label={t('nav.label')}>
      <p className="app-nav__brand" aria-hidden="true">
        <Logo size={32} />
        <span className="app-nav__brand-text">
          {t('app_name')}
          <span className="app-nav__theme">{t(`nav.theme_${theme}`)}</span>
        </span>
      </p>
      <ul className="app-nav__list">
        {theme === 'professional' && (
          <li className="app-nav__create">
            <CreateMenu />
          </li>
        )}
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="nav-item">
              <NavIcon name={item.icon} />
              <span className="nav-item__label">{t(item.label)}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <ProfileMenu theme={theme} />
        </li>
      </ul>
    </nav>
  );
}
