import type { ClientBookEntry } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';

/** Status in icon and text (docs/product/look-and-feel.md#status-is-visible-without-reading: never colour alone). */
export function StatusBadge({
  entry,
}: {
  entry: Pick<ClientBookEntry, 'status' | 'initiated_by' | 'invitation_held'>;
}) {
  const { t } = useTranslation('book');
  if (entry.status === 'confirmed') {
    return (
      <span className="status-badge status-badge--confirmed">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('status.confirmed')}
      </span>
    );
  }
  const requested = entry.initiated_by === 'client';
  return (
    <span className="status-badge status-badge--pending">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M8 4.5V8l2.5 1.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
      {requested ? t('status.requested') : entry.invitation_held ? t('status.held') : t('status.pending')}
    </span>
  );
}
