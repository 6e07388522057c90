import {
  BALANCE_COLUMNS,
  balanceHeader,
  CLIENT_BOOK_FIELDS,
  fieldHeader,
  normaliseHeader,
  type CsvTranslate,
} from '../client-book-csv.ts';

/**
 * What an imported client is made of: the name may come whole or as first and last name; `valid_until`
 * is the last day the row's opening balances may be used.
 */
export const IMPORT_FIELDS = [
  'full_name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'comment',
  'valid_until',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Where a column of the file goes. */
export type ColumnTarget =
  | { kind: 'ignore' }
  | { kind: 'field'; field: ImportField }
  | { kind: 'balance'; voucher_type_id: number; duration: number };

export const IGNORE: ColumnTarget = { kind: 'ignore' };

/**
 * Headers of the exports people bring, normalised (`normaliseHeader`: no case, accents or punctuation):
 * Google Contacts (old and new), Outlook, Apple (through vCard), Excel lists in the five languages, and
 * the client exports of Mindbody, Glofox, Vagaro and Acuity. Sessionbook's own export headers, in every
 * language, come from the catalogs (`knownHeaders`).
 */
const SYNONYMS: Record<ImportField, string[]> = {
  full_name: [
    'name',
    'full name',
    'fullname',
    'display name',
    'client name',
    'client',
    'customer',
    'customer name',
    'contact',
    'contact name',
    'member name',
    'member',
    'student name',
    'patient name',
    'nombre completo',
    'nombre y apellidos',
    'cliente',
    'volledige naam',
    'klant',
    'klantnaam',
    'nome completo',
  ],
  first_name: [
    'first name',
    'firstname',
    'first',
    'given name',
    'given',
    'forename',
    'client first name',
    'customer first name',
    'member first name',
    'voornaam',
    'nombre de pila',
    'primer nombre',
    'primeiro nome',
    'prenome',
  ],
  last_name: [
    'last name',
    'lastname',
    'last',
    'family name',
    'surname',
    'client last name',
    'customer last name',
    'member last name',
    'achternaam',
    'apellido',
    'apellidos',
    'apelido',
    'apelidos',
    'sobrenome',
    'ultimo nome',
  ],
  email: [
    'email',
    'e mail',
    'email address',
    'e mail address',
    'e mail 1 value',
    'email 1 value',
    'e mail 1',
    'email 1',
    'primary email',
    'client email',
    'customer email',
    'mail',
    'correo',
    'correo electronico',
    'emailadres',
    'e mailadres',
    'endereco de e mail',
    'endereco de email',
  ],
  phone: [
    'phone',
    'phone number',
    'phone 1 value',
    'mobile',
    'mobile phone',
    'mobile number',
    'cell',
    'cell phone',
    'cellphone',
    'telephone',
    'tel',
    'primary phone',
    'home phone',
    'business phone',
    'client phone',
    'customer phone',
    'telefoon',
    'telefoonnummer',
    'mobiel',
    'mobiele telefoon',
    'telefono',
    'telefono movil',
    'movil',
    'celular',
    'telefone',
    'telemovel',
  ],
  comment: [
    'notes',
    'note',
    'comment',
    'comments',
    'client notes',
    'remarks',
    'opmerking',
    'opmerkingen',
    'notitie',
    'notities',
    'notas',
    'nota',
    'comentario',
    'comentarios',
    'observaciones',
    'observacoes',
  ],
  valid_until: [
    'valid until',
    'valid to',
    'expires',
    'expires on',
    'expiry',
    'expiry date',
    'expiration',
    'expiration date',
    'pack expiry',
    'package expiration',
    'membership expiry',
    'end date',
    'geldig tot',
    'vervaldatum',
    'verloopt',
    'verloopt op',
    'valido hasta',
    'vence',
    'vencimiento',
    'fecha de caducidad',
    'caducidad',
    'caduca',
    'valido ate',
    'validade',
    'data de validade',
    'expira',
    'expira em',
  ],
};

/** Every header the guesser knows, normalised, with where it goes. */
export function knownHeaders(translators: readonly CsvTranslate[]): Map<string, ColumnTarget> {
  const known = new Map<string, ColumnTarget>();
  const add = (header: string, target: ColumnTarget) => {
    const key = normaliseHeader(header);
    if (key && !known.has(key)) known.set(key, target);
  };
  for (const t of translators) {
    for (const field of CLIENT_BOOK_FIELDS)
      // Status and groups are not imported: an imported client is pending, and groups are made anew.
      add(
        fieldHeader(field, t),
        field === 'status' || field === 'groups' ? IGNORE : { kind: 'field', field },
      );
    for (const column of BALANCE_COLUMNS) add(balanceHeader(column, t), { kind: 'balance', ...column });
  }
  for (const field of Object.keys(SYNONYMS) as ImportField[])
    for (const header of SYNONYMS[field]) add(header, { kind: 'field', field });
  return known;
}

const sameTarget = (a: ColumnTarget, b: ColumnTarget): boolean =>
  a.kind === b.kind &&
  (a.kind !== 'field' || a.field === (b as typeof a).field) &&
  (a.kind !== 'balance' ||
    (a.voucher_type_id === (b as typeof a).voucher_type_id && a.duration === (b as typeof a).duration));

/**
 * A target per header: the first column that names a field or a balance gets it, any later one naming
 * the same (Google's "Phone 2 - Value" after "Phone 1 - Value") is ignored, and so is anything unknown.
 */
export function guessColumns(
  headers: readonly string[],
  translators: readonly CsvTranslate[],
): ColumnTarget[] {
  const known = knownHeaders(translators);
  const taken: ColumnTarget[] = [];
  return headers.map((header) => {
    const target = known.get(normaliseHeader(header));
    if (!target || target.kind === 'ignore' || taken.some((other) => sameTarget(other, target)))
      return IGNORE;
    taken.push(target);
    return target;
  });
}
