/** Busy time from the professional's own calendars, shared by the calendar, the schedule and the settings page. */
export * from './api.ts';
export { useBusyClash } from './use-busy-clash.ts';
