/**
 * docs/product/rules.md#cancellation-deadline, issue 24: before a client confirms a booking that falls inside
 * its
 * cancellation window, the booking sheet says they will not be able to cancel it, and since when.
 * Nothing shows while cancelling would still be possible.
 */
import { deadlineOf, deadlinePassed } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format-dates.ts';
import { CalendarIcon } from '../../../components/calendar/index.ts';

interface LateBookingNoticeProps {
  start: Date | null;
  /** The session type's cancellation deadline, hours before the start; null while unknown. */
  cancellationHours: number | null;
  now: Date;
  timeZone: string;
}

export function LateBookingNotice({ start, cancellationHours, now, timeZone }: LateBookingNoticeProps) {
  const { t, i18n } = useTranslation('booking');
  if (!start || cancellationHours === null || !deadlinePassed(start, cancellationHours, now)) return null;
  const time = formatMoment(deadlineOf(start, cancellationHours), i18n.language, timeZone);
  return (
    // A status: picking a later start in the slot sheet makes it appear, and it is read out then.
    <div className="cc-voucher-warning cc-late-booking" role="status">
      <CalendarIcon name="warning" size={18} className="cc-voucher-warning__icon" />
      <p className="cc-voucher-warning__body">{t('details.line.no_cancel_after_booking', { time })}</p>
    </div>
  );
}
