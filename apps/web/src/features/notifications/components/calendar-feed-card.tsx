/**
 * The private calendar feed (issue 11, item 6): its URL to copy into Google, Apple or Outlook
 * calendars, and a reset that makes a new secret after a confirmation (the old URL stops working).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/modal/index.ts';
import { Button, Card } from '../../../components/ui/index.ts';
import { useCopyToClipboard } from '../../../components/ui/use-copy-to-clipboard.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useCalendarFeedUrl, useResetCalendarFeedUrl } from '../api/calendar-feed.ts';

export function CalendarFeedCard() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const id = useId();
  const feed = useCalendarFeedUrl();
  const reset = useResetCalendarFeedUrl();
  const [confirming, setConfirming] = useState(false);
  const clipboard = useCopyToClipboard();
  const copied = clipboard.state === 'copied';

  const copy = async () => {
    if (!feed.data) return;
    if (!(await clipboard.copy(feed.data))) toast.error('notifications:feed.copy_failed');
  };

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        clipboard.reset();
        toast.success('notifications:feed.reset_done');
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(error);
      },
    });

  return (
    <Card as="section" className="notifications__card" aria-labelledby={`${id}-heading`}>
      <h2 className="notifications__heading" id={`${id}-heading`}>
        {t('feed.heading')}
      </h2>
      <p className="muted">{t('feed.lead')}</p>
      {feed.isPending && (
        <p role="status" className="muted">
          {t('feed.loading')}
        </p>
      )}
      {feed.isError && (
        <div className="notifications__notice" role="alert">
          <p>{t('feed.load_failed')}</p>
          <Button variant="secondary" onClick={() => void feed.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      )}
      {feed.data && (
        <>
          <label className="field__label" htmlFor={`${id}-url`}>
            {t('feed.url_label')}
          </label>
          <input
            id={`${id}-url`}
            className="field__input notifications__url"
            readOnly
            value={feed.data}
            aria-describedby={`${id}-private`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="muted notifications__small" id={`${id}-private`}>
            {t('feed.private_hint')}
          </p>
          <div className="notifications__actions">
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? t('feed.copied') : t('feed.copy')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {t('feed.reset')}
            </Button>
          </div>
          <span className="visually-hidden" role="status">
            {copied ? t('feed.copied') : ''}
          </span>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('feed.reset_title')}
        description={t('feed.reset_body')}
        confirmLabel={t('feed.reset_confirm')}
        cancelLabel={t('feed.cancel')}
        danger
        busy={reset.isPending}
        onConfirm={confirmReset}
      />
    </Card>
  );
}
