export { WidgetSettingsPage } from './widget-settings-page.tsx';
