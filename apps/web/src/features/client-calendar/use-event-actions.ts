/**
 * The one-tap actions of the event details (register, join the waitlist, accept, decline, leave the
 * waitlist): one request at a time, a success message named after the outcome, and an error message
 * from the reply otherwise (docs/product/errors.md#booking-and-scheduling-errors: `error.event.full`, the
 * deadlines). The calendar refetches
 * either way, so what the client sees matches what the server holds.
 */
import type { ClientEventEntry } from '@sessionbook/domain';
import { useRef, useState } from 'react';
import { useToast } from '../../lib/toast.tsx';
import { useAnswerSession } from './api/answer-session.ts';
import type { BookingResult } from './api/booking-reply.ts';
import { useCancelRegistration } from './api/cancel-registration.ts';
import { useRegisterForClass } from './api/register-for-class.ts';

export type EventAction = 'register' | 'waitlist' | 'accept' | 'decline' | 'leave';

export function useEventActions() {
  const toast = useToast();
  const register = useRegisterForClass();
  const answer = useAnswerSession();
  const cancel = useCancelRegistration();
  const [running, setRunning] = useState<EventAction | null>(null);
  const busy = useRef(false);

  async function run(action: EventAction, request: () => Promise<BookingResult>, successKey?: string) {
    if (busy.current) return false;
    busy.current = true;
    setRunning(action);
    try {
      const result = await request();
      toast.success(successKey ?? `booking:toasts.${result.outcome}`);
      return true;
    } catch (error) {
      toast.error(error);
      return false;
    } finally {
      busy.current = false;
      setRunning(null);
    }
  }

  return {
    running,
    register: (event: ClientEventEntry, waitlist: boolean) =>
      run(waitlist ? 'waitlist' : 'register', () =>
        register.mutateAsync({
          eventId: event.id,
          body: { voucher_type_id: event.voucher_type_id, waitlist },
        }),
      ),
    accept: (event: ClientEventEntry) =>
      run('accept', () => answer.mutateAsync({ eventId: event.id, answer: 'accept' })),
    decline: (event: ClientEventEntry) =>
      run('decline', () => answer.mutateAsync({ eventId: event.id, answer: 'decline' })),
    leaveWaitlist: (registrationId: string) =>
      run(
        'leave',
        () => cancel.mutateAsync({ registrationId, reason: null }),
        'booking:toasts.left_waitlist',
      ),
  };
}
