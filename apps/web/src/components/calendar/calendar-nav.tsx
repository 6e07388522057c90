import { Button } from '../ui/index.ts';
import { CalendarIcon } from './calendar-icon.tsx';

export interface CalendarNavProps {
  /** The group's name, e.g. "Calendar navigation". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  todayLabel: string;
  /** The dates shown: the heading the three buttons change. */
  rangeLabel: string;
  onMove: (direction: 1 | -1) => void;
  onToday: () => void;
}

/**
 * Previous / Today / next and the range they show, alike in both calendars
 * (docs/product/screens.md#professional-area, docs/product/screens.md#client-area). The range is a
 * polite live region, so a screen reader hears where a press went without leaving the buttons.
 */
export function CalendarNav({
  label,
  previousLabel,
  nextLabel,
  todayLabel,
  rangeLabel,
  onMove,
  onToday,
}: CalendarNavProps) {
  return (
    <div className="calendar-nav" role="group" aria-label={label}>
      <button type="button" className="icon-button" aria-label={previousLabel} onClick={() => onMove(-1)}>
        <CalendarIcon name="chevron-left" size={22} />
      </button>
      <Button variant="secondary" onClick={onToday}>
        {todayLabel}
      </Button>
      <button type="button" className="icon-button" aria-label={nextLabel} onClick={() => onMove(1)}>
        <CalendarIcon name="chevron-right" size={22} />
      </button>
      <h2 className="calendar-nav__range" aria-live="polite">
        {rangeLabel}
      </h2>
    </div>
  );
}
