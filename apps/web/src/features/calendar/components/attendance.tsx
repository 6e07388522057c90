/**
 * Attendance in the event details (docs/product/rules.md#attendance): while it may be marked, each
 * active registration has two toggle buttons, Attended and No-show, and pressing the pressed one again
 * clears the mark; outside that time a mark is only shown, as a label beside the name. A pressed
 * choice carries an icon too, so the state is not told by colour alone.
 */
import { ATTENDANCE_MARKS, type AttendanceMark } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '../../../components/calendar/index.ts';
import { Button } from '../../../components/ui/index.ts';

const ICONS = { attended: 'check', no_show: 'cross' } as const;

export function AttendanceChoice({
  name,
  mark,
  sending,
  onMark,
}: {
  /** The client's name as shown, in each button's accessible name ("Attended: Ana Silva"). */
  name: string;
  mark: AttendanceMark | null;
  /** What a request under way asks for (null: clearing the mark); undefined when none is. */
  sending: AttendanceMark | null | undefined;
  onMark: (mark: AttendanceMark | null) => void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <div className="cal-attendance">
      {ATTENDANCE_MARKS.map((choice) => {
        const pressed = mark === choice;
        // The spinner sits on the button pressed: the one being set, or the one being cleared.
        const busy = sending === choice || (sending === null && pressed);
        return (
          <Button
            key={choice}
            variant="secondary"
            className={`cal-attendance__option cal-attendance__option--${choice}`}
            aria-pressed={pressed}
            aria-label={t(`details.${choice}_named`, { name })}
            loading={busy}
            onClick={() => onMark(pressed ? null : choice)}
          >
            {pressed && !busy && <CalendarIcon name={ICONS[choice]} size={14} />}
            {t(`details.${choice}`)}
          </Button>
        );
      })}
    </div>
  );
}

/** A mark that can no longer (or not yet) be changed, beside the client's name. */
export function AttendanceLabel({ mark }: { mark: AttendanceMark }) {
  const { t } = useTranslation('calendar');
  return (
    <span className={`cal-person__mark cal-person__mark--${mark}`}>
      <CalendarIcon name={ICONS[mark]} />
      {t(`details.${mark}`)}
    </span>
  );
}

/** Marks every active registration attended: the usual case, in one press. */
export function AllAttendedButton({ sending, onClick }: { sending: boolean; onClick: () => void }) {
  const { t } = useTranslation('calendar');
  return (
    <Button variant="secondary" className="cal-people__action" loading={sending} onClick={onClick}>
      <CalendarIcon name="check" size={14} />
      {t('details.all_attended')}
    </Button>
  );
}
