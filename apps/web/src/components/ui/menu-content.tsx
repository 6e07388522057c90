/**
 * A dropdown menu's content that takes the rest of the page out of the tab order while it is open.
 * Radix hides the page from screen readers with aria-hidden, yet its links stay focusable, which axe
 * reports as `aria-hidden-focus`; `inert` (via the same aria-hidden library Radix uses) removes them
 * from focus as well, and is lifted before Radix returns focus to the trigger.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { inertOthers } from 'aria-hidden';
import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';

export type MenuContentProps = ComponentPropsWithoutRef<typeof DropdownMenu.Content>;

export function MenuContent({ className = 'menu', children, ...props }: MenuContentProps) {
  return (
    <DropdownMenu.Content className={className} {...props}>
      <InertOutside />
      {children}
    </DropdownMenu.Content>
  );
}

/**
 * Mounted and unmounted with the menu's content. (A ref on Radix's Content is composed through its
 * presence wrapper and was not called with a stable callback, so the menu marks itself from inside.)
 */
function InertOutside() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    const layer = element.closest('[data-radix-popper-content-wrapper]') ?? element.parentElement ?? element;
    return inertOthers(layer);
  }, []);
  return <span ref={marker} hidden />;
}
