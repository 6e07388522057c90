/**
 * The schedule dialogs. The composition root mounts their provider (app/professional-shell.tsx); other
 * features open them through lib/schedule-context.ts.
 */
export { ScheduleProvider } from './schedule-provider.tsx';
