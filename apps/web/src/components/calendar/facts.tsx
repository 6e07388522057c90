import type { ReactNode } from 'react';

/** Labelled facts of an event or slot (when, where, notes) in a detail dialog of either calendar. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="calendar-facts">{children}</dl>;
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="calendar-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
