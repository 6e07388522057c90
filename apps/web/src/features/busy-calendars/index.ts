export { BusyCalendarsPage } from './busy-calendars-page.tsx';
