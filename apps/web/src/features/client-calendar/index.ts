export { ClientCalendarPage } from './client-calendar-page.tsx';
