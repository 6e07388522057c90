/** Small marks that repeat a status already spelled out in text (never colour or icon alone). */
export type IconName =
  | 'check'
  | 'clock'
  | 'question'
  | 'cross'
  | 'plus'
  | 'full'
  | 'chevron-left'
  | 'chevron-right'
  | 'slot'
  | 'people'
  | 'warning';

const paths: Record<IconName, string> = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  question:
    'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  cross: 'M6 6l12 12M18 6L6 18',
  plus: 'M12 5v14M5 12h14',
  full: 'M5 12h14M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  slot: 'M4 6h16v14H4zM4 10h16M9 15l2 2 4-4',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 3.5 6',
  warning: 'M12 3.5L21.5 20h-19zM12 10v4.5M12 17.5v.01',
};

export function Icon({ name, size = 14, className }: { name: IconName; size?: number; className?: string }) {
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
