import { intlLocale } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';

/**
 * The one "12 / 5,000" line under every text area with a limit: numbers in the reader's language, a
 * warning colour at the limit, and words for screen readers there (the field names it in its
 * description). Counts UTF-16 units, as the textarea's maxLength and the server's Zod max() do.
 */
export function CharacterCounter({ id, count, max }: { id: string; count: number; max: number }) {
  const { t, i18n } = useTranslation('widgets');
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const full = count >= max;
  return (
    <div className="text-area__foot">
      <p className={full ? 'text-area__counter text-area__counter--full' : 'text-area__counter'} id={id}>
        {t('text_area.counter', { count: number.format(count), max: number.format(max) })}
        {full && <span className="visually-hidden"> {t('text_area.full')}</span>}
      </p>
    </div>
  );
}
