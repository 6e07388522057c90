import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EventStatus, StatusTone } from '../lib/event-state.ts';
import { CalendarIcon, type CalendarIconName } from '../../../components/calendar/index.ts';

const ICONS: Record<StatusTone, CalendarIconName> = {
  registered: 'check',
  waiting: 'clock',
  invited: 'question',
  cancelled: 'cross',
  open: 'plus',
  full: 'full',
  past: 'clock',
};

/** The status in words, with a colour and an icon that only repeat it (docs/product/look-and-feel.md#status-is-visible-without-reading). */
export function StatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation('booking');
  return (
    <span className={`cc-badge cc-badge--${status.tone}`}>
      <CalendarIcon name={ICONS[status.tone]} size={12} />
      {t(`status.${status.key}`, { position: status.position })}
    </span>
  );
}

export const statusText = (status: EventStatus, t: TFunction<'booking'>): string =>
  t(`status.${status.key}`, { position: status.position });
