/**
 * docs/product/rules.md#cancellation-deadline and docs/product/rules.md#late-cancels-and-no-shows:
 * before a client confirms a booking, the booking sheet says the terms of the session's voucher type:
 * until when cancelling is free, what cancelling after that does (refused, or allowed until the start
 * and using the voucher), and what not coming does. A booking already past the deadline gets it as a
 * warning, with the time the deadline passed.
 */
import { cancelTerms, deadlineOf, type LateCancelRule, type NoShowRule } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format-dates.ts';
import { CalendarIcon } from '../../../components/calendar/index.ts';

/** What the session's voucher type says about cancelling and not coming. */
export interface BookingTerms {
  cancellationHours: number;
  lateCancel: LateCancelRule;
  noShow: NoShowRule;
}

interface BookingTermsNoticeProps {
  start: Date | null;
  /** The session type's terms; null while unknown (no type chosen yet). */
  terms: BookingTerms | null;
  now: Date;
  timeZone: string;
}

export function BookingTermsNotice({ start, terms, now, timeZone }: BookingTermsNoticeProps) {
  const { t, i18n } = useTranslation('booking');
  if (!start || !terms) return null;
  const time = formatMoment(deadlineOf(start, terms.cancellationHours), i18n.language, timeZone);
  const noShow = t(`details.line.no_show_${terms.noShow}`);
  const now_ = cancelTerms(start, terms, now);
  if (now_ === 'free')
    return (
      // A status: picking another start or session type changes it, and it is read out then.
      <p className="cc-booking-terms" role="status">
        {t('details.line.cancel_free_until', { time })} {t(`details.line.after_deadline_${terms.lateCancel}`)}{' '}
        {noShow}
      </p>
    );
  return (
    <div className="cc-voucher-warning cc-late-booking" role="status">
      <CalendarIcon name="warning" size={18} className="cc-voucher-warning__icon" />
      <p className="cc-voucher-warning__body">
        {t(
          now_ === 'late' ? 'details.line.late_cancel_after_booking' : 'details.line.no_cancel_after_booking',
          {
            time,
          },
        )}{' '}
        {noShow}
      </p>
    </div>
  );
}
