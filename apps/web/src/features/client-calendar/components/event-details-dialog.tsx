/**
 * Event details and group session details (spec: client area): when, where, notes, with whom, the
 * client's place in it, for a class "count of max" and who is going (first names, or only how many
 * when the reader may not see who: decision 0027), and the actions the booking rules allow now.
 * Cancelling asks for a reason; leaving a waitlist and declining a session ask first.
 */
import {
  isSystemReason,
  voucherDurationOfEvent,
  WAITLIST_OFFER_HOLD_MINUTES,
  type ClientEventEntry,
} from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Modal } from '../../../components/modal/index.ts';
import { clientEventState, eventStatus, type ClientEventState, type Offer } from '../lib/event-state.ts';
import { formatMoment, formatWhen } from '../../../lib/format-dates.ts';
import { eventCount, eventTitle, goingNamesHidden, personName, voucherTypeName } from '../lib/item-text.ts';
import { useEventActions } from '../use-event-actions.ts';
import { useKept } from '../../../lib/use-kept.ts';
import { CancelRegistrationDialog, type CancelTarget } from './cancel-registration-dialog.tsx';
import { StandingSpot } from './standing-spot.tsx';
import { Fact, Facts, MeetingLink } from '../../../components/calendar/index.ts';
import { PeopleList } from './detail-parts.tsx';
import { EventActions, hasActions } from './event-actions.tsx';
import { BookingTermsNotice } from './booking-terms-notice.tsx';
import { StatusBadge } from './status-badge.tsx';
import { VoucherWarning } from './voucher-warning.tsx';
import { AsOf, type ShownQuery } from '../../../components/ui/index.ts';

export interface EventDetailsDialogProps {
  event: ClientEventEntry | null;
  /** The query the event was read from: offline or stale, the dialog says as of when. */
  loadedFrom?: ShownQuery[];
  timeZone: string;
  now: Date;
  onClose: () => void;
}

type Question = 'leave' | 'decline';

