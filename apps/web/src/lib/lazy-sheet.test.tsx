import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazySheet } from './lazy-sheet.tsx';

interface Props {
  item: string | null;
}

function Dialog({ item }: Props) {
  return item ? <p role="dialog">{item}</p> : <p>closed</p>;
}

describe('lazySheet (docs/performance.md, "Calendars on a throttled phone")', () => {
  afterEach(cleanup);

  it('loads nothing until the sheet opens, then stays mounted once closed', async () => {
    const load = vi.fn(async () => Dialog);
    const { Sheet } = lazySheet<Props>(load, (props) => props.item !== null);
    const { container, rerender } = render(<Sheet item={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();

    rerender(<Sheet item="Yoga" />);
    expect(await screen.findByRole('dialog', { name: '' })).toHaveTextContent('Yoga');
    rerender(<Sheet item={null} />);
    // Still mounted, so a closing dialog animates and hands focus back as before.
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads on request and leaves a failed load to the first open', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Dialog);
    const { Sheet, preload } = lazySheet<Props>(load, (props) => props.item !== null);
    preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Sheet item="Pilates" />);
    expect(await screen.findByText('Pilates')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
