/**
 * `/professionals` (client theme): pending invitations first (accept or decline), then the confirmed
 * professionals (remove, with a confirmation that explains what ends), then the invite card.
 */
import type { ProfessionalEntry } from '@sessionbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { InitialsAvatar } from '../../components/people/initials-avatar.tsx';
import { Button, Card, PageTitle, TextLink } from '../../components/ui/index.ts';
import { clientVouchersPath } from '../../entities/vouchers/client-vouchers.ts';
import { publicProfilePath } from '../../lib/paths.ts';
import { PROFESSIONALS_KEY, professionalsApi } from '../../lib/professionals-api.ts';
import { useToast } from '../../lib/toast.tsx';
import { InviteProfessionalCard } from './invite-professional-card.tsx';
import './professionals.css';

type Action = 'accept' | 'decline' | 'remove';

export function ProfessionalsPage() {
  const { t } = useTranslation('people');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<ProfessionalEntry | null>(null);
  const list = useQuery({ queryKey: PROFESSIONALS_KEY, queryFn: professionalsApi.list });

  const change = useMutation({
    mutationFn: async ({ action, entry }: { action: Action; entry: ProfessionalEntry }) => {
      const id = entry.professional.id;
      if (action === 'accept') await professionalsApi.accept(id);
      else if (action === 'decline') await professionalsApi.decline(id);
      else await professionalsApi.remove(id);
    },
    onSuccess: async (_, { action }) => {
      toast.success(`people:list.${action}_done`);
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: PROFESSIONALS_KEY });
    },
    onError: (error) => toast.error(error),
  });
  const busyWith = (entry: ProfessionalEntry, action: Action) =>
    change.isPending && change.variables.entry.id === entry.id && change.variables.action === action;

  const entries = list.data ?? [];
  const pending = entries.filter((entry) => entry.status === 'pending');
  const confirmed = entries.filter((entry) => entry.status === 'confirmed');

  return (
    <div className="people">
      <PageTitle title={t('list.title')} subtitle={t('list.lead')} />

      {list.isPending && <ListSkeleton label={t('list.loading')} />}
      {list.isError && (
        <Card className="people__notice" role="alert">
          <p>{t('list.load_failed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </Card>
      )}

      {pending.length > 0 && (
        <section className="people__section" aria-labelledby="pending-heading">
          <h2 id="pending-heading" className="people__heading">
            {t('list.pending_heading')}
          </h2>
          <ul className="people__list">
            {pending.map((entry) => (
              <li key={entry.id} className="person">
                <PersonSummary entry={entry} />
                <p className="person__status">
                  <span className="status-badge status-badge--pending">
                    <span aria-hidden="true">●</span> {t('status.pending')}
                  </span>{' '}
                  {entry.initiated_by === 'professional'
                    ? t('list.invited_you', { name: nameOf(entry) })
                    : t('list.you_asked')}
                </p>
                <div className="person__actions">
                  {entry.initiated_by === 'professional' ? (
                    <>
                      <Button
                        loading={busyWith(entry, 'accept')}
                        disabled={change.isPending}
                        onClick={() => change.mutate({ action: 'accept', entry })}
                        aria-label={t('list.accept_named', { name: nameOf(entry) })}
                      >
                        {t('list.accept')}
                      </Button>
                      <Button
                        variant="secondary"
                        loading={busyWith(entry, 'decline')}
                        disabled={change.isPending}
                        onClick={() => change.mutate({ action: 'decline', entry })}
                        aria-label={t('list.decline_named', { name: nameOf(entry) })}
                      >
                        {t('list.decline')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      variant="secondary"
                      loading={busyWith(entry, 'decline')}
                      disabled={change.isPending}
                      onClick={() => change.mutate({ action: 'decline', entry })}
                      aria-label={t('list.withdraw_named', { name: nameOf(entry) })}
                    >
                      {t('list.withdraw')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      {list.isSuccess && (
        <section className="people__section" aria-labelledby="confirmed-heading">
          <h2 id="confirmed-heading" className="people__heading">
            {t('list.confirmed_heading')}
          </h2>
          {confirmed.length === 0 ? (
            <p className="muted">{t('list.empty')}</p>
          ) : (
            <ul className="people__list">
              {confirmed.map((entry) => (
                <li key={entry.id} className="person">
                  <PersonSummary entry={entry} />
                  <div className="person__actions">
                    <TextLink
                      block
                      to={publicProfilePath(entry.professional.username)}
                      aria-label={t('list.view_profile_named', { name: nameOf(entry) })}
                    >
                      {t('list.view_profile')}
                    </TextLink>
                    <TextLink
                      block
                      to={clientVouchersPath(entry.professional.id)}
                      aria-label={t('list.vouchers_named', { name: nameOf(entry) })}
                    >
                      {t('list.vouchers')}
                    </TextLink>
                    <Button
                      variant="ghost"
                      onClick={() => setRemoving(entry)}
                      aria-label={t('list.remove_named', { name: nameOf(entry) })}
                    >
                      {t('list.remove')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <InviteProfessionalCard />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('remove.title', { name: removing ? nameOf(removing) : '' })}
        description={t('remove.body')}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        danger
        busy={change.isPending}
        onConfirm={() => {
          if (removing) change.mutate({ action: 'remove', entry: removing });
        }}
      />
    </div>
  );
}

const nameOf = (entry: ProfessionalEntry) => entry.professional.full_name ?? entry.professional.username;

function PersonSummary({ entry }: { entry: ProfessionalEntry }) {
  const { professional } = entry;
  return (
    <div className="person__summary">
      <InitialsAvatar
        name={professional.full_name}
        fallback={professional.username}
        src={professional.avatar}
      />
      <div className="person__text">
        <p className="person__name">{nameOf(entry)}</p>
        {(professional.speciality || professional.location) && (
          <p className="person__meta">
            {[professional.speciality, professional.location].filter(Boolean).join(' · ')}
          </p>
        )}
      </div>
    </div>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="people__list" role="status" aria-label={label}>
      {[0, 1].map((row) => (
        <div key={row} className="person person--skeleton" aria-hidden="true">
          <span className="initials-avatar initials-avatar--md skeleton" />
          <span className="skeleton skeleton--line" />
        </div>
      ))}
    </div>
  );
}
