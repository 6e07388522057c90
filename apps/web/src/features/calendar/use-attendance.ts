/**
 * The check-in of the event details (docs/product/rules.md#attendance): marks one registration, or all
 * at once, and says which marks are on their way. A refusal (the week after the session is over, the
 * registration ended meanwhile) is an error toast in the server's words; the marks on screen stay as
 * they were.
 */
import type { AttendanceMark } from '@sessionbook/domain';
import { useToast } from '../../lib/toast.tsx';
import { useMarkAttendance, usePendingAttendance, type AttendanceInput } from './api/mark-attendance.ts';

export function useAttendance() {
  const toast = useToast();
  const marking = useMarkAttendance({
    // Single marks show themselves in their pressed buttons; "all attended" changes many rows at once.
    onMarked: (input) => 'eventId' in input && toast.success('calendar:toasts.all_attended'),
    onError: (error) => toast.error(error),
  });
  const pending = usePendingAttendance();
  const send = (input: AttendanceInput) => marking.mutate(input);

  return {
    /** Sets or (with null) clears one registration's mark. */
    mark: (registrationId: string, attendance: AttendanceMark | null) => send({ registrationId, attendance }),
    markAllAttended: (eventId: string) => send({ eventId, attendance: 'attended' }),
    /** What the registration's request under way asks for (null: clearing), or undefined when none is. */
    sendingFor: (registrationId: string): AttendanceMark | null | undefined =>
      pending.find((input) => 'registrationId' in input && input.registrationId === registrationId)
        ?.attendance,
    allSending: (eventId: string) => pending.some((input) => 'eventId' in input && input.eventId === eventId),
  };
}
