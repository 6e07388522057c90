/** Group overview (`/professional/groups/:id`): members, edit name and members, delete with a confirmation. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../components/form/index.ts';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { Button, Card, PageTitle } from '../../components/ui/index.ts';
import { linkClass } from '../../components/ui/link.tsx';
import { useGroup } from '../../lib/client-book/get-groups.ts';
import { useToast } from '../../lib/toast.tsx';
import { useDeleteGroup } from './api/delete-group.ts';
import { Avatar } from './components/avatar.tsx';
import { clientName } from './components/client-row.tsx';
import { GroupFormModal } from './components/group-form-modal.tsx';
import { SkeletonRows } from './components/skeleton-rows.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import './styles/lists.css';
import './styles/people-and-states.css';
import './styles/cards-and-forms.css';

export function GroupOverviewPage() {
  const { t } = useTranslation('book');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const headingId = useId();
  const query = useGroup(id);
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const back = (
    <Link className={linkClass(true)} to="/professional/clients?tab=groups">
      {t('actions.back_to_book')}
    </Link>
  );

  if (query.isPending) {
    return (
      <>
        <PageTitle title={t('groups.overview')} />
        <SkeletonRows count={3} label={t('list.loading')} />
      </>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <PageTitle title={t('groups.overview')} />
        {notFound ? (
          <p role="alert">{t('group_page.not_found')}</p>
        ) : (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        )}
        {back}
      </>
    );
  }

  const group = query.data;
  const members = group.clients ?? [];

  return (
    <div className="group-overview">
      {back}
      <PageTitle title={group.name} subtitle={t('list.members', { count: group.clients_count })} />
      <div className="client-book__actions">
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('actions.edit')}
        </Button>
        <Button variant="secondary" onClick={() => setDeleting(true)}>
          {t('actions.delete')}
        </Button>
      </div>
      <Card as="section" aria-labelledby={headingId}>
        <h2 className="section-title" id={headingId}>
          {t('groups.members')}
        </h2>
        {members.length === 0 ? (
          <p className="muted">{t('groups.no_members')}</p>
        ) : (
          <ul className="row-list row-list--plain">
            {members.map((client) => (
              <li key={client.id} className="row">
                <Avatar name={client.full_name} fallback={client.email ?? client.phone} src={client.avatar} />
                <div className="row__main">
                  <Link className="row__name" to={`/professional/clients/${encodeURIComponent(client.id)}`}>
                    {clientName(client, t('list.unnamed'))}
                  </Link>
                  <span className="row__meta">
                    {[client.email, client.phone].filter(Boolean).join(' · ')}
                  </span>
                </div>
                {client.status === 'pending' && <StatusBadge entry={client} />}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <GroupFormModal open={editing} onOpenChange={setEditing} group={group} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('groups.delete_title')}
        description={t('groups.delete_text', { name: group.name })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        danger
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(group.id, {
            onSuccess: () => {
              toast.success('book:toasts.group_deleted');
              setDeleting(false);
              void navigate('/professional/clients?tab=groups', { replace: true });
            },
            onError: (error) => toast.error(error),
          })
        }
      />
    </div>
  );
}
