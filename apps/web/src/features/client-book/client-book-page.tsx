/**
 * The client book (`/professional/clients`): tabs confirmed, pending invitations and groups; a search
 * debounced SEARCH_DEBOUNCE_MS that filters the current tab; pages appended by "load more" or when the
 * list end scrolls into view. The tab lives in the URL (`?tab=`), so back and reload keep it.
 */
import { SEARCH_DEBOUNCE_MS, type ClientBookEntry } from '@sessionbook/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass, PageTitle } from '../../components/ui/index.ts';
import { clientRows, useClients, type ClientTab } from '../../lib/client-book/get-clients.ts';
import { useGroups } from '../../lib/client-book/get-groups.ts';
import { useToast } from '../../lib/toast.tsx';
import { clientImportPath } from '../../lib/paths.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useAcceptClient } from './api/accept-client.ts';
import { useInviteHeld } from './api/invite-held.ts';
import { ClientFormModal } from './components/client-form-modal.tsx';
import { ClientRow } from './components/client-row.tsx';
import { EmptyState } from './components/empty-state.tsx';
import { GroupFormModal } from './components/group-form-modal.tsx';
import { InviteLinkCard } from './components/invite-link-card.tsx';
import { InviteModal } from './components/invite-modal.tsx';
import { RemoveClientDialog } from './components/remove-client-dialog.tsx';
import { SkeletonRows } from './components/skeleton-rows.tsx';
import { Tabs } from './components/tabs.tsx';
import './styles/lists.css';
import './styles/people-and-states.css';
import './styles/cards-and-forms.css';

type BookTab = ClientTab | 'groups';
const TABS: BookTab[] = ['confirmed', 'pending', 'groups'];

type Dialog =
  { kind: 'add' } | { kind: 'invite' } | { kind: 'group' } | { kind: 'edit'; client: ClientBookEntry } | null;

