import { DRAG_CLOSE_PX } from '@sessionbook/domain';
import { useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** The modal is a bottom sheet below this width (modal.css uses the same breakpoint). */
export const SHEET_QUERY = '(max-width: 599px)';

/** Controls inside the header keep their own pointer behaviour: a tap on them is not a drag. */
const INTERACTIVE = 'button, a, input, select, textarea, [role="button"], [contenteditable="true"]';

export function isSheetLayout(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(SHEET_QUERY).matches
    : false;
}

/**
 * Drag-to-close for the bottom sheet (docs/product/screens.md#dialogs): the sheet follows the pointer
 * downwards; let go
 * more than DRAG_CLOSE_PX (200 px) down and it closes, otherwise it springs back. Upward movement is
 * ignored. The transform is written straight to the element so a drag re-renders nothing.
 *
 * Returns the pointerdown handler for the grab handle and the header.
 */
export function useSheetDrag(sheet: RefObject<HTMLElement | null>, onClose: () => void) {
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  const stop = useRef<(() => void) | null>(null);
  // A drag in progress when the modal unmounts must not leave listeners on window.
  useEffect(() => () => stop.current?.(), []);

  return (event: ReactPointerEvent<HTMLElement>) => {
    const element = sheet.current;
    if (!element || stop.current || !event.isPrimary || event.button > 0) return;
    if (!isSheetLayout()) return;
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;

    const startY = event.clientY;
    const pointerId = event.pointerId;
    let offset = 0;
    element.classList.add('modal--dragging');

    const move = (moveEvent: PointerEvent) => {
      if (moveEvent.pointerId !== pointerId) return;
      offset = Math.max(0, moveEvent.clientY - startY);
      element.style.transform = offset > 0 ? `translateY(${offset}px)` : '';
    };
    const end = (endEvent: PointerEvent) => {
      if (endEvent.pointerId !== pointerId) return;
      finish();
      if (endEvent.type === 'pointerup' && offset > DRAG_CLOSE_PX) {
        latestClose.current();
        // The close animation starts from where the finger left the sheet. If the owner kept the
        // modal open (a guarded form), the sheet springs back instead.
        requestAnimationFrame(() => {
          if (element.dataset.state !== 'closed') springBack(element);
        });
      } else {
        springBack(element);
      }
    };
    const finish = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      element.classList.remove('modal--dragging');
      stop.current = null;
    };

    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    stop.current = finish;
  };
}

/** Back to rest with the transition modal.css gives `.modal` (none under reduced motion). */
function springBack(element: HTMLElement) {
  element.style.transform = '';
}
