/**
 * One choice of a few, each said in a sentence: a fieldset of radio rows under a legend (which
 * occurrences of a series an edit applies to, what a late cancel does). The whole row is the touch
 * target; arrow keys move between the choices as the browser does for radios.
 */
import { useId, type InputHTMLAttributes } from 'react';

export function RadioGroup<T extends string>({
  legend,
  choices,
  label,
  input,
  value,
}: {
  legend: string;
  choices: readonly T[];
  label: (choice: T) => string;
  /** The registration of the field (react-hook-form's `register(name)`), shared by every radio. */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'id' | 'checked'>;
  /** The chosen value, for a group that saves on change instead of in a form. */
  value?: T;
}) {
  const id = useId();
  return (
    <fieldset className="radio-group">
      <legend className="field__label">{legend}</legend>
      {choices.map((choice) => (
        <div key={choice} className="field__check-row">
          <input
            id={`${id}-${choice}`}
            type="radio"
            value={choice}
            className="field__checkbox"
            {...(value === undefined ? {} : { checked: value === choice })}
            {...input}
          />
          <label className="field__check-label" htmlFor={`${id}-${choice}`}>
            {label(choice)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
