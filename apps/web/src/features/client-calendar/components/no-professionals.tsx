/** The calendar without a confirmed professional: what it will show, and where to connect. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, Card } from '../../../components/ui/index.ts';
import { professionalsPath } from '../../../lib/paths.ts';
import { CalendarIcon } from '../../../components/calendar/index.ts';

export function NoProfessionals({ pending }: { pending: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <Card as="section" className="cc-empty" aria-labelledby="cc-empty-title">
      <span className="cc-empty__icon" aria-hidden="true">
        <CalendarIcon name="people" size={28} />
      </span>
      <h2 id="cc-empty-title" className="cc-empty__title">
        {t('empty.title')}
      </h2>
      <p>{pending ? t('empty.pending') : t('empty.text')}</p>
      <Link to={professionalsPath()} className={buttonClass('primary')}>
        {t('empty.action')}
      </Link>
    </Card>
  );
}
