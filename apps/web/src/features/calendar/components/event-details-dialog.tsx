/**
 * Everything about one event (spec: class details, event details): when, where, voucher type, its
 * place in a series, the invitees, registrations and waitlist, with a decline action per active
 * person, and Edit / Cancel through the schedule dialogs. Each client is one row, and an ended place
 * says who ended it (lib/people-rows.ts). From the start until a week after the end the registrations
 * are a check-in list (components/attendance.tsx); before and after, a mark is only shown.
 */
import {
  attendanceOpen,
  findVoucherType,
  type ProfessionalEventEntry,
  type RegistrationEntry,
} from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { useSchedule } from '../../../lib/schedule-context.ts';
import { formatTimeRange, formatWhen } from '../../../lib/format-dates.ts';
import { eventCount, eventKind, eventTitle, isActive, personName } from '../lib/item-text.ts';
import { invitationsToList, placeState, waitlistState } from '../lib/people-rows.ts';
import { useKept } from '../../../lib/use-kept.ts';
import { useAttendance } from '../use-attendance.ts';
import { AllAttendedButton, AttendanceChoice, AttendanceLabel } from './attendance.tsx';
import type { DeclineKind, DeclineTarget } from './decline-dialog.tsx';
import {
  CancelledFact,
  DetailsModal,
  PeopleSection,
  PersonRow,
  PlaceFacts,
  RecurrenceFact,
} from './detail-parts.tsx';
import { Fact, Facts } from '../../../components/calendar/index.ts';
import { AsOf, type ShownQuery } from '../../../components/ui/index.ts';

export interface EventDetailsDialogProps {
  event: ProfessionalEventEntry | null;
  /** The query the event was read from: offline or stale, the dialog says as of when. */
  loadedFrom?: ShownQuery[];
  timeZone: string;
  /** The app's clock: whether attendance may be marked now. */
  now: Date;
  onClose: () => void;
  onDecline: (target: DeclineTarget) => void;
}

