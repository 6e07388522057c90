/** Building blocks of the detail sheets: labelled facts and a list of people. */
import { useId, type ReactNode } from 'react';

export function Facts({ children }: { children: ReactNode }) {
  return <dl className="cc-facts">{children}</dl>;
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="cc-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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
