import type { ProfessionalSlotEntry } from '@sessionbook/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatParts, formatTime, formatTimeRange } from '../lib/format.ts';
import { wallMinutes, type Placed } from '../lib/item-layout.ts';
import { personName, slotMarkers, slotTitle } from '../lib/item-text.ts';
import { SHORT_ITEM_MINUTES } from './event-item.tsx';

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
  const classes = [
    'cal-item',
    'cal-item--slot',
    cancelled && 'cal-item--cancelled',
    placed.bottom - placed.top < SHORT_ITEM_MINUTES && 'cal-item--short',
  ];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-label={label}
      onClick={() => onOpen(slot)}
    >
      {slot.claims.map((claim) => {
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
      <span className="cal-item__time">{formatTime(start, locale, timeZone)}</span>
      <span className="cal-item__title">{cancelled ? <s>{title}</s> : title}</span>
      {cancelled && (
        <span className="cal-item__marks" aria-hidden="true">
          <span className="cal-item__status">{t('status.cancelled')}</span>
        </span>
      )}
    </button>
  );
}
