/** Client-side calendar entries for the public profile's tests, on top of the domain's fixtures. */
import { VOUCHER_DURATIONS, type ClientEventEntry, type ClientSlotEntry } from '@sessionbook/domain';
import { eventEntry, slotEntry } from '@sessionbook/domain/testing';

/** An open group class of 10 places, on Monday 18 May 2026 07:00-08:00 UTC, unless told otherwise. */
export function clientClass(overrides: Partial<ClientEventEntry> = {}): ClientEventEntry {
  const {
    waitlist: _w,
    invitations: _i,
    voucher_warnings: _v,
    ...base
  } = eventEntry({
    id: 'e1',
    professional_id: 'pp1',
    start_time: '2026-05-18T07:00:00Z',
    end_time: '2026-05-18T08:00:00Z',
    is_group_session: true,
    is_private: false,
    voucher_type_id: 3,
    max_event_regs: 10,
    title: 'Morning yoga',
  });
  return {
    ...base,
    availability_slot_id: null,
    professional_name: 'Alex Morgan',
    registration: null,
    waitlist_position: null,
    offered_until: null,
    held_places: 0,
    invitation: null,
    registration_deadline_hours: 0,
    cancellation_deadline_hours: 24,
    late_cancel: 'refuse',
    no_show: 'use_voucher',
    ...overrides,
  };
}

/** An open slot on Tuesday 19 May 2026 09:00-12:00 UTC, unless told otherwise. */
export function clientSlot(overrides: Partial<ClientSlotEntry> = {}): ClientSlotEntry {
  const { claims: _c, ...base } = slotEntry({
    id: 's1',
    professional_id: 'pp1',
    start_time: '2026-05-19T09:00:00Z',
    end_time: '2026-05-19T12:00:00Z',
  });
  return {
    ...base,
    professional_name: 'Alex Morgan',
    registration_deadline_hours: 0,
    cancellation_deadlines: base.voucher_types.map((id) => ({
      voucher_type_id: id,
      hours: 24,
      late_cancel: 'refuse' as const,
      no_show: 'use_voucher' as const,
    })),
    durations: [...VOUCHER_DURATIONS],
    ...overrides,
  };
}
