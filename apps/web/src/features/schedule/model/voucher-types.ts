/**
 * Which voucher types each dialog offers and how many people a session may invite
 * (docs/product/constants.md#scheduling, docs/product/rules.md#session-rules).
 */
import {
  DEFAULT_CLASS_VOUCHER_TYPE_ID,
  DEFAULT_SESSION_VOUCHER_TYPE_ID,
  findVoucherType,
  GROUP_VOUCHER_MIN_REGS,
  VOUCHER_TYPES,
  type VoucherTypeRef,
} from '@sessionbook/domain';

/** The three dialogs of the create button: a one-to-one session, a group class, an availability slot. */
export type ScheduleKind = 'session' | 'class' | 'slot';

/** Classes take types with at least 10 places; sessions and slots the others. */
export function voucherTypesFor(kind: ScheduleKind): readonly VoucherTypeRef[] {
  return VOUCHER_TYPES.filter((type) =>
    kind === 'class'
      ? type.max_event_regs >= GROUP_VOUCHER_MIN_REGS
      : type.max_event_regs < GROUP_VOUCHER_MIN_REGS,
  );
}

export const defaultVoucherTypeId = (kind: ScheduleKind): number =>
  kind === 'class' ? DEFAULT_CLASS_VOUCHER_TYPE_ID : DEFAULT_SESSION_VOUCHER_TYPE_ID;

/**
 * How many people one session may invite: its voucher type's `max_event_regs`. Before a type is
 * chosen, the largest a session type allows, so nothing is offered that no type could hold.
 */
export function inviteLimit(voucherTypeId: number | null): number {
  const type = voucherTypeId === null ? undefined : findVoucherType(voucherTypeId);
  if (type) return type.max_event_regs;
  return Math.max(...voucherTypesFor('session').map((candidate) => candidate.max_event_regs));
}

/** docs/product/rules.md#session-rules: "Groups are offered only if their client count does not exceed the limit." */
export const isGroupOffered = (clientsCount: number, voucherTypeId: number | null): boolean =>
  clientsCount <= inviteLimit(voucherTypeId);
