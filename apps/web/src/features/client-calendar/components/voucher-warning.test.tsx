import '@testing-library/jest-dom/vitest';
import '../../../test/jsdom-radix.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCalendar, setUpCalendarTests, seriousViolations } from '../test-utils.tsx';
import { balances, openItem, serveCalendar, weekData, type CalendarData } from '../test-week.ts';

const { api, withMockApi } = await vi.hoisted(() => import('../../../test/mocks.ts'));
vi.mock('../../../lib/api-client.ts', withMockApi);

const VOUCHERS_PATH = 'client/professionals/pro1/vouchers';
const warningOf = (dialog: HTMLElement) =>
  within(dialog).queryByText('No voucher for this session')?.closest<HTMLElement>('[role="status"]') ?? null;
const vouchersFetched = () => api.get.mock.calls.some((call) => call[0] === VOUCHERS_PATH);

let data: CalendarData;

describe('the missing-voucher warning (docs/product/rules.md#missing-voucher-warning: it only warns)', () => {
  setUpCalendarTests(() => {
    data = weekData();
    serveCalendar(api.get, data);
  });

  it('warns on a class of a kind the client has none of, and Register stays enabled', async () => {
    // Pilates: a 60-minute group class. Group vouchers of 45 minutes are another kind.
    data.vouchers = { pro1: balances([3, 45, 4], [1, 60, 2]) };
    renderCalendar();
    const { dialog } = await openItem(/^Pilates/);
    await waitFor(() => expect(warningOf(dialog)).not.toBeNull());
    const warning = warningOf(dialog)!;
    expect(warning).toHaveTextContent('You have no Group class (60 min) vouchers left with Pat Lee.');
    expect(warning).toHaveTextContent(
      'You can still book; Pat Lee may ask you to top up or decline the booking.',
    );
    expect(within(warning).getByRole('link', { name: 'See your vouchers' })).toHaveAttribute(
      'href',
      '/professionals/pro1/vouchers',
    );
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('shows a negative balance as it is', async () => {
    data.vouchers = { pro1: balances([3, 60, -2]) };
    renderCalendar();
    const { dialog } = await openItem(/^Pilates/);
    await waitFor(() => expect(warningOf(dialog)).not.toBeNull());
    expect(warningOf(dialog)).toHaveTextContent(
      'Your balance of Group class (60 min) vouchers with Pat Lee is -2.',
    );
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('says nothing when a voucher of that kind is left', async () => {
    data.vouchers = { pro1: balances([3, 60, 1]) };
    renderCalendar();
    const { dialog } = await openItem(/^Pilates/);
    await waitFor(() => expect(vouchersFetched()).toBe(true));
    expect(await within(dialog).findByRole('button', { name: 'Register' })).toBeEnabled();
    expect(warningOf(dialog)).toBeNull();
  });

  it('says nothing when the balances cannot be loaded', async () => {
    // No vouchers served: the call answers 404.
    renderCalendar();
    const { dialog } = await openItem(/^Pilates/);
    await waitFor(() => expect(vouchersFetched()).toBe(true));
    expect(warningOf(dialog)).toBeNull();
  });

  it('reminds a registered client, and asks nothing of a cancelled class', async () => {
    data.vouchers = { pro1: balances() };
    renderCalendar();
    const { user, dialog } = await openItem(/^Yoga/);
    await waitFor(() => expect(warningOf(dialog)).not.toBeNull());
    expect(warningOf(dialog)).toHaveTextContent(
      'Your place stays; Pat Lee may ask you to top up or decline it.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const cancelled = await openItem(/^Stretch/);
    expect(within(cancelled.dialog).getByText('Teacher ill', { exact: false })).toBeInTheDocument();
    expect(warningOf(cancelled.dialog)).toBeNull();
  });

  it('warns on a session booked for the client before they accept', async () => {
    data.vouchers = { pro1: balances([1, 60, 0]) };
    renderCalendar();
    const { dialog } = await openItem(/^Session with Pat Lee.*Awaiting your answer/);
    await waitFor(() => expect(warningOf(dialog)).not.toBeNull());
    expect(warningOf(dialog)).toHaveTextContent(
      'You have no Individual session (60 min) vouchers left with Pat Lee.',
    );
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('follows the chosen session type and duration of a slot, and Book stays enabled', async () => {
    // Duo vouchers of 60 minutes only.
    data.vouchers = { pro1: balances([2, 60, 3], [1, 60, 0]) };
    renderCalendar();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Open for booking,.*Book a time$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Open for booking' });
    const types = within(dialog).getByRole('group', { name: 'Session type' });
    const durations = within(dialog).getByRole('group', { name: 'Duration' });

    // Individual, 60 min: none left.
    await waitFor(() => expect(warningOf(dialog)).not.toBeNull());
    expect(warningOf(dialog)).toHaveTextContent('Individual session (60 min)');
    const starts = within(dialog).getByRole('group', { name: 'Start time' });
    await user.click(within(starts).getByRole('radio', { name: '1:00 PM' }));
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
    expect(await seriousViolations(dialog)).toEqual([]);

    // Duo, 60 min: three left.
    await user.click(within(types).getByRole('radio', { name: 'Duo session' }));
    expect(warningOf(dialog)).toBeNull();

    // Duo, 30 min: another kind, none.
    await user.click(within(durations).getByRole('radio', { name: '30 min' }));
    expect(warningOf(dialog)).toHaveTextContent('Duo session (30 min)');
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();

    api.post.mockResolvedValue({ outcome: 'claimed', event: data.events[2] });
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(api.post).toHaveBeenCalledWith('client/event-registrations', {
      availability_slot_id: 'slot1',
      start_time: '2026-05-14T11:00:00Z',
      duration: 30,
      voucher_type_id: 2,
    });
  });
});
