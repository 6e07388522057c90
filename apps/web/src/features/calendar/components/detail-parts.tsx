/** Building blocks of the detail dialogs: labelled facts and a list of people with their status. */
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/index.ts';

export function Facts({ children }: { children: ReactNode }) {
  return <dl className="cal-facts">{children}</dl>;
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="cal-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function PeopleSection({
  title,
  empty,
  ordered = false,
  children,
}: {
  title: ReactNode;
  empty?: ReactNode;
  ordered?: boolean;
  children: ReactNode[];
}) {
  const id = useId();
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="cal-people" aria-labelledby={id}>
      <h3 id={id} className="cal-people__title">
        {title}
      </h3>
      {children.length > 0 ? (
        <List className="cal-people__list">{children}</List>
      ) : (
        empty && <p className="muted">{empty}</p>
      )}
    </section>
  );
}

export type PersonStatus = 'registered' | 'waiting' | 'cancelled' | 'booked' | 'invited';

/** One person: the name (struck through once cancelled), the status in words, and an action. */
export function PersonRow({
  name,
  detail,
  status,
  statusText,
  action,
}: {
  name: string;
  detail?: string;
  status: PersonStatus;
  statusText: string;
  action?: { label: string; accessibleLabel: string; onClick: () => void };
}) {
  const cancelled = status === 'cancelled';
  return (
    <li className={cancelled ? 'cal-person cal-person--cancelled' : 'cal-person'}>
      <span className="cal-person__main">
        <span className="cal-person__name">{cancelled ? <s>{name}</s> : name}</span>
        {detail && <span className="cal-person__detail">{detail}</span>}
      </span>
      <span className={`cal-badge cal-badge--${status}`}>{statusText}</span>
      {action && (
        <Button
          variant="ghost"
          className="cal-person__action"
          aria-label={action.accessibleLabel}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      )}
    </li>
  );
}
