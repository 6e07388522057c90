import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MenuContent } from './menu-content.tsx';

function Page() {
  return (
    <>
      <a href="#elsewhere">Elsewhere</a>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>Actions</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <MenuContent>
            <DropdownMenu.Item>Edit</DropdownMenu.Item>
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}

describe('MenuContent', () => {
  it('makes the rest of the page inert while the menu is open, and gives it back on close', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(container.hasAttribute('inert')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(container.hasAttribute('inert')).toBe(false);
    // aria-hidden's shared counters once left Radix's aria-hidden on the page after the menu closed.
    expect(container.hasAttribute('aria-hidden')).toBe(false);
  });
});
