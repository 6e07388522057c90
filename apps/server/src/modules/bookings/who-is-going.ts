/**
 * Who can see whom on a class's "who is going" (issue 23 item 5, decision 0027), for every reader of a
 * client-side event: the client calendar, the booking replies and the guest's public calendar. The
 * professional's own views (calendar module) show everything and do not come here.
 *
 * - a guest, or a client not connected to the professional (viewing a public profile): the count only;
 * - a connected client: the first name of each registrant, while the professional allows it, else the
 *   count only;
 * - the reader's own entry is always theirs in full;
 * - nobody is ever shown another client's e-mail, phone or client id (the entries carry none).
 */

/** Who reads the event. */
export type GoingReader = { kind: 'guest' } | { kind: 'client'; connected: boolean };

/** What the reader sees of others: their first names, or only how many are going. */
export type GoingView = 'first_names' | 'count';

/** The view a reader gets, given the professional's "show clients' first names" setting. */
export function goingView(reader: GoingReader, professionalShowsNames: boolean): GoingView {
  return reader.kind === 'client' && reader.connected && professionalShowsNames ? 'first_names' : 'count';
}

/**
 * What separates words of a name: JavaScript's `\s` (and what `trim` removes), spelled out so that the
 * views PostgreSQL writes (`firstNameSql`) cut names at the same characters. As regular-expression
 * source, which both engines read alike inside a bracket expression.
 */
const NAME_SPACES = String.raw`\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff`;
const FIRST_WORD = new RegExp(`[^${NAME_SPACES}]+`, 'u');

/** The first word of a name, trimmed; null when there is none (no name, or a deleted user). */
export function firstName(fullName: string | null): string | null {
  return fullName?.match(FIRST_WORD)?.[0] ?? null;
}

/** `firstName` of a text column or expression, in SQL (null when there is no word). */
export const firstNameSql = (name: string): string => `substring(${name} from '${FIRST_WORD.source}')`;

/** What the reader may see of a registrant's name: all of their own, a first name, or nothing. */
export function shownName(fullName: string | null, view: GoingView, own: boolean): string | null {
  if (own) return fullName;
  return view === 'first_names' ? firstName(fullName) : null;
}
