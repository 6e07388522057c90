/**
 * One availability slot (spec: slot details): when, the voucher types it offers, and the clients who
 * claimed part of it, each with a Refuse action (docs/product/rules.md#slot-claims: refusing frees the time).
 */
import { findVoucherType, type ProfessionalSlotEntry } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { useSchedule } from '../../../lib/schedule-context.ts';
import { formatNames, formatTimeRange, formatWhen } from '../../../lib/format-dates.ts';
import { personName, slotTitle } from '../lib/item-text.ts';
import { useKept } from '../../../lib/use-kept.ts';
import type { DeclineTarget } from './decline-dialog.tsx';
import {
  CancelledFact,
  DetailsModal,
  PeopleSection,
  PersonRow,
  PlaceFacts,
  RecurrenceFact,
} from './detail-parts.tsx';
import { Fact, Facts } from '../../../components/calendar/index.ts';

export interface SlotDetailsDialogProps {
  slot: ProfessionalSlotEntry | null;
  timeZone: string;
  onClose: () => void;
  onDecline: (target: DeclineTarget) => void;
}

export function SlotDetailsDialog({ slot, timeZone, onClose, onDecline }: SlotDetailsDialogProps) {
  const { t, i18n } = useTranslation('calendar');
  const schedule = useSchedule();
  const shown = useKept(slot);
  if (!shown) return null;

  const locale = i18n.language;
  const title = slotTitle(shown, t);
  const when = formatWhen(new Date(shown.start_time), new Date(shown.end_time), locale, timeZone);
  const cancelled = shown.cancelled_at !== null;
  const voucherNames = shown.voucher_types.flatMap((id) => {
    const type = findVoucherType(id);
    return type ? [t(`common:voucher_types.${type.type}`)] : [];
  });
  const handOver = (open: (slot: ProfessionalSlotEntry) => void) => () => {
    onClose();
    open(shown);
  };

  return (
    <DetailsModal
      open={slot !== null}
      title={title}
      when={when}
      cancelled={cancelled}
      cancelLabel={t('details.cancel_slot')}
      onClose={onClose}
      onCancel={handOver(schedule.openCancelSlot)}
      onEdit={handOver(schedule.openEditSlot)}
    >
      <Facts>
        <Fact label={t('details.kind')}>{t('details.kinds.slot')}</Fact>
        <CancelledFact entry={shown} />
        {voucherNames.length > 0 && (
          <Fact label={t('details.voucher_types')}>{formatNames(voucherNames, locale)}</Fact>
        )}
        <RecurrenceFact entry={shown} />
        <PlaceFacts entry={shown} />
      </Facts>

      <PeopleSection title={t('details.claims')} empty={t('details.no_claims')}>
        {shown.claims.map((claim) => {
          const name = personName(claim.full_name, t);
          const start = new Date(claim.start_time);
          const end = new Date(claim.end_time);
          const range = formatTimeRange(start, end, locale, timeZone);
          return (
            <PersonRow
              key={claim.registration_id}
              name={name}
              detail={range}
              status="booked"
              statusText={t('status.booked')}
              action={
                cancelled
                  ? undefined
                  : {
                      label: t('details.refuse'),
                      accessibleLabel: t('details.refuse_named', { name, time: range }),
                      onClick: () =>
                        onDecline({
                          registrationId: claim.registration_id,
                          kind: 'claim',
                          name,
                          itemTitle: title,
                          when: formatWhen(start, end, locale, timeZone),
                        }),
                    }
              }
            />
          );
        })}
      </PeopleSection>
    </DetailsModal>
  );
}