export function EventDetailsDialog({
  event,
  loadedFrom = [],
  timeZone,
  now,
  onClose,
  onDecline,
}: EventDetailsDialogProps) {
  const { t, i18n } = useTranslation('calendar');
  const schedule = useSchedule();
  const attendance = useAttendance();
  const shown = useKept(event);
  if (!shown) return null;

  const locale = i18n.language;
  const title = eventTitle(shown, t, locale);
  const start = new Date(shown.start_time);
  const end = new Date(shown.end_time);
  const when = formatWhen(start, end, locale, timeZone);
  const timeRange = formatTimeRange(start, end, locale, timeZone);
  const cancelled = shown.cancelled_at !== null;
  const kind = eventKind(shown);
  const voucher = findVoucherType(shown.voucher_type_id);
  const count = eventCount(shown, t);
  const waitlist = shown.waitlist ?? [];
  const invitations = invitationsToList(shown);
  // Older replies (and fixtures) may lack the field: then nothing is marked.
  const voucherWarnings = new Set(shown.voucher_warnings ?? []);
  const noVoucher = (entry: RegistrationEntry) =>
    !cancelled && isActive(entry) && voucherWarnings.has(entry.id)
      ? { label: t('details.no_voucher'), hint: t('details.no_voucher_hint') }
      : undefined;
  const anyNoVoucher = shown.registrations.some((entry) => noVoucher(entry) !== undefined);
  // The server refuses a mark outside this time (409 error.attendance.closed): then no controls.
  const checkIn = !cancelled && attendanceOpen({ start, end }, now);
  // With one client the row's own button does the same: "All attended" is for a group.
  const allAttended =
    checkIn && shown.registrations.filter(isActive).length > 1 ? (
      <AllAttendedButton
        sending={attendance.allSending(shown.id)}
        onClick={() => attendance.markAllAttended(shown.id)}
      />
    ) : undefined;
  const attendanceOf = (entry: RegistrationEntry, name: string) =>
    checkIn && isActive(entry)
      ? {
          controls: (
            <AttendanceChoice
              name={name}
              mark={entry.attendance}
              sending={attendance.sendingFor(entry.id)}
              onMark={(mark) => attendance.mark(entry.id, mark)}
            />
          ),
        }
      : { mark: entry.attendance ? <AttendanceLabel mark={entry.attendance} /> : undefined };

  const declineAction = (entry: RegistrationEntry, declineKind: DeclineKind) => {
    if (cancelled || !isActive(entry)) return undefined;
    const name = personName(entry.full_name, t);
    const verb = { registration: 'decline', waitlist: 'remove', claim: 'refuse' }[declineKind];
    return {
      label: t(`details.${verb}`),
      accessibleLabel: t(`details.${verb}_named`, { name, time: timeRange }),
      onClick: () => onDecline({ registrationId: entry.id, kind: declineKind, name, itemTitle: title, when }),
    };
  };
  const handOver = (open: (event: ProfessionalEventEntry) => void) => () => {
    onClose();
    open(shown);
  };

  return (
    <DetailsModal
      open={event !== null}
      title={title}
      when={when}
      cancelled={cancelled}
      cancelLabel={t('details.cancel_event')}
      onClose={onClose}
      onCancel={handOver(schedule.openCancelEvent)}
      onEdit={handOver(schedule.openEditEvent)}
    >
      <AsOf queries={loadedFrom} />
      <Facts>
        <CancelledFact entry={shown} />
        {count && <Fact label={t('details.participants')}>{count}</Fact>}
        {voucher && (
          <Fact label={t('details.voucher_type')}>
            {t(`common:voucher_types.${voucher.type}`)}
            {kind === 'claim' && <span className="calendar-fact__note">{t('details.from_slot')}</span>}
          </Fact>
        )}
        <RecurrenceFact entry={shown} />
        {shown.is_group_session && (
          <Fact label={t('details.settings')}>
            <ul className="calendar-fact__list">
              <li>{shown.is_private ? t('details.private') : t('details.public')}</li>
              <li>{shown.waitlist_allowed ? t('details.waitlist_on') : t('details.waitlist_off')}</li>
            </ul>
          </Fact>
        )}
        <PlaceFacts entry={shown} />
      </Facts>

      <PeopleSection
        title={t('details.registrations')}
        empty={t('details.no_registrations')}
        note={anyNoVoucher ? t('details.no_voucher_note') : undefined}
        action={allAttended}
      >
        {shown.registrations.map((entry) => {
          const state = placeState(entry);
          const name = personName(entry.full_name, t);
          return (
            <PersonRow
              key={entry.id}
              name={name}
              status={state}
              statusText={t(`status.${state}`)}
              action={declineAction(entry, kind === 'claim' ? 'claim' : 'registration')}
              warning={noVoucher(entry)}
              {...attendanceOf(entry, name)}
            />
          );
        })}
      </PeopleSection>

      {(shown.waitlist_allowed || waitlist.length > 0) && (
        <PeopleSection title={t('details.waitlist')} empty={t('details.no_waitlist')} ordered>
          {waitlist.map((entry) => {
            const state = waitlistState(entry);
            return (
              <PersonRow
                key={entry.id}
                name={personName(entry.full_name, t)}
                status={state === 'waiting' ? 'waiting' : 'cancelled'}
                statusText={t(`status.${state === 'removed' ? 'removed_from_waitlist' : state}`)}
                action={declineAction(entry, 'waitlist')}
              />
            );
          })}
        </PeopleSection>
      )}

      {invitations.length > 0 && (
        <PeopleSection title={t('details.invitations')}>
          {invitations.map((invitation, index) => (
            <PersonRow
              key={invitation.professional_client_id ?? invitation.email ?? invitation.phone ?? index}
              name={
                invitation.full_name ?? invitation.email ?? invitation.phone ?? t('details.invited_from_book')
              }
              status={invitation.declined ? 'declined' : 'invited'}
              statusText={t(invitation.declined ? 'status.invitation_declined' : 'status.invited')}
            />
          ))}
        </PeopleSection>
      )}
    </DetailsModal>
  );
}
