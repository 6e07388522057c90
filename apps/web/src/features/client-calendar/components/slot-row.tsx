import type { ClientSlotEntry } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { hasFreeTime } from '../lib/claim-options.ts';
import { formatParts, formatTime, formatTimeRange } from '../../../lib/format-dates.ts';
import { slotTitle, slotTypesText } from '../lib/item-text.ts';
import { itemColour, type ItemProfessional } from '../lib/professional-colour.ts';
import { CalendarIcon } from '../../../components/calendar/index.ts';
import { ProfessionalMark } from './professional-mark.tsx';

interface SlotRowProps {
  slot: ClientSlotEntry;
  /** Whose it is, when the calendar tells professionals apart (decision 0038). */
  professional?: ItemProfessional | null;
  timeZone: string;
  now: Date;
  onOpen: (slot: ClientSlotEntry) => void;
}

/**
 * Open time of the professional (named, in their colour, when the calendar tells professionals
 * apart): a button to the booking screen, or a quiet line once it is all taken.
 */
export function SlotRow({ slot, professional = null, timeZone, now, onOpen }: SlotRowProps) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  const start = new Date(slot.start_time);
  const end = new Date(slot.end_time);
  const title = slotTitle(slot, t);
  const types = slotTypesText(slot, t, locale);
  const free = hasFreeTime(slot, now);
  const state = free ? t('item.slot_free') : t('item.slot_taken');
  const who = professional && t('item.with_professional', { name: professional.name });
  const coloured = professional ? ' cc-item--coloured' : '';
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
        {professional && <ProfessionalMark name={professional.name} />}
        <span className="cc-item__meta">{types}</span>
        <span className="cc-item__marks">
          <span className={free ? 'cc-badge cc-badge--slot' : 'cc-badge cc-badge--full'}>
            <CalendarIcon name={free ? 'slot' : 'full'} size={12} />
            {state}
          </span>
        </span>
      </span>
      {free && <CalendarIcon name="chevron-right" size={18} className="cc-item__go" />}
    </>
  );
  if (!free)
    return (
      <div
        className={`cc-item cc-item--slot cc-item--taken${coloured}`}
        style={itemColour(professional)}
        role="group"
        aria-label={formatParts([title, who, formatTimeRange(start, end, locale, timeZone), state], locale)}
      >
        {content}
      </div>
    );
  return (
    <button
      type="button"
      className={`cc-item cc-item--slot${coloured}`}
      style={itemColour(professional)}
      // The title first, as shown (WCAG 2.5.3), then whose, when, for what, and what the button does.
      aria-label={formatParts(
        [title, who, formatTimeRange(start, end, locale, timeZone), types, state],
        locale,
      )}
      onClick={() => onOpen(slot)}
    >
      {content}
    </button>
  );
}
