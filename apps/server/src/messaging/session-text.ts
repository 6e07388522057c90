import { VOUCHER_TYPES, isSystemReason, type Language } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';

/** What a message needs to know to name a session. */
export interface NamedSession {
  title: string | null;
  voucherTypeId: number;
  isGroupSession: boolean;
}

const typeOf = (voucherTypeId: number) =>
  VOUCHER_TYPES.find((type) => type.id === voucherTypeId)?.type ?? 'individual';

/**
 * A session's name in mails, SMS, `.ics` summaries and the feed alike: its title, else its type
 * ("Individual session", "Duo session", "Group class") in the reader's language, never "a session".
 */
export function sessionName(language: Language, session: NamedSession): string {
  const title = session.title?.trim();
  if (title) return title;
  const type = session.isGroupSession ? 'group' : typeOf(session.voucherTypeId);
  return translate(language, 'common', `voucher_types.${type}`);
}

/** A kind of vouchers as the client's voucher page names it: "Individual session, 60 min". */
export function voucherKindName(language: Language, voucherTypeId: number, duration: number): string {
  return translate(language, 'emails', 'voucher_kind', {
    type: translate(language, 'common', `voucher_types.${typeOf(voucherTypeId)}`),
    minutes: String(duration),
  });
}

/**
 * A stored reason as the reader should read it: the person's own words as they are, a code the
 * server wrote itself (`SYSTEM_REASONS`) in the reader's language, never the code.
 */
export function reasonText(language: Language, reason: string | null | undefined): string {
  const text = reason?.trim() ?? '';
  return isSystemReason(text) ? translate(language, 'emails', `reasons.${text}`) : text;
}
