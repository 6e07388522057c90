/** The words an event or slot is shown with: its title, else what it is. */
import { findVoucherType, type ClientEventEntry, type ClientSlotEntry } from '@sessionbook/domain';
import type { TFunction } from 'i18next';
import { eventKind } from './event-state.ts';
import { formatChoices } from '../../../lib/format-dates.ts';

export function eventTitle(event: ClientEventEntry, t: TFunction): string {
  if (event.title?.trim()) return event.title.trim();
  if (eventKind(event) === 'class') return t('item.untitled_class');
  return t('item.session_with', { name: event.professional_name });
}

/** Whether the event's title already names its professional ("Session with Ana"). */
export const titleNamesProfessional = (event: ClientEventEntry): boolean =>
  !event.title?.trim() && eventKind(event) !== 'class';

/** "3 of 10" for a group class; sessions show no count. */
export const eventCount = (event: ClientEventEntry, t: TFunction): string | null =>
  event.is_group_session
    ? t('item.count', { count: event.registrations_count, max: event.max_event_regs })
    : null;

export const slotTitle = (slot: ClientSlotEntry, t: TFunction) => slot.title?.trim() || t('item.slot_title');

export const voucherTypeName = (id: number, t: TFunction): string | null => {
  const type = findVoucherType(id);
  return type ? t(`common:voucher_types.${type.type}`) : null;
};

/** "Individual or Duo": the session types a slot offers. */
export const slotTypesText = (slot: ClientSlotEntry, t: TFunction, locale: string): string =>
  formatChoices(
    slot.voucher_types.flatMap((id) => {
      const name = voucherTypeName(id, t);
      return name ? [name] : [];
    }),
    locale,
  );

export const personName = (name: string | null, t: TFunction) => name?.trim() || t('details.deleted_user');

/**
 * Whether a class has people going whose names the reader may not see: a client not connected to the
 * professional, or one whose professional shows only counts, gets no names (decision 0027).
 */
export const goingNamesHidden = (event: ClientEventEntry): boolean =>
  event.registrations.length === 0 && event.registrations_count > 0;
