/**
 * Slot booking (spec: client area): choose the session type the slot offers, a duration, then a start
 * in 15-minute steps among those `claimStarts` allows (inside the slot, clear of the blocked time, not
 * past the registration deadline). The taken time is listed, so a missing start is explained. The
 * server's refusals land on their fields: `start_time` (also a time conflict), `end_time`, `duration`.
 */
import type { ClientSlotEntry } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/index.ts';
import { Button } from '../../../components/ui/index.ts';
import { formatWhen } from '../../../lib/format-dates.ts';
import { slotTitle } from '../lib/item-text.ts';
import { useKept } from '../../../lib/use-kept.ts';
import { SlotBookingForm, slotFormId } from './slot-booking-form.tsx';
import { useSlotBooking } from './use-slot-booking.ts';

export interface SlotBookingDialogProps {
  slot: ClientSlotEntry | null;
  timeZone: string;
  now: Date;
  onClose: () => void;
}

export function SlotBookingDialog({ slot, timeZone, now, onClose }: SlotBookingDialogProps) {
  const shown = useKept(slot);
  if (!shown) return null;
  return (
    <SlotBookingModal
      // A fresh choice for every slot; the same slot refetched keeps what was picked.
      key={shown.id}
      open={slot !== null}
      slot={shown}
      timeZone={timeZone}
      now={now}
      onClose={onClose}
    />
  );
}

function SlotBookingModal({
  open,
  slot,
  timeZone,
  now,
  onClose,
}: {
  open: boolean;
  slot: ClientSlotEntry;
  timeZone: string;
  now: Date;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const booking = useSlotBooking(slot, now, onClose);
  const when = formatWhen(new Date(slot.start_time), new Date(slot.end_time), i18n.language, timeZone);
  const canBook = booking.starts.length > 0;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !booking.busy && onClose()}
      // A time picked is a choice a stray tap on the backdrop should not throw away.
      unsaved={booking.values.start !== null}
      title={slotTitle(slot, t)}
      description={when}
      footer={
        canBook && (
          <div className="modal__actions">
            <Button variant="secondary" onClick={onClose} disabled={booking.busy}>
              {t('slot.close')}
            </Button>
            <Button
              type="submit"
              form={slotFormId(slot.id)}
              loading={booking.busy}
              disabled={booking.values.start === null}
            >
              {t('slot.book')}
            </Button>
          </div>
        )
      }
    >
      <SlotBookingForm slot={slot} timeZone={timeZone} now={now} booking={booking} />
    </Modal>
  );
}
