import './test-setup.ts';
import { INFINITE_LIST_THRESHOLD } from '@sessionbook/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from './test-setup.ts';
import { MultiSelect } from './multi-select.tsx';
import type { MultiSelectItem } from './types.ts';

const people = (from: number, count: number): MultiSelectItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `c${from + index}`,
    label: `Client ${from + index}`,
    description: `client${from + index}@example.test`,
  }));

const loadMore = vi.fn();

function Harness({
  items = people(1, 25),
  hasMore = true,
  loading = false,
}: {
  items?: MultiSelectItem[];
  hasMore?: boolean;
  loading?: boolean;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  return (
    <>
      <MultiSelect
        label="Clients"
        items={items}
        selected={selected}
        onChange={setSelected}
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search clients"
        hasMore={hasMore}
        loadMore={loadMore}
        loading={loading}
        emptyText="No clients found"
      />
      <output data-testid="selected">{selected.join(',')}</output>
    </>
  );
}

const list = () => screen.getByRole('listbox', { name: 'Clients' });
const active = () => document.getElementById(list().getAttribute('aria-activedescendant') ?? '');

describe('MultiSelect', () => {
  afterEach(cleanup);
  beforeEach(() => loadMore.mockClear());

  it('toggles options with Space and Enter and counts the selection', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(list()).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getByRole('searchbox', { name: 'Search clients' }));
    await user.keyboard('{ArrowDown}');
    expect(list()).toHaveFocus();
    expect(active()).toHaveTextContent('Client 1');
    await user.keyboard(' {ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('selected')).toHaveTextContent('c1,c3');
    expect(screen.getByRole('option', { name: 'Client 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.keyboard('{ArrowUp}{ArrowUp} ');
    expect(screen.getByTestId('selected')).toHaveTextContent('c3');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('toggles on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('option', { name: 'Client 2' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('c2');
  });

  it('shows why an item cannot be picked and does not pick it', async () => {
    const user = userEvent.setup();
    const items = [
      { id: 'g1', label: 'Big group', disabledReason: 'Larger than this voucher type allows' },
      ...people(1, 3),
    ];
    render(<Harness items={items} hasMore={false} />);
    const option = screen.getByRole('option', { name: 'Big group' });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveAccessibleDescription('Larger than this voucher type allows');
    await user.click(option);
    list().focus();
    await user.keyboard('{Home} ');
    expect(screen.getByTestId('selected')).toBeEmptyDOMElement();
  });

  it(`asks for more when the keyboard comes within ${INFINITE_LIST_THRESHOLD} items of the end`, async () => {
    const user = userEvent.setup();
    render(<Harness items={people(1, 25)} />);
    list().focus();
    // Index 14 is the 11th item from the end of 25: not yet.
    await user.keyboard('{ArrowDown>14/}');
    expect(active()).toHaveTextContent('Client 15');
    expect(loadMore).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Client 16');
    expect(loadMore).toHaveBeenCalledTimes(1);
    // Once per page: moving on does not ask again for the same page.
    await user.keyboard('{ArrowDown}{End}');
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('does not ask while loading or when there is no more', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness loading />);
    list().focus();
    await user.keyboard('{End}');
    rerender(<Harness hasMore={false} />);
    await user.keyboard('{Home}{End}');
    expect(loadMore).not.toHaveBeenCalled();
  });

  it('asks for more when the threshold item scrolls into view', () => {
    const observed: Element[] = [];
    let callback: IntersectionObserverCallback = () => {};
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect() {}
      unobserve() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      render(<Harness items={people(1, 25)} />);
      const target = observed.at(-1);
      expect(target).toHaveTextContent('Client 16');
      act(() =>
        callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver),
      );
      expect(loadMore).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the empty text when nothing matches', () => {
    render(<Harness items={[]} hasMore={false} />);
    expect(screen.getByText('No clients found')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('passes axe', async () => {
    const user = userEvent.setup();
    const items = [{ id: 'g1', label: 'Group', disabledReason: 'Too big' }, ...people(1, 5)];
    render(<Harness items={items} />);
    list().focus();
    await user.keyboard('{ArrowDown} ');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
