export { PlaceholderPage } from './placeholder-page.tsx';
export { CalendarPage } from './calendar-page.tsx';
export { StandalonePlaceholder } from './standalone-placeholder.tsx';
export { formatLongDate } from './format-date.ts';
