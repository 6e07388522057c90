import { useRef, type TouchEvent } from 'react';

/** A horizontal drag at least this long (and mostly sideways) moves the calendar. */
const SWIPE_MIN_PX = 60;

/**
 * Swipe between ranges on a phone (docs/product/look-and-feel.md#calendar-is-home): left shows the next days,
 * right the
 * previous ones. Judged only when the finger lifts, so vertical scrolling of the grid is untouched.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 2 * Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
