/**
 * The 409 overlap warning (docs/product/rules.md#overlap-warning): the professional may book over their own
 * calendar.
 * "Book anyway" takes focus when the warning appears (issue 25: focus went to the top of the dialog,
 * 14 Tab presses away), so Enter confirms and Shift+Tab goes back to the fields to change the time.
 */
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
      <Button variant="secondary" loading={busy} onClick={onConfirm} autoFocus>
        {t('overlap.confirm')}
      </Button>
    </div>
  );
}
