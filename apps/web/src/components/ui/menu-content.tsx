/**
 * A dropdown menu's content that takes the rest of the page out of the tab order while it is open.
 * Radix hides the page from screen readers with aria-hidden, yet its links stay focusable, which axe
 * reports as `aria-hidden-focus`; `inert` (./inert-outside.tsx) removes them from focus as well, and
 * is lifted before Radix returns focus to the trigger.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';
import { InertOutside } from './inert-outside.tsx';

export type MenuContentProps = ComponentPropsWithoutRef<typeof DropdownMenu.Content>;

export function MenuContent({ className = 'menu', children, ...props }: MenuContentProps) {
  return (
    <DropdownMenu.Content className={className} {...props}>
      {/* A ref on Radix's Content is composed through its presence wrapper and was not called with a
          stable callback, so the menu marks itself from inside. */}
      <InertOutside layerOf={menuLayer} />
      {children}
    </DropdownMenu.Content>
  );
}

const menuLayer = (marker: HTMLElement) => marker.closest('[data-radix-popper-content-wrapper]');
