/**
 * Profile menu (docs/product/screens.md#shell): profile, a professional's reports and exports, settings, switch
 * role, sign out. Vouchers have their own place in the main navigation (app-nav.tsx); reports live here,
 * so the phone's bottom bar keeps its five places.
 * Radix gives arrow-key navigation, typeahead, Escape and focus return to the trigger.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Theme } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  calendarPath,
  exportsPath,
  profilePath,
  reportProblemPath,
  reportsPath,
  settingsPath,
  suggestImprovementPath,
} from '../../lib/paths.ts';
import { MenuContent } from '../../components/ui/menu-content.tsx';
import { useSession } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import { NavIcon } from './nav-icons.tsx';

export function ProfileMenu({ theme }: { theme: Theme }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const toast = useToast();
  const { user, setTheme, signOut } = useSession();
  const other: Theme = theme === 'client' ? 'professional' : 'client';
  const { pathname } = useLocation();
  // The profile's pages (and those the menu and profile link to) show this item as the current one.
  const current =
    [profilePath, settingsPath, reportProblemPath, suggestImprovementPath].some((pathOf) => {
      const base = pathOf(theme);
      return pathname === base || pathname.startsWith(`${base}/`);
    }) ||
    (theme === 'professional' && [reportsPath(), exportsPath()].includes(pathname));

  const switchRole = async () => {
    try {
      await setTheme(other);
      navigate(calendarPath(other));
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={current ? 'nav-item active' : 'nav-item'}
        aria-label={t('nav.account_menu')}
        aria-current={current ? 'page' : undefined}
      >
        <NavIcon name="profile" />
        <span className="nav-item__label">{t('nav.profile')}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent sideOffset={8} align="end" collisionPadding={8}>
          {user && (
            <DropdownMenu.Label className="menu__label">
              {user.full_name ?? user.username}
              <span className="menu__sub">{t(`nav.theme_${theme}`)}</span>
            </DropdownMenu.Label>
          )}
          <DropdownMenu.Item className="menu__item" onSelect={() => navigate(profilePath(theme))}>
            {t('nav.profile')}
          </DropdownMenu.Item>
          {theme === 'professional' && (
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate(reportsPath())}>
              {t('reports:page.title')}
            </DropdownMenu.Item>
          )}
          {theme === 'professional' && (
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate(exportsPath())}>
              {t('account:export.menu')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className="menu__item" onSelect={() => navigate(settingsPath(theme))}>
            {t('nav.settings')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={() => void switchRole()}>
            {t(`nav.switch_to_${other}`)}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" onSelect={() => void signOut()}>
            {t('nav.sign_out')}
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
