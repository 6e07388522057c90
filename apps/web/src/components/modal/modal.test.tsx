import '@testing-library/jest-dom/vitest';
import '../../test/english-now.ts';
import { DRAG_CLOSE_PX } from '@sessionbook/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';
import { SHEET_QUERY } from './use-sheet-drag.ts';

function Harness() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Dialog title" description="Some words">
        <input aria-label="First" />
        <button type="button" onClick={() => navigate('/elsewhere')}>
          Go
        </button>
      </Modal>
    </>
  );
}

const renderHarness = () =>
  render(
    <MemoryRouter>
      <Harness />
    </MemoryRouter>,
  );

describe('Modal', () => {
  afterEach(cleanup);

  it('is named by its title and described by its description', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Dialog title' });
    expect(dialog).toHaveAccessibleDescription('Some words');
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderHarness();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps keyboard focus inside while open', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Modal drag-to-close (bottom sheet)', () => {
  let narrow = true;
  beforeEach(() => {
    narrow = true;
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === SHEET_QUERY && narrow,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const pointer = { pointerId: 1, isPrimary: true, button: 0 };
  async function openSheet() {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    return {
      dialog,
      handle: dialog.querySelector('.modal__handle')!,
      header: dialog.querySelector('header')!,
    };
  }
  function drag(from: Element, distance: number) {
    fireEvent.pointerDown(from, { ...pointer, clientY: 400 });
    fireEvent.pointerMove(window, { ...pointer, clientY: 400 + distance / 2 });
    fireEvent.pointerMove(window, { ...pointer, clientY: 400 + distance });
  }

  it(`closes when the handle is dragged down more than ${DRAG_CLOSE_PX} px, the sheet following the finger`, async () => {
    const { dialog, handle } = await openSheet();
    drag(handle, DRAG_CLOSE_PX + 1);
    expect(dialog.style.transform).toBe(`translateY(${DRAG_CLOSE_PX + 1}px)`);
    fireEvent.pointerUp(window, { ...pointer, clientY: 400 + DRAG_CLOSE_PX + 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it(`springs back when dragged ${DRAG_CLOSE_PX} px or less`, async () => {
    const { dialog, header } = await openSheet();
    drag(header, DRAG_CLOSE_PX);
    expect(dialog.style.transform).toBe(`translateY(${DRAG_CLOSE_PX}px)`);
    fireEvent.pointerUp(window, { ...pointer, clientY: 400 + DRAG_CLOSE_PX });
    expect(dialog.style.transform).toBe('');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ignores upward movement and a cancelled gesture', async () => {
    const { dialog, handle } = await openSheet();
    drag(handle, -120);
    expect(dialog.style.transform).toBe('');
    fireEvent.pointerMove(window, { ...pointer, clientY: 400 + DRAG_CLOSE_PX + 50 });
    fireEvent.pointerCancel(window, { ...pointer });
    expect(dialog.style.transform).toBe('');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not drag from the close button, nor on wide screens', async () => {
    const { dialog, handle } = await openSheet();
    drag(screen.getByRole('button', { name: 'Close' }), DRAG_CLOSE_PX + 50);
    expect(dialog.style.transform).toBe('');
    fireEvent.pointerUp(window, { ...pointer });
    narrow = false;
    drag(handle, DRAG_CLOSE_PX + 50);
    fireEvent.pointerUp(window, { ...pointer, clientY: 400 + DRAG_CLOSE_PX + 50 });
    expect(dialog.style.transform).toBe('');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
