/**
 * The professional's create button (spec section 2: availability slot, event with a client, group
 * session). The three dialogs arrive in a later release; until then the choices are visibly marked
 * "coming soon" and disabled, rather than opening screens that pretend to work.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { NavIcon } from './nav-icons.tsx';

const choices = ['create_slot', 'create_event', 'create_group'] as const;

export function CreateMenu() {
  const { t } = useTranslation('app');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="create-button" aria-label={t('nav.create_menu_label')}>
        <NavIcon name="plus" />
        <span className="create-button__label">{t('nav.create')}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" sideOffset={8} align="start" collisionPadding={8}>
          <DropdownMenu.Label className="menu__label">{t('nav.create_menu_label')}</DropdownMenu.Label>
          {choices.map((choice) => (
            <DropdownMenu.Item key={choice} className="menu__item" disabled>
              <span>{t(`nav.${choice}`)}</span>
              <span className="badge">{t('common.coming_soon')}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
