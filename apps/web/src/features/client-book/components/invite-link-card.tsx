/** The shareable invite link: create it once, copy it, or share it through WhatsApp. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, buttonClass } from '../../../components/ui/index.ts';
import { useCopyToClipboard } from '../../../components/ui/use-copy-to-clipboard.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useCreateInviteLink, useInviteLink } from '../api/invite-link.ts';

export function whatsAppUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

export function InviteLinkCard() {
  const { t } = useTranslation('book');
  const toast = useToast();
  const linkId = useId();
  const query = useInviteLink();
  const create = useCreateInviteLink();
  const { state: copied, copy } = useCopyToClipboard();
  const link = query.data;

  return (
    <Card as="section" className="invite-link" aria-labelledby={`${linkId}-title`}>
      <h2 className="section-title" id={`${linkId}-title`}>
        {t('invite_link.title')}
      </h2>
      <p className="muted">{t('invite_link.text')}</p>
      {query.isPending ? (
        <span className="skeleton skeleton--field" aria-hidden="true" />
      ) : query.isError ? (
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      ) : link ? (
        <>
          <label className="visually-hidden" htmlFor={linkId}>
            {t('invite_link.label')}
          </label>
          <input
            id={linkId}
            className="field__input invite-link__url"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="invite-link__actions">
            <Button variant="secondary" onClick={() => void copy(link)}>
              {t('invite_link.copy')}
            </Button>
            <a
              className={buttonClass('secondary')}
              href={whatsAppUrl(t('invite_link.share_message', { link }))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('invite_link.whatsapp')}
              <span className="visually-hidden"> {t('invite_link.new_tab')}</span>
            </a>
          </div>
          <p className="invite-link__notice" role="status">
            {copied === 'copied' && (
              <>
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                  <path
                    d="M3 8.5l3 3 7-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
                {t('invite_link.copied')}
              </>
            )}
            {copied === 'failed' && t('invite_link.copy_failed')}
          </p>
        </>
      ) : (
        <div className="invite-link__none">
          <p>{t('invite_link.none')}</p>
          <Button
            variant="secondary"
            loading={create.isPending}
            onClick={() =>
              create.mutate(undefined, {
                onSuccess: () => toast.success('book:toasts.link_created'),
                onError: (error) => toast.error(error),
              })
            }
          >
            {t('invite_link.create')}
          </Button>
        </div>
      )}
    </Card>
  );
}
