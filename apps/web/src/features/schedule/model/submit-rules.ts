/**
 * When the dialogs' primary action is held back, and why (docs/product/rules.md#session-rules,
 * #class-rules, #slot-rules), and the people a session invites, counted as the server counts them.
 */
import { isEndAfterStart, isGroupId, splitContacts } from '@sessionbook/domain';
import type { ClassFormValues, SessionFormValues, SlotFormValues, WhenValues } from './form-values.ts';
import { inviteLimit } from './voucher-types.ts';

/**
 * The people a session invites, counted as the server counts them: clients (a group counts its
 * members, and someone picked both directly and through a group counts once) plus e-mails plus phones.
 * A group whose members are not known counts as one, as the schema does; the server then checks it.
 */
export function countInvitees(
  selection: Pick<SessionFormValues, 'client_ids' | 'contacts'>,
  groupMembers: (groupId: string) => readonly string[] | undefined = () => undefined,
): number {
  const clients = new Set<string>();
  let unknownGroups = 0;
  for (const id of new Set(selection.client_ids.map((value) => value.toLowerCase()))) {
    if (!isGroupId(id)) {
      clients.add(id);
      continue;
    }
    const members = groupMembers(id);
    if (members) members.forEach((member) => clients.add(member.toLowerCase()));
    else unknownGroups += 1;
  }
  const { emails, phones } = splitContacts(selection.contacts);
  return clients.size + unknownGroups + emails.length + phones.length;
}

/**
 * Why submit is disabled, or null when it is enabled:
 * - `missing`: a required field is empty (docs/product/rules.md#session-rules);
 * - `too_many_clients`: more invitees than the voucher type's `max_event_regs` (shown inline);
 * - `no_contact`: a new session invites nobody (editing is exempt);
 * - `invalid_contact`: a tag is neither an e-mail nor a phone number.
 */
export type SubmitBlock = 'missing' | 'too_many_clients' | 'no_contact' | 'invalid_contact';

const whenMissing = (values: WhenValues) =>
  !values.date ||
  !values.start_time ||
  !values.end_time ||
  !isEndAfterStart(values.start_time, values.end_time);

export function sessionSubmitBlock(
  values: WhenValues & Pick<SessionFormValues, 'voucher_type_id' | 'contacts'>,
  { editing, invitees }: { editing: boolean; invitees: number },
): SubmitBlock | null {
  if (whenMissing(values) || values.voucher_type_id === null) return 'missing';
  if (invitees > inviteLimit(values.voucher_type_id)) return 'too_many_clients';
  if (!editing && invitees === 0) return 'no_contact';
  if (splitContacts(values.contacts).invalid.length > 0) return 'invalid_contact';
  return null;
}

/** docs/product/rules.md#class-rules: a class needs date, times, voucher type and title; its capacity never blocks. */
export function classSubmitBlock(
  values: WhenValues & Pick<ClassFormValues, 'voucher_type_id' | 'title'>,
): SubmitBlock | null {
  if (whenMissing(values) || values.voucher_type_id === null || values.title.trim() === '') return 'missing';
  return null;
}

/** docs/product/rules.md#slot-rules: a slot needs date, times and at least one voucher type. */
export function slotSubmitBlock(
  values: WhenValues & Pick<SlotFormValues, 'voucher_types'>,
): SubmitBlock | null {
  if (whenMissing(values) || values.voucher_types.length === 0) return 'missing';
  return null;
}
