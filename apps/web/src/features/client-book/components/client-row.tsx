/** One row of the client book: avatar, name (link to the profile), contact, status and the row actions. */
import type { ClientBookEntry } from '@sessionbook/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuContent } from '../../../components/ui/menu-content.tsx';
import { Avatar } from './avatar.tsx';
import { OpeningBalances } from './opening-balances.tsx';
import { StatusBadge } from './status-badge.tsx';

export interface ClientRowProps {
  client: ClientBookEntry;
  onEdit: (client: ClientBookEntry) => void;
  onRemove: (client: ClientBookEntry) => void;
  onAccept: (client: ClientBookEntry) => void;
  /** Sends an imported client's held invitation (decision 0048). */
  onInvite?: (client: ClientBookEntry) => void;
}

export function clientName(client: Pick<ClientBookEntry, 'full_name' | 'email' | 'phone'>, unnamed: string) {
  return client.full_name || client.email || client.phone || unnamed;
}

export function ClientRow({ client, onEdit, onRemove, onAccept, onInvite }: ClientRowProps) {
  const { t } = useTranslation('book');
  const name = clientName(client, t('list.unnamed'));
  const contact = [client.email, client.phone].filter(Boolean).join(' · ');
  const canAccept = client.status === 'pending' && client.initiated_by === 'client';

  return (
    <li className="row">
      <Avatar name={client.full_name} fallback={client.email ?? client.phone} src={client.avatar} />
      <div className="row__main">
        <Link className="row__name" to={`/professional/clients/${encodeURIComponent(client.id)}`}>
          {name}
        </Link>
        {/* Without a name the row's title already is the contact; it is not repeated. */}
        {(client.full_name || !contact) && (
          <span className="row__meta">{contact || t('list.no_contact')}</span>
        )}
        {(client.voucher_balance !== null || client.last_session !== null) && (
          <span className="row__meta">
            {client.voucher_balance !== null &&
              t('list.voucher_balance', { balance: client.voucher_balance })}
            {client.last_session !== null && t('list.last_session', { date: client.last_session })}
          </span>
        )}
        <OpeningBalances balances={client.opening_balances} className="row__meta" />
        {/* Under the name, not beside it: the name and address keep the row's width. */}
        {client.status === 'pending' && <StatusBadge entry={client} />}
      </div>
      {canAccept && (
        <button type="button" className="button button--primary row__accept" onClick={() => onAccept(client)}>
          {t('actions.accept')}
        </button>
      )}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="icon-button" aria-label={t('actions.actions_for', { name })}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="12" cy="5" r="1.8" fill="currentColor" />
            <circle cx="12" cy="12" r="1.8" fill="currentColor" />
            <circle cx="12" cy="19" r="1.8" fill="currentColor" />
          </svg>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <MenuContent align="end" sideOffset={4} collisionPadding={8}>
            {canAccept && (
              <DropdownMenu.Item className="menu__item" onSelect={() => onAccept(client)}>
                {t('actions.accept')}
              </DropdownMenu.Item>
            )}
            {client.invitation_held && onInvite && (
              <DropdownMenu.Item className="menu__item" onSelect={() => onInvite(client)}>
                {t('actions.send_invitation')}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className="menu__item" onSelect={() => onEdit(client)}>
              {t('actions.edit')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className="menu__item" onSelect={() => onRemove(client)}>
              {t('actions.remove')}
            </DropdownMenu.Item>
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </li>
  );
}
