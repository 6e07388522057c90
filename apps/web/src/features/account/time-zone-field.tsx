/**
 * The time-zone field of the settings (issue 25: it refused "New York" while its hint asked for a
 * city). People type a city, a country or a zone's name in any case, with or without accents; the list
 * offers the zones it may mean by their human names (packages/domain `searchTimeZones`), never by id.
 * An ARIA 1.2 combobox from Downshift: arrows move through the list, Enter picks, Escape closes it.
 */
import { searchTimeZones, timeZoneLabel, timeZoneName, type ZoneMatch } from '@sessionbook/domain';
import { useCombobox } from 'downshift';
import { useId, useMemo } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldMessages } from '../../components/form/field-messages.tsx';
import { fieldMessages } from '../../components/form/field-errors.ts';

/** Enough to pick from on a phone without scrolling far; a longer list means the text is too vague. */
const SHOWN = 8;

export interface TimeZoneFieldProps {
  label: string;
  hint: string;
  /** What is typed. */
  text: string;
  /** The zone picked from the list, or null while the text is only typed. */
  picked: string | null;
  onType: (text: string) => void;
  onPick: (zone: string, name: string) => void;
  error?: FieldError | undefined;
  disabled?: boolean;
}

export function TimeZoneField({
  label,
  hint,
  text,
  picked,
  onType,
  onPick,
  error,
  disabled,
}: TimeZoneFieldProps) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const id = useId();
  const matches = useMemo(
    () => (picked === null && text.trim() ? searchTimeZones(text, { language, limit: SHOWN }) : []),
    [text, picked, language],
  );
  const now = useMemo(() => new Date(), []);
  const selectedItem = useMemo<ZoneMatch | null>(
    () => (picked ? { zone: picked, name: timeZoneName(picked, language, now), score: 0 } : null),
    [picked, language, now],
  );

  const combobox = useCombobox<ZoneMatch>({
    id,
    items: matches,
    inputValue: text,
    selectedItem,
    itemToString: (match) => match?.name ?? '',
    itemToKey: (match: ZoneMatch | null) => match?.zone,
    onInputValueChange: ({ inputValue, type }) => {
      // Picking writes the zone's name into the input too; only typing starts a new search.
      if (type === useCombobox.stateChangeTypes.InputChange) onType(inputValue);
    },
    onSelectedItemChange: ({ selectedItem: match }) => {
      if (match) onPick(match.zone, match.name);
    },
  });

  const messages = fieldMessages(error);
  const hintId = `${id}-hint`;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const nothing = picked === null && text.trim() !== '' && matches.length === 0;
  const open = combobox.isOpen && matches.length > 0;

  return (
    <div className="field tz-field">
      <label className="field__label" {...combobox.getLabelProps()}>
        {label}
      </label>
      <div className="field__control tz-field__control">
        <input
          className="field__input"
          name="timezone"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={messages.length > 0 ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          {...combobox.getInputProps()}
        />
        <ul
          className={open ? 'widget-popover tz-field__list' : 'tz-field__list'}
          {...combobox.getMenuProps()}
        >
          {open &&
            matches.map((match, index) => (
              <li
                key={match.zone}
                className={
                  index === combobox.highlightedIndex
                    ? 'tz-field__option tz-field__option--active'
                    : 'tz-field__option'
                }
                {...combobox.getItemProps({ item: match, index })}
              >
                {timeZoneLabel(match.zone, language, now)}
              </li>
            ))}
        </ul>
      </div>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      {/* Said as it happens: nothing else tells a screen reader that the text matches no zone. */}
      <p className="field__hint" role="status">
        {nothing ? t('settings.timezone_none', { text: text.trim() }) : ''}
      </p>
      {errorId && <FieldMessages id={errorId} messages={messages} />}
    </div>
  );
}
