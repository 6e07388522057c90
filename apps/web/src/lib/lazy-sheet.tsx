/**
 * A screen's detail sheet (a dialog that is closed until an item is opened) whose code loads when it
 * is first wanted, or when the screen calls `preload` once its first paint is done: the modal, form and
 * widget chunks then stay off the screen's first paint on a phone (docs/performance.md, "Calendars
 * on a throttled phone"). Once opened it stays mounted, so closing animates and hands focus back as
 * before.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';

export interface LazySheet<P> {
  Sheet: ComponentType<P>;
  /** Starts loading the sheet's code; a failure is left to the first open, which loads it again. */
  preload: () => void;
}

export function lazySheet<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazySheet<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function Sheet(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!open && !wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Sheet, preload: () => void load().catch(() => undefined) };
}
