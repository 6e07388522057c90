/**
 * The professional's create button (docs/product/screens.md#shell: availability slot, event with a client,
 * group
 * session). Each choice opens its dialog through the schedule context, which the composition root
 * provides around the professional shell; opening the menu starts loading the dialogs, so the chosen
 * one rarely has to wait for its code.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { MenuContent } from '../../components/ui/menu-content.tsx';
import { useSchedule, type CreateKind } from '../../lib/schedule-context.ts';
import { NavIcon } from './nav-icons.tsx';

const choices: readonly { label: string; kind: CreateKind }[] = [
  { label: 'nav.create_slot', kind: 'slot' },
  { label: 'nav.create_event', kind: 'session' },
  { label: 'nav.create_group', kind: 'class' },
];

export function CreateMenu() {
  const { t } = useTranslation('app');
  const schedule = useSchedule();
  return (
    <DropdownMenu.Root onOpenChange={(open) => open && schedule.preloadCreateDialogs()}>
      <DropdownMenu.Trigger className="create-button" aria-label={t('nav.create_menu_label')}>
        <NavIcon name="plus" />
        <span className="create-button__label">{t('nav.create')}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent sideOffset={8} align="start" collisionPadding={8}>
          <DropdownMenu.Label className="menu__label">{t('nav.create_menu_label')}</DropdownMenu.Label>
          {choices.map((choice) => (
            <DropdownMenu.Item
              key={choice.kind}
              className="menu__item"
              onSelect={() => schedule.openCreate(choice.kind)}
            >
              <span>{t(choice.label)}</span>
            </DropdownMenu.Item>
          ))}
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
