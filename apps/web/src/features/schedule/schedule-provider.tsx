/**
 * Holds the one open schedule dialog (lib/schedule-context.ts) for the professional shell. Light by
 * design: the dialogs are lazy chunks (dialog-loaders.ts). The dialog stays mounted while it closes, so
 * its 500 ms close animation plays; the next opening mounts a fresh one (a new key), with fresh values.
 */
import type { ProfessionalEventEntry, ProfessionalSlotEntry } from '@sessionbook/domain';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  ScheduleContext,
  type CreatedItem,
  type CreateDefaults,
  type CreateKind,
  type ScheduleActions,
} from '../../lib/schedule-context.ts';
import {
  loadCancelEventDialog,
  loadCancelSlotDialog,
  loadClassDialog,
  loadSessionDialog,
  loadSlotDialog,
  preloadScheduleDialogs,
} from './dialog-loaders.ts';

const SessionDialog = lazy(() => loadSessionDialog().then((m) => ({ default: m.SessionDialog })));
const ClassDialog = lazy(() => loadClassDialog().then((m) => ({ default: m.ClassDialog })));
const SlotDialog = lazy(() => loadSlotDialog().then((m) => ({ default: m.SlotDialog })));
const CancelEventDialog = lazy(() => loadCancelEventDialog().then((m) => ({ default: m.CancelEventDialog })));
const CancelSlotDialog = lazy(() => loadCancelSlotDialog().then((m) => ({ default: m.CancelSlotDialog })));

export type OpenDialog =
  | { type: 'create'; kind: CreateKind; defaults: CreateDefaults }
  | { type: 'edit-event'; event: ProfessionalEventEntry }
  | { type: 'edit-slot'; slot: ProfessionalSlotEntry }
  | { type: 'cancel-event'; event: ProfessionalEventEntry }
  | { type: 'cancel-slot'; slot: ProfessionalSlotEntry };

interface Shown {
  key: number;
  dialog: OpenDialog;
  open: boolean;
}

export function ScheduleProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = useCallback(
    (dialog: OpenDialog) => setShown((previous) => ({ key: (previous?.key ?? 0) + 1, dialog, open: true })),
    [],
  );
  const watchers = useRef(new Set<(created: CreatedItem) => void>());
  const announceCreated = useCallback((created: CreatedItem) => {
    for (const watcher of watchers.current) watcher(created);
  }, []);
  const actions = useMemo<ScheduleActions>(
    () => ({
      preloadCreateDialogs: preloadScheduleDialogs,
      openCreate: (kind, defaults = {}) => show({ type: 'create', kind, defaults }),
      openEditEvent: (event) => show({ type: 'edit-event', event }),
      openEditSlot: (slot) => show({ type: 'edit-slot', slot }),
      openCancelEvent: (event) => show({ type: 'cancel-event', event }),
      openCancelSlot: (slot) => show({ type: 'cancel-slot', slot }),
      watchCreated: (watcher) => {
        watchers.current.add(watcher);
        return () => watchers.current.delete(watcher);
      },
    }),
    [show],
  );
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) setShown((previous) => previous && { ...previous, open: false });
  }, []);

  return (
    <ScheduleContext.Provider value={actions}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <DialogView
            key={shown.key}
            dialog={shown.dialog}
            open={shown.open}
            onOpenChange={onOpenChange}
            onCreated={announceCreated}
          />
        </Suspense>
      )}
    </ScheduleContext.Provider>
  );
}

function DialogView({
  dialog,
  open,
  onOpenChange,
  onCreated,
}: {
  dialog: OpenDialog;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: CreatedItem) => void;
}) {
  const state = { open, onOpenChange };
  switch (dialog.type) {
    case 'create': {
      const Dialog = { session: SessionDialog, class: ClassDialog, slot: SlotDialog }[dialog.kind];
      return <Dialog {...state} defaults={dialog.defaults} onCreated={onCreated} />;
    }
    case 'edit-event':
      return dialog.event.is_group_session ? (
        <ClassDialog {...state} entry={dialog.event} />
      ) : (
        <SessionDialog {...state} entry={dialog.event} />
      );
    case 'edit-slot':
      return <SlotDialog {...state} entry={dialog.slot} />;
    case 'cancel-event':
      return <CancelEventDialog {...state} entry={dialog.event} />;
    case 'cancel-slot':
      return <CancelSlotDialog {...state} entry={dialog.slot} />;
  }
}
