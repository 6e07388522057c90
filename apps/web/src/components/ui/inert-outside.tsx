/**
 * Takes everything outside an open layer (a menu, a dialog) out of the tab order and away from
 * screen readers while the layer is mounted. Radix hides the page with aria-hidden, yet its links stay
 * focusable, which axe reports as `aria-hidden-focus` (decision 0021) or, with a dialog open, as
 * "needs review"; `inert` removes them from focus as well (decision 0034). Live regions stay out of it,
 * as Radix's own hideOthers keeps them: a toast that reports a refusal while a dialog is open is still
 * read out. Unmounted with the layer, before Radix gives focus back to what opened it.
 *
 * Not aria-hidden's `inertOthers`: that library keeps one counter per element for every attribute it
 * sets, so undoing Radix's aria-hidden and our inert on the same elements left one of the two behind
 * (aria-hidden stayed on the whole page after a menu closed). Layers over layers (a question over a
 * dialog) count here, so the page comes back only when the last one closes.
 */
import { useEffect, useRef } from 'react';

const layersHiding = new WeakMap<Element, number>();

/** Marks every element outside `keep` (and their ancestors) inert; returns the undo. */
export function inertOutside(keep: Element[]): () => void {
  const onPath = new Set<Element>();
  for (const element of keep)
    for (let node: Element | null = element; node; node = node.parentElement) onPath.add(node);
  const marked: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (keep.includes(child) || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(child.tagName)) continue;
      if (onPath.has(child)) {
        walk(child);
        continue;
      }
      const count = layersHiding.get(child) ?? 0;
      // Inert for a reason of someone else's: not ours to lift.
      if (count === 0 && child.hasAttribute('inert')) continue;
      layersHiding.set(child, count + 1);
      if (count === 0) child.setAttribute('inert', '');
      marked.push(child);
    }
  };
  walk(document.body);
  return () => {
    for (const element of marked) {
      const count = (layersHiding.get(element) ?? 1) - 1;
      layersHiding.set(element, count);
      if (count === 0) element.removeAttribute('inert');
    }
  };
}

/**
 * The page's own announcers (toasts, the connection banner: marked `data-overlay-live`), which keep
 * speaking over a layer, and the live regions inside the layer itself. A live region of the page under
 * the layer (a calendar's range heading, a form's status in the dialog under a question) goes inert
 * with it: kept, it would keep its whole branch of the page reachable around the layer.
 */
function announcersFor(layer: Element): Element[] {
  return Array.from(document.querySelectorAll('[data-overlay-live], [aria-live]')).filter(
    (region) => region.hasAttribute('data-overlay-live') || layer.contains(region),
  );
}

export function InertOutside({ layerOf }: { layerOf: (marker: HTMLElement) => Element | null }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    const layer = layerOf(element) ?? element.parentElement ?? element;
    let undo: (() => void) | null = null;
    let gone = false;
    // After the layer's own effects: Radix adds its focus guards (focusable, aria-hidden spans at the
    // ends of <body>) in an effect of the dialog, which runs after this one; they are marked too.
    queueMicrotask(() => {
      if (!gone) undo = inertOutside([layer, ...announcersFor(layer)]);
    });
    return () => {
      gone = true;
      undo?.();
    };
    // The layer is found once, when it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <span ref={marker} hidden />;
}
