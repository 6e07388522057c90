export { PlaceholderPage } from './placeholder-page.tsx';
export { StandalonePlaceholder } from './standalone-placeholder.tsx';
export { formatLongDate } from './format-date.ts';
