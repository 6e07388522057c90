/** The 409 overlap warning (docs/product/rules.md#overlap-warning): the professional may book over their own calendar. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';

export function OverlapWarning({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const { t } = useTranslation('schedule');
  const { t: tc } = useTranslation('common');
  return (
    <div className="schedule-overlap" role="alert">
      <p className="schedule-overlap__text">
        <span aria-hidden="true" className="schedule-overlap__icon">
          !
        </span>
        {tc('error.event.overlap')}
      </p>
      <Button variant="secondary" loading={busy} onClick={onConfirm}>
        {t('overlap.confirm')}
      </Button>
    </div>
  );
}
