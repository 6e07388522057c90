/**
 * Moving through the calendar: previous / Today / next, the range shown, the view length and the
 * choice between client events and availability slots (docs/product/screens.md#professional-area).
 */
import { CALENDAR_VIEWS, type CalendarView } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { CalendarNav } from '../../../components/calendar/index.ts';
import { Dropdown } from '../../../components/widgets/index.ts';
import { CALENDAR_MODES, type CalendarMode } from '../lib/calendar-params.ts';

interface CalendarToolbarProps {
  view: CalendarView;
  mode: CalendarMode;
  rangeLabel: string;
  onMove: (direction: 1 | -1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
  onMode: (mode: CalendarMode) => void;
}

export function CalendarToolbar({
  view,
  mode,
  rangeLabel,
  onMove,
  onToday,
  onView,
  onMode,
}: CalendarToolbarProps) {
  const { t } = useTranslation('calendar');
  const step = view === 1 ? 'day' : view === 7 ? 'week' : 'days';
  return (
    <div className="cal-toolbar">
      <CalendarNav
        label={t('toolbar.label')}
        previousLabel={t(`toolbar.previous_${step}`, { count: view })}
        nextLabel={t(`toolbar.next_${step}`, { count: view })}
        todayLabel={t('toolbar.today')}
        rangeLabel={rangeLabel}
        onMove={onMove}
        onToday={onToday}
      />
      <div className="cal-toolbar__choices">
        <Dropdown<string>
          label={t('toolbar.view')}
          hideLabel
          className="cal-toolbar__view"
          value={String(view)}
          onChange={(value) => onView(Number(value) as CalendarView)}
          options={CALENDAR_VIEWS.map((days) => ({ value: String(days), label: t(`toolbar.views.${days}`) }))}
        />
        <Dropdown<CalendarMode>
          label={t('toolbar.mode')}
          hideLabel
          className="cal-toolbar__mode"
          value={mode}
          onChange={onMode}
          options={CALENDAR_MODES.map((value) => ({ value, label: t(`toolbar.modes.${value}`) }))}
        />
      </div>
    </div>
  );
}
