/**
 * `?create=session|class|slot` on the calendar opens that create dialog, as the create button would:
 * the installed app's "create" shortcut (src/pwa-manifest.ts) lands here. The parameter is dropped
 * first, so a reload or the back button does not open the dialog again, and the dialog opens only
 * after that URL change (a route change closes an open dialog).
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CreateKind, ScheduleActions } from '../../lib/schedule-context.ts';

const KINDS: readonly CreateKind[] = ['session', 'class', 'slot'];

function isCreateKind(value: string | null): value is CreateKind {
  return KINDS.some((kind) => kind === value);
}

export function useCreateLink(schedule: ScheduleActions): void {
  const [params, setParams] = useSearchParams();
  const asked = params.get('create');
  const pending = useRef<CreateKind | null>(null);

  useEffect(() => {
    if (asked !== null) {
      if (isCreateKind(asked)) pending.current = asked;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('create');
          return next;
        },
        { replace: true },
      );
      return;
    }
    const kind = pending.current;
    if (!kind) return;
    pending.current = null;
    schedule.openCreate(kind);
  }, [asked, setParams, schedule]);
}
