import type { ProfessionalSlotEntry } from '@sessionbook/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatParts, formatTimeRange } from '../../../lib/format-dates.ts';
import { wallMinutes, type Placed } from '../lib/item-layout.ts';
import { personName, slotMarkers, slotTitle } from '../lib/item-text.ts';
import { ItemButton } from './item-button.tsx';

interface SlotItemProps {
  placed: Placed<{ start: Date; end: Date; slot: ProfessionalSlotEntry }>;
  timeZone: string;
  onOpen: (slot: ProfessionalSlotEntry) => void;
}

/** An availability slot with its claims drawn inside, as the parts already taken. */
export function SlotItem({ placed, timeZone, onOpen }: SlotItemProps) {
  const { t, i18n } = useTranslation('calendar');
  const locale = i18n.language;
  const { slot, start, end } = placed.item;
  const title = slotTitle(slot, t);
  const cancelled = slot.cancelled_at !== null;
  const label = formatParts(
    [title, formatTimeRange(start, end, locale, timeZone), ...slotMarkers(slot, t)],
    locale,
  );
  const span = Math.max(placed.bottom - placed.top, 1);
  // Claims are placed on the same wall-clock axis as the slot, relative to the slot's own box.
  const share = (instant: Date) =>
    Math.min(Math.max((wallMinutes(instant, timeZone) - placed.top) / span, 0), 1) * 100;
  return (
    <ItemButton
      kind="slot"
      placed={placed}
      timeZone={timeZone}
      locale={locale}
      title={title}
      cancelled={cancelled}
      label={label}
      onClick={() => onOpen(slot)}
      before={slot.claims.map((claim) => {
        const top = share(new Date(claim.start_time));
        const bottom = share(new Date(claim.end_time));
        return (
          <span
            key={claim.registration_id}
            className="cal-claim"
            aria-hidden="true"
            style={
              { '--claim-top': `${top}%`, '--claim-height': `${Math.max(bottom - top, 0)}%` } as CSSProperties
            }
          >
            <span className="cal-claim__name">{personName(claim.full_name, t)}</span>
          </span>
        );
      })}
    >
      {cancelled && <span className="cal-item__status">{t('status.cancelled')}</span>}
    </ItemButton>
  );
}
