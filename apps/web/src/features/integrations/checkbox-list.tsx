/**
 * Several choices of one array field (a webhook's events, a token's scopes) as checkbox rows under a
 * legend, registered with react-hook-form under one name so the checked values form the array. The
 * field's errors (none chosen, one unknown) show under the group and describe it.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { fieldMessages } from '../../components/form/index.ts';
import { FieldMessages } from '../../components/form/field-messages.tsx';

export function CheckboxList({
  legend,
  choices,
  input,
  error,
  className,
}: {
  legend: ReactNode;
  choices: readonly { value: string; label: string }[];
  /** `register(name)` of the array field, shared by every checkbox. */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'id'>;
  /** The array field's error: on the whole array (none chosen) or on one of its items (unknown). */
  error?: unknown;
  className?: string;
}) {
  const id = useId();
  const messages = fieldMessages(arrayFieldError(error));
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  return (
    <fieldset
      className={['integrations__checks', className].filter(Boolean).join(' ')}
      aria-describedby={errorId}
      aria-invalid={errorId ? true : undefined}
    >
      <legend className="field__label">{legend}</legend>
      {choices.map((choice) => (
        <div key={choice.value} className="field__check-row">
          <input
            {...input}
            id={`${id}-${choice.value}`}
            type="checkbox"
            value={choice.value}
            className="field__checkbox"
          />
          <label className="field__check-label" htmlFor={`${id}-${choice.value}`}>
            {choice.label}
          </label>
        </div>
      ))}
      {errorId && <FieldMessages id={errorId} messages={messages} />}
    </fieldset>
  );
}

/** The error react-hook-form keeps for an array field: its own, or the first of its items'. */
function arrayFieldError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = error as FieldError;
  if (own.message || own.types) return own;
  return Object.values(error).find(
    (item): item is FieldError => !!item && typeof item === 'object' && 'message' in item,
  );
}
