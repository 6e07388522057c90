/**
 * The actions an event offers the client now (lib/event-state.ts): Accept / Decline a session booked
 * for them, Register or Join the waitlist of a class, Leave the waitlist, Cancel the registration.
 * An action blocked by a deadline stays in view, disabled, with the deadline said in words.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';
import type { ClientEventState, Offer } from '../lib/event-state.ts';
import type { EventAction } from '../use-event-actions.ts';

interface EventActionsProps {
  state: ClientEventState;
  running: EventAction | null;
  onRegister: (waitlist: boolean) => void;
  onAccept: () => void;
  onDecline: () => void;
  onLeaveWaitlist: () => void;
  onCancel: () => void;
}

export const hasActions = ({ actions }: ClientEventState) =>
  Boolean(
    actions.register ||
    actions.joinWaitlist ||
    actions.cancel ||
    actions.accept ||
    actions.decline ||
    actions.leaveWaitlist,
  );

export function EventActions({
  state,
  running,
  onRegister,
  onAccept,
  onDecline,
  onLeaveWaitlist,
  onCancel,
}: EventActionsProps) {
  const { t } = useTranslation('booking');
  const noteId = useId();
  const { actions } = state;
  const offers = [actions.register, actions.joinWaitlist, actions.cancel, actions.accept].filter(
    (offer): offer is Offer => offer !== null,
  );
  const closed = offers.find((offer) => offer.closed);
  const busy = running !== null;
  const describedBy = closed ? noteId : undefined;
  const disabled = (offer: Offer) => offer.closed || busy;

  return (
    <div className="cc-actions">
      {closed?.closed && (
        <p id={noteId} className="cc-actions__note">
          {t(`actions.${closed.reason}`)}
        </p>
      )}
      <div className="modal__actions">
        {actions.decline && (
          <Button variant="secondary" disabled={busy} loading={running === 'decline'} onClick={onDecline}>
            {t('actions.decline')}
          </Button>
        )}
        {actions.accept && (
          <Button
            disabled={disabled(actions.accept)}
            loading={running === 'accept'}
            aria-describedby={actions.accept.closed ? describedBy : undefined}
            onClick={onAccept}
          >
            {t('actions.accept')}
          </Button>
        )}
        {actions.leaveWaitlist && (
          <Button variant="secondary" disabled={busy} loading={running === 'leave'} onClick={onLeaveWaitlist}>
            {t('actions.leave_waitlist')}
          </Button>
        )}
        {actions.register && (
          <Button
            disabled={disabled(actions.register)}
            loading={running === 'register'}
            aria-describedby={actions.register.closed ? describedBy : undefined}
            onClick={() => onRegister(false)}
          >
            {t('actions.register')}
          </Button>
        )}
        {actions.joinWaitlist && (
          <Button
            disabled={disabled(actions.joinWaitlist)}
            loading={running === 'waitlist'}
            aria-describedby={actions.joinWaitlist.closed ? describedBy : undefined}
            onClick={() => onRegister(true)}
          >
            {t('actions.join_waitlist')}
          </Button>
        )}
        {actions.cancel && (
          <Button
            variant="secondary"
            disabled={disabled(actions.cancel)}
            aria-describedby={actions.cancel.closed ? describedBy : undefined}
            onClick={onCancel}
          >
            {state.kind === 'claim' ? t('actions.cancel_booking') : t('actions.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
