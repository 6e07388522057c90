import '@testing-library/jest-dom/vitest';
import '../../test/english-now.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createBrowserRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';
import { connectSheetHistory, listenForSheetBack } from './sheet-history.ts';
import { useUnsavedChanges } from './unsaved-changes.ts';

/** A note field that reports itself unsaved once it differs from empty. */
function NoteForm({ onSave }: { onSave: () => void }) {
  const [note, setNote] = useState('');
  useUnsavedChanges(note !== '');
  return (
    <>
      <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <button type="button" onClick={onSave}>
        Save
      </button>
    </>
  );
}

function Harness() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <p>at {pathname}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="New note">
        <NoteForm onSave={() => setOpen(false)} />
      </Modal>
    </>
  );
}

const question = () => screen.queryByRole('dialog', { name: 'Discard your changes?' });
const form = () => screen.queryByRole('dialog', { name: 'New note' });

describe('a modal with unsaved changes (issue 25)', () => {
  afterEach(cleanup);
  const renderHarness = () =>
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );

  it('closes at once while untouched', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(form()).toBeNull());
    expect(question()).toBeNull();
  });

  it('asks on an Escape that comes before React has rendered the change (a busy phone, CI)', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    // Outside act, as a browser delivers them: the typing, then Escape in the same task, before any
    // render React schedules for later has run.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      setValue.call(note, 'Bring a mat');
      note.dispatchEvent(new Event('input', { bubbles: true }));
      note.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      await waitFor(() => expect(question()).toBeInTheDocument());
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
    // The form is still there behind the question, with what was typed.
    expect(note).toBeInTheDocument();
    expect(note).toHaveValue('Bring a mat');
  });

  it('asks on Escape once changed: Keep editing keeps what was typed, Discard closes', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, 'Bring a mat');
    await user.keyboard('{Escape}');
    const asked = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(asked).toHaveAccessibleDescription(/has not been saved and will be lost/);
    // Keeping is the default: a stray Enter loses nothing.
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(question()).toBeNull());
    expect(form()).toBeInTheDocument();
    expect(note).toHaveValue('Bring a mat');
    await waitFor(() => expect(note).toHaveFocus());

    // Escape on the question is "keep" too.
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(question()).toBeNull());
    expect(form()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(form()).toBeNull());
  });

  it('asks on a tap on the backdrop too, and not when the form itself closes it', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    await user.click(document.querySelector('.modal__backdrop')!);
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form()).toBeNull());
    expect(question()).toBeNull();
  });

  it('forgets a change that was undone', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, 'ab');
    await user.clear(note);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(form()).toBeNull());
  });
});

describe('the back button and an open modal (issue 25)', () => {
  const disconnect: (() => void)[] = [];
  afterEach(() => {
    disconnect.splice(0).forEach((stop) => stop());
    cleanup();
  });
  /** As boot does it: the listener before the router, the router after. */
  function browserRouter() {
    disconnect.push(listenForSheetBack());
    const router = createBrowserRouter([{ path: '*', element: <Harness /> }]);
    disconnect.push(connectSheetHistory(router));
    return router;
  }

  async function renderInBrowserRouter() {
    window.history.replaceState(null, '', '/');
    const router = browserRouter();
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/first'));
    await act(() => router.navigate('/calendar'));
    return router;
  }
  const back = () => act(() => window.history.back());

  it('closes the modal and stays on the page', async () => {
    const user = userEvent.setup();
    const router = await renderInBrowserRouter();
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(window.history.length).toBe(before + 1);
    await back();
    await waitFor(() => expect(form()).toBeNull());
    expect(router.state.location.pathname).toBe('/calendar');
    expect(window.location.pathname).toBe('/calendar');
    // The next back leaves the page as usual.
    await back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/first'));
  });

  it('asks first when the form holds changes, and gives the entry back when kept', async () => {
    const user = userEvent.setup();
    const router = await renderInBrowserRouter();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    await back();
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(router.state.location.pathname).toBe('/calendar');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    // Back again asks again: the form kept its entry.
    await back();
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(form()).toBeNull());
    expect(router.state.location.pathname).toBe('/calendar');
  });

  it('closes the modal on the first entry of a page load, which has no router key', async () => {
    window.history.replaceState(null, '', '/calendar');
    const router = browserRouter();
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await back();
    await waitFor(() => expect(form()).toBeNull());
    expect(router.state.location.pathname).toBe('/calendar');
  });

  it('passes over the entry of a modal closed another way: one press, one page', async () => {
    const user = userEvent.setup();
    const router = await renderInBrowserRouter();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(form()).toBeNull());
    await back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/first'));
    // Forward passes over it too, back to the page.
    await act(() => window.history.forward());
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar'));
    await waitFor(() => expect(window.history.state).not.toHaveProperty('sheetStep'));
  });
});
