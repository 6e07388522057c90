import '@testing-library/jest-dom/vitest';
import '../../test/english-now.ts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

/**
 * A page with an item that opens a details dialog. The details offer "Cancel it", which asks in a second
 * dialog: over the details (`handOver` false: the details stay open) or instead of them (true: the
 * details close first, as the professional's "Cancel class" does). Confirming removes "Cancel it", as a
 * cancelled registration loses its button; `removeItem` removes the item on the page too.
 */
function Page({ handOver, removeItem = false }: { handOver: boolean; removeItem?: boolean }) {
  const [details, setDetails] = useState(false);
  const [question, setQuestion] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  return (
    <MemoryRouter>
      <main>
        <h1 tabIndex={-1}>Calendar</h1>
        {!(removeItem && cancelled) && (
          <button type="button" onClick={() => setDetails(true)}>
            Yoga
          </button>
        )}
      </main>
      <Modal open={details} onOpenChange={setDetails} title="Yoga details">
        {!cancelled && (
          <button
            type="button"
            onClick={() => {
              if (handOver) setDetails(false);
              setQuestion(true);
            }}
          >
            Cancel it
          </button>
        )}
      </Modal>
      <Modal open={question} onOpenChange={setQuestion} title="Cancel Yoga?">
        <button
          type="button"
          onClick={() => {
            setCancelled(true);
            setQuestion(false);
          }}
        >
          Confirm
        </button>
      </Modal>
    </MemoryRouter>
  );
}

describe('where focus goes when a dialog closes (components/modal/focus-return.ts)', () => {
  afterEach(cleanup);

  it('to the dialog underneath, its title, when the button that opened the question is gone', async () => {
    const user = userEvent.setup();
    render(<Page handOver={false} />);
    await user.click(screen.getByRole('button', { name: 'Yoga' }));
    await user.click(screen.getByRole('button', { name: 'Cancel it' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const details = screen.getByRole('dialog', { name: 'Yoga details' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Yoga details' })).toHaveFocus());
    expect(details).toBeVisible();
  });

  it('to what opened the first dialog, when the question took its place', async () => {
    const user = userEvent.setup();
    render(<Page handOver />);
    await user.click(screen.getByRole('button', { name: 'Yoga' }));
    await user.click(screen.getByRole('button', { name: 'Cancel it' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yoga' })).toHaveFocus());
  });

  it("to the page's heading when nothing that led there is left, never to the body", async () => {
    const user = userEvent.setup();
    render(<Page handOver removeItem />);
    await user.click(screen.getByRole('button', { name: 'Yoga' }));
    await user.click(screen.getByRole('button', { name: 'Cancel it' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Calendar' })).toHaveFocus());
  });

  it('keeps the page behind an open dialog inert, and gives it back whole when the last one closes', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page handOver={false} />);
    await user.click(screen.getByRole('button', { name: 'Yoga' }));
    expect(container).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Cancel it' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel Yoga?' });
    // The details under the question are out of reach too, and come back when it closes.
    const details = screen.getAllByRole('dialog', { hidden: true }).find((d) => d !== question)!;
    expect(details.closest('[inert]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(details.closest('[inert]')).toBeNull());
    expect(container).toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(container).not.toHaveAttribute('inert');
    expect(container).not.toHaveAttribute('aria-hidden');
  });
});
