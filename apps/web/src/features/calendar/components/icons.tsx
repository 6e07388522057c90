/** Small marks that repeat a status already spelled out in text (never colour or icon alone). */
type IconName = 'lock' | 'waitlist' | 'slot' | 'chevron-left' | 'chevron-right' | 'plus';

const paths: Record<IconName, string> = {
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v9h-13z',
  waitlist: 'M8 6h12M8 12h12M8 18h8M4 6h.01M4 12h.01M4 18h.01',
  slot: 'M4 6h16v14H4zM4 10h16M9 15l2 2 4-4',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  plus: 'M12 5v14M5 12h14',
};

export function CalendarIcon({ name, size = 12 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
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
