/**
 * Client profile (`/professional/clients/:id`): information, groups, the Upcoming and History tabs of
 * the client's sessions (`GET clients/{id}/sessions`) and the voucher overview (`GET clients/{id}/vouchers`).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Card, PageTitle } from '../../components/ui/index.ts';
import { linkClass } from '../../components/ui/link.tsx';
import { isApiError } from '../../components/form/index.ts';
import { formatDate } from '../../lib/format-dates.ts';
import { useToast } from '../../lib/toast.tsx';
import { useClient } from './api/get-client.ts';
import { useInviteHeld } from './api/invite-held.ts';
import type { SessionScope } from './api/get-client-sessions.ts';
import { Avatar } from './components/avatar.tsx';
import { ClientFormModal } from './components/client-form-modal.tsx';
import { clientName } from './components/client-row.tsx';
import { ClientSessions } from './components/client-sessions.tsx';
import { ClientVouchers } from './components/client-vouchers.tsx';
import { OpeningBalances } from './components/opening-balances.tsx';
import { RemoveClientDialog } from './components/remove-client-dialog.tsx';
import { SkeletonRows } from './components/skeleton-rows.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { Tabs } from './components/tabs.tsx';
import './styles/lists.css';
import './styles/people-and-states.css';
import './styles/cards-and-forms.css';

export function ClientProfilePage() {
  const { t, i18n } = useTranslation('book');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const idPrefix = useId();
  const query = useClient(id);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [sessionTab, setSessionTab] = useState<SessionScope>('upcoming');
  const invite = useInviteHeld();
  const toast = useToast();

  const back = (
    <Link className={linkClass(true)} to="/professional/clients">
      {t('actions.back_to_book')}
    </Link>
  );

  if (query.isPending) {
    return (
      <>
        <PageTitle title={t('profile.title')} />
        <SkeletonRows count={3} label={t('list.loading')} />
      </>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <PageTitle title={t('profile.title')} />
        <p role="alert">{notFound ? t('profile.not_found') : null}</p>
        {!notFound && (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        )}
        {back}
      </>
    );
  }

  const client = query.data;
  const name = clientName(client, t('list.unnamed'));
  const since = client.confirmed_at ?? client.created_at;
  const dash = <span className="muted">{t('profile.not_given')}</span>;

  return (
    <div className="client-profile">
      {back}
      <div className="client-profile__head">
        <Avatar name={client.full_name} fallback={client.email ?? client.phone} src={client.avatar} />
        <PageTitle title={name} />
      </div>
      <div className="client-book__actions">
        {client.invitation_held && (
          <Button
            loading={invite.isPending}
            onClick={() =>
              invite.mutate(
                { ids: [client.id] },
                {
                  onSuccess: () => toast.success('book:toasts.invitations_sent'),
                  onError: (error) => toast.error(error),
                },
              )
            }
          >
            {t('actions.send_invitation')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('actions.edit')}
        </Button>
        <Button variant="secondary" onClick={() => setRemoving(true)}>
          {t('actions.remove')}
        </Button>
      </div>

      <Card as="section" aria-labelledby={`${idPrefix}-info`}>
        <h2 className="section-title" id={`${idPrefix}-info`}>
          {t('profile.information')}
        </h2>
        <dl className="facts">
          <dt>{t('profile.name')}</dt>
          <dd>{client.full_name || dash}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>{client.email ? <a href={`mailto:${client.email}`}>{client.email}</a> : dash}</dd>
          <dt>{t('profile.phone')}</dt>
          <dd>
            {client.phone ? <a href={`tel:${client.phone.replace(/\s+/g, '')}`}>{client.phone}</a> : dash}
          </dd>
          <dt>{t('profile.status')}</dt>
          <dd>
            <StatusBadge entry={client} />
          </dd>
          {client.opening_balances?.length ? (
            <>
              <dt>{t('profile.opening_balances')}</dt>
              <dd className="facts__list">
                <OpeningBalances balances={client.opening_balances} />
              </dd>
            </>
          ) : null}
          <dt>{t('profile.since')}</dt>
          <dd>{formatDate(since, i18n.language, { month: 'long' })}</dd>
          <dt>{t('profile.comment')}</dt>
          <dd className="facts__comment">{client.comment || dash}</dd>
        </dl>
      </Card>

      <Card as="section" aria-labelledby={`${idPrefix}-groups`}>
        <h2 className="section-title" id={`${idPrefix}-groups`}>
          {t('profile.groups')}
        </h2>
        {client.groups.length === 0 ? (
          <p className="muted">{t('profile.no_groups')}</p>
        ) : (
          <ul className="chip-list">
            {client.groups.map((group) => (
              <li key={group.id}>
                <Link className="chip" to={`/professional/groups/${encodeURIComponent(group.id)}`}>
                  {group.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <ClientVouchers client={client} name={name} />

      <section aria-labelledby={`${idPrefix}-sessions`} className="client-profile__sessions">
        <h2 className="section-title" id={`${idPrefix}-sessions`}>
          {t('profile.sessions')}
        </h2>
        <Tabs
          label={t('profile.sessions')}
          idPrefix={`${idPrefix}-s`}
          selected={sessionTab}
          onSelect={setSessionTab}
          tabs={[
            { id: 'upcoming', label: t('profile.upcoming') },
            { id: 'history', label: t('profile.history') },
          ]}
        >
          <ClientSessions key={sessionTab} clientId={client.id} scope={sessionTab} />
        </Tabs>
      </section>

      <ClientFormModal open={editing} onOpenChange={setEditing} client={client} />
      <RemoveClientDialog
        client={removing ? client : null}
        onClose={() => setRemoving(false)}
        onRemoved={() => void navigate('/professional/clients', { replace: true })}
      />
    </div>
  );
}
