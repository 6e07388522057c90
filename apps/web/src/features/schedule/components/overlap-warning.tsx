/**
 * The 409 overlap warning (docs/product/rules.md#overlap-warning): the professional may book over their own
 * calendar.
 * "Book anyway" takes focus when the warning appears (issue 25: focus went to the top of the dialog,
 * 14 Tab presses away), so Enter confirms and Shift+Tab goes back to the fields to change the time.
 * Busy time from the professional's other calendars counts as an overlap too (issue 29): the warning
 * then names those calendars ("Busy in your calendar “Clinic”"), read for the time that was sent.
 */
import { instantsOf } from '@sessionbook/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';
import { useBusyClash } from '../../../entities/busy-times/index.ts';
import type { WhenValues } from '../model/form-values.ts';
import { useScheduleTimeZone } from '../lib/time-zone.ts';

export function OverlapWarning({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const { t } = useTranslation('schedule');
  const { t: tc } = useTranslation('common');
  const { t: tb } = useTranslation('busy');
  const busyIn = useBusyClash(useSentRange());
  return (
    <div className="schedule-overlap" role="alert">
      <p className="schedule-overlap__text">
        <span aria-hidden="true" className="schedule-overlap__icon">
          !
        </span>
        {tc('error.event.overlap')}
      </p>
      {busyIn.map((label) => (
        <p key={label} className="schedule-overlap__busy">
          {tb('overlap.busy', { label })}
        </p>
      ))}
      <Button variant="secondary" loading={busy} onClick={onConfirm} autoFocus>
        {t('overlap.confirm')}
      </Button>
    </div>
  );
}

/** The instants the warning is about: the form's time as sent (an edit hides the warning). */
function useSentRange() {
  const timeZone = useScheduleTimeZone();
  const values = useFormContext<WhenValues>().getValues();
  try {
    return instantsOf(values, timeZone);
  } catch {
    return null;
  }
}