export function ClientBookPage() {
  const { t } = useTranslation('book');
  const idPrefix = useId();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: BookTab = TABS.includes(tabParam as BookTab) ? (tabParam as BookTab) : 'confirmed';
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [removing, setRemoving] = useState<ClientBookEntry | null>(null);
  const closeDialog = (open: boolean) => !open && setDialog(null);

  const selectTab = (next: BookTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'confirmed') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="client-book">
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <div className="client-book__actions">
        <Button onClick={() => setDialog({ kind: 'add' })}>{t('actions.add_client')}</Button>
        <Button variant="secondary" onClick={() => setDialog({ kind: 'invite' })}>
          {t('actions.invite')}
        </Button>
        <Button variant="secondary" onClick={() => setDialog({ kind: 'group' })}>
          {t('actions.create_group')}
        </Button>
        <Link className={buttonClass('secondary')} to={clientImportPath()}>
          {t('actions.import')}
        </Link>
      </div>

      <Tabs
        label={t('tabs.label')}
        idPrefix={idPrefix}
        selected={tab}
        onSelect={selectTab}
        tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
      >
        {/* What to type is a hint beside the field, not a placeholder: a hint wraps at any text size. */}
        <div className="field client-book__search">
          <label className="field__label" htmlFor={`${idPrefix}-search`}>
            {t('search.label')}
          </label>
          <p className="field__hint" id={`${idPrefix}-search-hint`}>
            {tab === 'groups' ? t('search.placeholder_groups') : t('search.placeholder_clients')}
          </p>
          <input
            id={`${idPrefix}-search`}
            type="search"
            className="field__input"
            aria-describedby={`${idPrefix}-search-hint`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {tab === 'pending' && <InviteLinkCard />}
        {tab === 'groups' ? (
          <GroupList search={debounced} onCreate={() => setDialog({ kind: 'group' })} />
        ) : (
          <ClientList
            key={tab}
            status={tab}
            search={debounced}
            onAdd={() => setDialog({ kind: 'add' })}
            onInvite={() => setDialog({ kind: 'invite' })}
            onEdit={(client) => setDialog({ kind: 'edit', client })}
            onRemove={setRemoving}
          />
        )}
      </Tabs>

      <ClientFormModal
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onOpenChange={closeDialog}
        client={dialog?.kind === 'edit' ? dialog.client : undefined}
      />
      <InviteModal open={dialog?.kind === 'invite'} onOpenChange={closeDialog} />
      <GroupFormModal open={dialog?.kind === 'group'} onOpenChange={closeDialog} />
      <RemoveClientDialog client={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

interface ClientListProps {
  status: ClientTab;
  search: string;
  onAdd: () => void;
  onInvite: () => void;
  onEdit: (client: ClientBookEntry) => void;
  onRemove: (client: ClientBookEntry) => void;
}

function ClientList({ status, search, onAdd, onInvite, onEdit, onRemove }: ClientListProps) {
  const { t } = useTranslation('book');
  const toast = useToast();
  const query = useClients(status, search);
  const accept = useAcceptClient();
  const invite = useInviteHeld();
  const rows = clientRows(query.data?.pages);
  const lastPage = query.data?.pages.at(-1);
  const total = lastPage?.total;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useLoadMoreOnView(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  });

  if (query.isPending) return <SkeletonRows label={t('list.loading')} />;
  if (query.isError) {
    return (
      <div className="empty-state" role="alert">
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  if (rows.length === 0) {
    if (search)
      return <EmptyState title={t('empty.search_title', { search })} text={t('empty.search_text')} />;
    return status === 'confirmed' ? (
      <EmptyState
        title={t('empty.confirmed_title')}
        text={t('empty.confirmed_text')}
        action={<Button onClick={onAdd}>{t('actions.add_client')}</Button>}
      />
    ) : (
      <EmptyState
        title={t('empty.pending_title')}
        text={t('empty.pending_text')}
        action={<Button onClick={onInvite}>{t('actions.invite')}</Button>}
      />
    );
  }

  const onAccept = (client: ClientBookEntry) =>
    accept.mutate(client.id, {
      onSuccess: () => toast.success('book:toasts.client_accepted'),
      onError: (error) => toast.error(error),
    });

  // Imported clients wait for the professional's word before anyone is told (decision 0048).
  const sendInvitations = (ids?: string[]) =>
    invite.mutate(ids ? { ids } : {}, {
      onSuccess: () => toast.success('book:toasts.invitations_sent'),
      onError: (error) => toast.error(error),
    });

  return (
    <>
      {status === 'pending' && rows.some((client) => client.invitation_held) && (
        <Button variant="secondary" loading={invite.isPending} onClick={() => sendInvitations()}>
          {t('actions.invite_held')}
        </Button>
      )}
      <ul className="row-list" aria-busy={query.isFetching || undefined}>
        {rows.map((client) => (
          <ClientRow
            key={client.id}
            client={client}
            onEdit={onEdit}
            onRemove={onRemove}
            onAccept={onAccept}
            onInvite={(client) => sendInvitations([client.id])}
          />
        ))}
      </ul>
      {isFetchingNextPage && <SkeletonRows count={2} label={t('list.loading')} />}
      <div ref={sentinel} className="client-book__more">
        <p className="muted" role="status">
          {total !== undefined
            ? t('list.count', { shown: rows.length, total })
            : !hasNextPage && t('list.all_loaded')}
        </p>
        {hasNextPage && !isFetchingNextPage && (
          <Button variant="secondary" onClick={() => void fetchNextPage()}>
            {t('actions.load_more')}
          </Button>
        )}
      </div>
    </>
  );
}

/** Calls `onView` whenever the returned ref's element scrolls into view (IntersectionObserver). */
function useLoadMoreOnView(onView: () => void) {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(onView);
  useEffect(() => {
    latest.current = onView;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  });
  return ref;
}

function GroupList({ search, onCreate }: { search: string; onCreate: () => void }) {
  const { t } = useTranslation('book');
  const query = useGroups(search);
  if (query.isPending) return <SkeletonRows label={t('list.loading')} />;
  if (query.isError) {
    return (
      <div className="empty-state" role="alert">
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    if (search)
      return <EmptyState title={t('empty.search_title', { search })} text={t('empty.search_text')} />;
    return (
      <EmptyState
        title={t('empty.groups_title')}
        text={t('empty.groups_text')}
        action={<Button onClick={onCreate}>{t('actions.create_group')}</Button>}
      />
    );
  }
  return (
    <ul className="row-list">
      {query.data.map((group) => (
        <li key={group.id} className="row">
          <span className="avatar avatar--group" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="20" height="20">
              <circle cx="9" cy="9" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <circle cx="16.5" cy="10" r="2.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path
                d="M3.5 19c.8-3 3-4.5 5.5-4.5s4.7 1.5 5.5 4.5M14.5 15c2.5-.4 4.8.8 5.7 3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <div className="row__main">
            <Link
              className="row__name"
              to={`/professional/groups/${encodeURIComponent(group.id.replace(/^g(?=[0-9a-f]{8}-)/i, ''))}`}
            >
              {group.name}
            </Link>
            <span className="row__meta">{t('list.members', { count: group.clients_count })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
