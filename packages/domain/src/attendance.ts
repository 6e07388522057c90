/**
 * Attendance (docs/product/rules.md#attendance): the professional marks each client registered for a
 * session as attended or a no-show, from the session's start until a week after its end, and may
 * change or clear a mark within that time. Pure, so the server refuses exactly what the app hides.
 */

/** What a registration's attendance can be once marked; unmarked is null. */
export const ATTENDANCE_MARKS = ['attended', 'no_show'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** Days after a session's end during which its attendance can still be marked or changed. */
export const ATTENDANCE_WINDOW_DAYS = 7;

const DAY_MS = 86_400_000;

/** The last instant attendance of a session ending at `end` can be marked or changed (exclusive). */
export const attendanceClosesAt = (end: Date): Date =>
  new Date(end.getTime() + ATTENDANCE_WINDOW_DAYS * DAY_MS);

/** Whether attendance can be marked at `now`: from the start (inclusive) until the window closes. */
export const attendanceOpen = (session: { start: Date; end: Date }, now: Date): boolean =>
  now.getTime() >= session.start.getTime() && now.getTime() < attendanceClosesAt(session.end).getTime();