export function EventDetailsDialog({
  event,
  loadedFrom = [],
  timeZone,
  now,
  onClose,
}: EventDetailsDialogProps) {
  const { t, i18n } = useTranslation('booking');
  const shown = useKept(event);
  const actions = useEventActions();
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  if (!shown) return null;

  const locale = i18n.language;
  const state = clientEventState(shown, now);
  const title = eventTitle(shown, t);
  const when = formatWhen(new Date(shown.start_time), new Date(shown.end_time), locale, timeZone);
  const own = shown.registration?.own ? shown.registration : null;
  const voucher = voucherTypeName(shown.voucher_type_id, t);
  const count = eventCount(shown, t);
  const voucherMoment = bookingMoment(state);
  // Registering or accepting would make a place at once: say first when it could not be cancelled.
  const placing = !state.started && (open(state.actions.register) || open(state.actions.accept));

  const answer = async (ask: Question) => {
    const done =
      ask === 'leave' ? own && (await actions.leaveWaitlist(own.id)) : await actions.decline(shown);
    if (done) setQuestion(null);
  };

  return (
    <>
      <Modal
        open={event !== null}
        onOpenChange={(open) => !open && onClose()}
        title={state.struck ? <s>{title}</s> : title}
        description={when}
        footer={
          hasActions(state) && (
            <EventActions
              state={state}
              running={actions.running}
              onRegister={(waitlist) => void actions.register(shown, waitlist)}
              onAccept={() => void actions.accept(shown)}
              onDecline={() => setQuestion('decline')}
              onLeaveWaitlist={() => setQuestion('leave')}
              onCancel={() =>
                own &&
                setCancelling({
                  registrationId: own.id,
                  title,
                  when,
                  claim: state.kind === 'claim',
                  late: state.actions.cancel?.closed === false && state.actions.cancel.late === true,
                })
              }
            />
          )
        }
      >
        <div className="cc-details">
          <AsOf queries={loadedFrom} />
          <div className="cc-details__status">
            <StatusBadge status={eventStatus(state)} />
            <StatusLine event={shown} state={state} timeZone={timeZone} />
          </div>
          <VoucherWarning
            professionalId={shown.professional_id}
            professionalName={shown.professional_name}
            voucherTypeId={shown.voucher_type_id}
            duration={voucherDurationOfEvent(new Date(shown.start_time), new Date(shown.end_time))}
            moment={voucherMoment ?? 'book'}
            enabled={voucherMoment !== null}
          />
          <BookingTermsNotice
            start={placing ? new Date(shown.start_time) : null}
            terms={{
              cancellationHours: shown.cancellation_deadline_hours,
              lateCancel: shown.late_cancel,
              noShow: shown.no_show,
            }}
            now={now}
            timeZone={timeZone}
          />
          <Facts>
            <Fact label={t('details.professional')}>{shown.professional_name}</Fact>
            {count && (
              <Fact label={t('details.participants')}>
                {count}
                {shown.waitlist_count > 0 && (
                  <span className="calendar-fact__note">
                    {t('details.waiting', { count: shown.waitlist_count })}
                  </span>
                )}
              </Fact>
            )}
            {voucher && (
              <Fact label={t('details.voucher_type')}>
                {voucher}
                {state.kind === 'claim' && (
                  <span className="calendar-fact__note">{t('details.from_slot')}</span>
                )}
              </Fact>
            )}
            {shown.online && (
              <Fact label={t('details.online')}>
                {shown.meeting_url ? (
                  <MeetingLink url={shown.meeting_url} label={t('details.join')} />
                ) : (
                  <span className="calendar-fact__note">{t('details.online_pending')}</span>
                )}
              </Fact>
            )}
            {shown.location && <Fact label={t('details.location')}>{shown.location}</Fact>}
            {shown.notes && (
              <Fact label={t('details.notes')}>
                <span className="calendar-fact__notes">{shown.notes}</span>
              </Fact>
            )}
          </Facts>
          <StandingSpot
            event={shown}
            canBook={
              state.kind === 'class' &&
              !state.started &&
              !state.eventCancelled &&
              (open(state.actions.register) ||
                open(state.actions.joinWaitlist) ||
                state.mine === 'registered' ||
                state.mine === 'waitlisted')
            }
            canCancel={state.kind === 'class' && state.mine === 'registered' && !state.started}
          />
          {shown.is_group_session && (
            <PeopleList
              title={t('details.going')}
              names={shown.registrations
                .filter((entry) => entry.cancelled_at === null)
                .map((entry) => personName(entry.full_name, t))}
              empty={
                goingNamesHidden(shown)
                  ? t('details.going_hidden', { count: shown.registrations_count })
                  : t('details.nobody_yet')
              }
            />
          )}
        </div>
      </Modal>
      <CancelRegistrationDialog target={cancelling} onClose={() => setCancelling(null)} />
      <ConfirmDialog
        open={question === 'leave'}
        onOpenChange={(open) => !open && setQuestion(null)}
        title={t('leave_waitlist.title')}
        description={t('leave_waitlist.text', { item: title, when })}
        confirmLabel={t('leave_waitlist.confirm')}
        cancelLabel={t('leave_waitlist.keep')}
        busy={actions.running === 'leave'}
        danger
        onConfirm={() => void answer('leave')}
      />
      <ConfirmDialog
        open={question === 'decline'}
        onOpenChange={(open) => !open && setQuestion(null)}
        title={t('decline.title')}
        description={t('decline.text', { item: title, when, name: shown.professional_name })}
        confirmLabel={t('decline.confirm')}
        cancelLabel={t('decline.keep')}
        busy={actions.running === 'decline'}
        danger
        onConfirm={() => void answer('decline')}
      />
    </>
  );
}

const open = (offer: Offer | null) => offer !== null && !offer.closed;

