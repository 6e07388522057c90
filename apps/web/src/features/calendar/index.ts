export { ProfessionalCalendarPage } from './professional-calendar-page.tsx';
