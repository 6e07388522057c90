/**
 * The API tokens half of the integrations page (docs/decisions/0052-api-tokens.md): what a token is,
 * the live tokens (name, scopes, first characters, made, last used, expiry) with "Revoke", and the
 * form to make one; a new token is shown once in a dialog.
 */
import type { ApiToken } from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { Button } from '../../components/ui/index.ts';
import { formatMoment } from '../../lib/format-dates.ts';
import { useToast } from '../../lib/toast.tsx';
import { ListCard } from './list-card.tsx';
import { CreateTokenForm, NewTokenModal } from './token-form.tsx';
import { useRevokeToken, useTokens } from './tokens-api.ts';

export function TokensSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('integrations');
  const query = useTokens();
  const [created, setCreated] = useState<(ApiToken & { token: string }) | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <section className="integrations__section" aria-labelledby="tokens-heading">
      <h2 id="tokens-heading" className="integrations__heading">
        {t('tokens.title')}
      </h2>
      <p className="muted">{t('tokens.lead')}</p>
      <ListCard query={query} empty={t('tokens.empty')} label={t('tokens.label')}>
        {(items) =>
          items.map((token) => (
            <TokenRow key={token.id} token={token} timeZone={timeZone} onRevoke={() => setRevoking(token)} />
          ))
        }
      </ListCard>
      {query.data && <CreateTokenForm count={query.data.length} onCreated={setCreated} />}
      <NewTokenModal created={created} onClose={() => setCreated(null)} />
      <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}

function TokenRow({
  token,
  timeZone,
  onRevoke,
}: {
  token: ApiToken;
  timeZone: string;
  onRevoke: () => void;
}) {
  const { t, i18n } = useTranslation('integrations');
  const when = (iso: string) => formatMoment(new Date(iso), i18n.language, timeZone);
  // `clients:read` → "Clients and groups: Read".
  const scopeLabel = (scope: string) => {
    const [area, access] = scope.split(':');
    return `${t(`scopes.${area}`)}: ${t(access === 'write' ? 'tokens.write' : 'tokens.read')}`;
  };
  return (
    <li className="integrations__row">
      <div className="integrations__row-main">
        <span className="integrations__row-title">{token.name}</span>
        <code className="integrations__prefix">{token.prefix}…</code>
        <span className="integrations__meta">{token.scopes.map(scopeLabel).join('; ')}</span>
        <span className="integrations__meta">
          {t('tokens.created', { when: when(token.createdAt) })}
          {' · '}
          {token.last_used_at
            ? t('tokens.last_used', { when: when(token.last_used_at) })
            : t('tokens.never_used')}
          {' · '}
          {token.expires_at
            ? t('tokens.expires', { when: when(token.expires_at) })
            : t('tokens.never_expires')}
        </span>
      </div>
      <div className="integrations__actions">
        <Button variant="ghost" aria-label={t('tokens.revoke_of', { name: token.name })} onClick={onRevoke}>
          {t('tokens.revoke')}
        </Button>
      </div>
    </li>
  );
}

function RevokeDialog({ token, onClose }: { token: ApiToken | null; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const revoke = useRevokeToken();
  return (
    <ConfirmDialog
      open={token !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('tokens.revoke_title', { name: token?.name ?? '' })}
      description={t('tokens.revoke_text')}
      confirmLabel={t('tokens.revoke')}
      cancelLabel={t('page.cancel')}
      busy={revoke.isPending}
      danger
      onConfirm={() =>
        token &&
        revoke.mutate(token.id, {
          onSuccess: () => {
            toast.success('integrations:toasts.token_revoked');
            onClose();
          },
          onError: (error) => toast.error(error),
        })
      }
    />
  );
}
