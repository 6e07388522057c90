import type { ClientSlotEntry } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { hasFreeTime } from '../lib/claim-options.ts';
import { formatParts, formatTime, formatTimeRange } from '../lib/format.ts';
import { slotTitle, slotTypesText } from '../lib/item-text.ts';
import { Icon } from './icons.tsx';

interface SlotRowProps {
  slot: ClientSlotEntry;
  timeZone: string;
  now: Date;
  onOpen: (slot: ClientSlotEntry) => void;
}

/** Open time of the professional: a button to the booking screen, or a quiet line once it is all taken. */
export function SlotRow({ slot, timeZone, now, onOpen }: SlotRowProps) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  const start = new Date(slot.start_time);
  const end = new Date(slot.end_time);
  const title = slotTitle(slot, t);
  const types = slotTypesText(slot, t, locale);
  const free = hasFreeTime(slot, now);
  const state = free ? t('item.slot_free') : t('item.slot_taken');
  const content = (
    <>
      <span className="cc-item__time">
        <span>{formatTime(start, locale, timeZone)}</span>
        <span className="cc-item__end">{formatTime(end, locale, timeZone)}</span>
      </span>
      <span className="cc-item__main">
        <span className="cc-item__title" data-visible-label>
          {title}
        </span>
        <span className="cc-item__meta">{types}</span>
        <span className="cc-item__marks">
          <span className={free ? 'cc-badge cc-badge--slot' : 'cc-badge cc-badge--full'}>
            <Icon name={free ? 'slot' : 'full'} size={12} />
            {state}
          </span>
        </span>
      </span>
      {free && <Icon name="chevron-right" size={18} className="cc-item__go" />}
    </>
  );
  if (!free)
    return (
      <div
        className="cc-item cc-item--slot cc-item--taken"
        role="group"
        aria-label={formatParts([title, formatTimeRange(start, end, locale, timeZone), state], locale)}
      >
        {content}
      </div>
    );
  return (
    <button
      type="button"
      className="cc-item cc-item--slot"
      // The title first, as shown (WCAG 2.5.3), then when, for what, and what the button does.
      aria-label={formatParts([title, formatTimeRange(start, end, locale, timeZone), types, state], locale)}
      onClick={() => onOpen(slot)}
    >
      {content}
    </button>
  );
}