/**
 * When a voucher matters (docs/product/rules.md#missing-voucher-warning): the client may book it now
 * (register, join the waitlist,
 * accept a session booked for them) or already holds a place that will use one when it begins.
 */
function bookingMoment(state: ClientEventState): 'book' | 'booked' | null {
  if (state.started || state.eventCancelled) return null;
  if (state.mine === 'registered') return 'booked';
  const { register, joinWaitlist, accept } = state.actions;
  return open(register) || open(joinWaitlist) || open(accept) ? 'book' : null;
}

/** One sentence on where the client stands, with the reason when a place ended. */
function StatusLine({
  event,
  state,
  timeZone,
}: {
  event: ClientEventEntry;
  state: ClientEventState;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('booking');
  const own = event.registration?.own ? event.registration : null;
  const reason = own?.cancelled_reason?.trim();
  const eventReason = event.cancelled_reason?.trim();
  const lines: (string | null)[] = [];

  if (state.mine === 'cancelled' || state.mine === 'declined') {
    lines.push(t(`details.line.${state.mine}`));
    if (reason) lines.push(t('details.reason', { reason }));
  } else if (state.eventCancelled) {
    lines.push(t('details.line.event_cancelled', { name: event.professional_name }));
    if (eventReason)
      lines.push(
        // A reason the server wrote itself (a slot's session, a deleted account) is shown in words.
        isSystemReason(eventReason)
          ? t(`details.reasons.${eventReason}`)
          : t('details.reason', { reason: eventReason }),
      );
  } else if (state.mine === 'registered') {
    if (state.actions.cancel?.closed === false && state.actions.cancel.late)
      lines.push(t('details.line.late_cancel_now'));
    else if (state.cancellationDeadline && !state.started && state.actions.cancel?.closed === false)
      lines.push(
        t('details.line.cancel_until', {
          time: formatMoment(state.cancellationDeadline, i18n.language, timeZone),
        }),
      );
    else lines.push(t(state.kind === 'claim' ? 'details.line.booked' : 'details.line.registered'));
  } else if (state.mine === 'waitlisted' && state.heldUntil) {
    lines.push(
      t('details.line.held_for_you', {
        time: formatMoment(state.heldUntil, i18n.language, timeZone),
      }),
    );
  } else if (state.mine === 'waitlisted') {
    // What a place opening does depends on the class's waitlist mode (docs/product/rules.md#waitlist-modes).
    lines.push(
      state.waitlistPosition === null
        ? t('details.line.waitlisted')
        : t(`details.line.waitlist_position.${event.waitlist_mode}`, {
            position: state.waitlistPosition,
            hours: WAITLIST_OFFER_HOLD_MINUTES / 60,
          }),
    );
    if (state.actions.register) lines.push(t('details.line.spot_open'));
  } else if (state.mine === 'invited') {
    lines.push(t('details.line.invited', { name: event.professional_name }));
  } else if (state.mine === 'left_waitlist' || state.mine === 'invitation_declined') {
    lines.push(t(`details.line.${state.mine}`));
  }
  if (state.kind === 'class' && state.mine !== 'registered' && !state.eventCancelled && !state.started) {
    if (!state.full) lines.push(t('details.line.places_left', { count: event.max_event_regs - state.taken }));
    else if (state.actions.joinWaitlist)
      lines.push(
        t(`details.line.full_waitlist.${event.waitlist_mode}`, { hours: WAITLIST_OFFER_HOLD_MINUTES / 60 }),
      );
    else if (state.mine !== 'waitlisted') lines.push(t('details.line.full'));
  }
  if (state.started && !state.eventCancelled)
    lines.push(state.ended ? t('details.line.ended') : t('details.line.started'));
  // The professional's mark of the client's own place (docs/product/rules.md#attendance).
  if (own?.attendance) lines.push(t(`details.line.${own.attendance}`));

  const shownLines = lines.filter((line): line is string => line !== null);
  if (shownLines.length === 0) return null;
  return (
    <div className="cc-details__lines">
      {shownLines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
