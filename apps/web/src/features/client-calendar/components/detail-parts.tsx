/**
 * A building block of the detail sheets: a list of people. Their labelled facts are the professional
 * calendar's too (components/calendar/facts.tsx).
 */
import { useId, type ReactNode } from 'react';

/** A titled list of names, or a line saying there is no one yet. */
export function PeopleList({ title, names, empty }: { title: ReactNode; names: string[]; empty: ReactNode }) {
  const id = useId();
  return (
    <section className="cc-people" aria-labelledby={id}>
      <h3 id={id} className="cc-people__title">
        {title}
      </h3>
      {names.length > 0 ? (
        <ul className="cc-people__list">
          {names.map((name, index) => (
            <li key={`${index}:${name}`} className="cc-people__person">
              {name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </section>
  );
}
