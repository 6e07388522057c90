/**
 * The dialogs' code loads on first use, not with the shell: forms, widgets and the domain's form rules
 * stay off the calendar's critical path. `preloadScheduleDialogs` (offered to other features as the
 * schedule context's `preloadCreateDialogs`) lets the create menu start the download as it opens, so
 * the dialog is usually there by the time a choice is made.
 */
export const loadSessionDialog = () => import('./dialogs/session-dialog.tsx');
export const loadClassDialog = () => import('./dialogs/class-dialog.tsx');
export const loadSlotDialog = () => import('./dialogs/slot-dialog.tsx');
export const loadCancelEventDialog = () => import('./dialogs/cancel-event-dialog.tsx');
export const loadCancelSlotDialog = () => import('./dialogs/cancel-slot-dialog.tsx');

export function preloadScheduleDialogs(): void {
  // A failed preload is retried by React.lazy when the dialog is really opened.
  for (const load of [loadSessionDialog, loadClassDialog, loadSlotDialog]) load().catch(() => undefined);
}
