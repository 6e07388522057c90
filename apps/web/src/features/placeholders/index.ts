export { PlaceholderPage } from './placeholder-page.tsx';
export { formatLongDate } from './format-date.ts';
