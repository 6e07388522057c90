export { CalendarIcon, type CalendarIconName } from './calendar-icon.tsx';
export { CalendarNav, type CalendarNavProps } from './calendar-nav.tsx';
export { Fact, Facts } from './facts.tsx';
export { MeetingLink } from './meeting-link.tsx';
import './calendar.css';
