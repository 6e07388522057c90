import type { ReactNode } from 'react';
import { formatTime } from '../../../lib/format-dates.ts';
import type { Placed } from '../lib/item-layout.ts';

interface ItemButtonProps {
  /** The item's modifier class: an event's kind or `slot`. */
  kind: string;
  placed: Placed<{ start: Date }>;
  timeZone: string;
  locale: string;
  title: string;
  cancelled: boolean;
  /** Strike the title through without the cancelled look (a session whose client cancelled). */
  struck?: boolean;
  /** The accessible name: title, time, status and count in words. */
  label: string;
  onClick: () => void;
  /** Drawn before the start time (a slot's claims). */
  before?: ReactNode;
  /** The line under the title (status, count and markers), shown when the item is tall enough. */
  children?: ReactNode;
}

/**
 * One item on the grid: a button with its start time and title, struck through once cancelled, and a
 * line of details. The item's height is its duration, so styles/items.css decides by that height which
 * lines show; each line ends in an ellipsis rather than being cut (issue 25).
 */
export function ItemButton({
  kind,
  placed,
  timeZone,
  locale,
  title,
  cancelled,
  struck = cancelled,
  label,
  onClick,
  before,
  children,
}: ItemButtonProps) {
  const classes = ['cal-item', `cal-item--${kind}`, cancelled && 'cal-item--cancelled'];
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} aria-label={label} onClick={onClick}>
      {before}
      <span className="cal-item__text">
        <span className="cal-item__head">
          <span className="cal-item__time">{formatTime(placed.item.start, locale, timeZone)}</span>{' '}
          {/* What the label starts with, as WCAG 2.5.3 asks (e2e/support/label-in-name.ts). */}
          <span className="cal-item__title" data-visible-label>
            {struck ? <s>{title}</s> : title}
          </span>
        </span>
        {children && <span className="cal-item__meta">{children}</span>}
      </span>
    </button>
  );
}
