/**
 * The line icons of both calendars: the navigation's chevrons, and small marks that repeat a status
 * already spelled out in text (never colour or icon alone).
 */
export type CalendarIconName =
  | 'check'
  | 'clock'
  | 'question'
  | 'cross'
  | 'plus'
  | 'full'
  | 'lock'
  | 'waitlist'
  | 'chevron-left'
  | 'chevron-right'
  | 'slot'
  | 'people'
  | 'warning';

const paths: Record<CalendarIconName, string> = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  question:
    'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  cross: 'M6 6l12 12M18 6L6 18',
  plus: 'M12 5v14M5 12h14',
  full: 'M5 12h14M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v9h-13z',
  waitlist: 'M8 6h12M8 12h12M8 18h8M4 6h.01M4 12h.01M4 18h.01',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  slot: 'M4 6h16v14H4zM4 10h16M9 15l2 2 4-4',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 3.5 6',
  warning: 'M12 3.5L21.5 20h-19zM12 10v4.5M12 17.5v.01',
};

export function CalendarIcon({
  name,
  size = 12,
  className,
}: {
  name: CalendarIconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
