/**
 * Whose calendar is shown (docs/product/overview.md#client: one view per professional; decision 0038: and all
 * of them
 * at once): a row of choices, "All" and each professional by name with their colour, which is also
 * the legend of the colours. With one professional, a line naming them.
 */
import { useTranslation } from 'react-i18next';
import { colourStyle } from '../lib/professional-colour.ts';

export interface ProfessionalView {
  id: string;
  /** Null while unknown (a public profile's professional before their calendar loaded). */
  name: string | null;
  /** Their colour in the palette, or null when colours are not shown. */
  colour: number | null;
}

interface ProfessionalSwitchProps {
  views: ProfessionalView[];
  /** The professional shown, or null for all of them. */
  value: string | null;
  /** Whether "All" is a choice (two or more confirmed professionals). */
  withAll: boolean;
  onChange: (professionalId: string | null) => void;
}

const ALL = '';

export function ProfessionalSwitch({ views, value, withAll, onChange }: ProfessionalSwitchProps) {
  const { t } = useTranslation('booking');
  if (views.length < 2) {
    const only = views[0];
    return only?.name ? (
      <p className="cc-switch cc-switch--single">{t('switch.single', { name: only.name })}</p>
    ) : null;
  }
  const choices = [
    ...(withAll ? [{ id: ALL, label: t('switch.all'), colour: null }] : []),
    ...views.map((view) => ({ id: view.id, label: view.name ?? t('switch.other'), colour: view.colour })),
  ];
  const current = value ?? ALL;
  return (
    <fieldset className="cc-switch">
      <legend className="visually-hidden">{t('switch.legend')}</legend>
      <div className="cc-switch__choices">
        {choices.map((choice) => {
          const checked = choice.id === current;
          return (
            <label
              key={choice.id || 'all'}
              className={checked ? 'cc-chip cc-chip--checked' : 'cc-chip'}
              style={colourStyle(choice.colour)}
            >
              <input
                type="radio"
                name="cc-professional"
                className="cc-chip__input"
                value={choice.id}
                checked={checked}
                onChange={() => onChange(choice.id === ALL ? null : choice.id)}
              />
              {choice.colour !== null && <span className="cc-swatch" aria-hidden="true" />}
              <span className="cc-chip__label">{choice.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
