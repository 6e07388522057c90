import {
  instantFromWallTime,
  localToday,
  parseLocalDate,
  type ImportClientsResult,
  type ImportRowProblem,
  type importClientsBody,
} from '@sessionbook/domain';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { uniqueViolationIndex } from '../../../core/db-errors.ts';
import { professionalClients } from '../../../db/schema/client-book.ts';
import type { Db } from '../../../db/types.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { insertClientRows } from '../../clients/book-rows.ts';
import { findAccountsByEmail } from '../../clients/queries.ts';
import { insertOpeningBalances, type NewOpeningBalance } from '../../vouchers/opening-balances.ts';
import { contactKeys, dropRepeats, judgeRows, type ValidRow } from '../row-verdicts.ts';

export type ImportClientsInput = z.output<typeof importClientsBody>;

/** Book rows per insert: 9 values each keeps a statement well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/** A live entry of the book that a row may repeat. */
interface BookMatch {
  id: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  clientId: string | null;
}

/** The professional's live entries holding any of these e-mails, phones or client accounts. */
async function findBookMatches(
  db: Db,
  professionalId: string,
  contacts: { emails: string[]; phones: string[]; clientIds: string[] },
): Promise<BookMatch[]> {
  const matches: SQL[] = [];
  if (contacts.emails.length)
    matches.push(inArray(sql`lower(${professionalClients.email})`, contacts.emails));
  if (contacts.phones.length) matches.push(inArray(professionalClients.phone, contacts.phones));
  if (contacts.clientIds.length) matches.push(inArray(professionalClients.clientId, contacts.clientIds));
  if (matches.length === 0) return [];
  return db
    .select({
      id: professionalClients.id,
      fullName: professionalClients.fullName,
      email: professionalClients.email,
      phone: professionalClients.phone,
      clientId: professionalClients.clientId,
    })
    .from(professionalClients)
    .where(
      and(
        eq(professionalClients.professionalId, professionalId),
        isNull(professionalClients.endedAt),
        or(...matches),
      ),
    );
}

/** Every row judged against the rules, the file and the book: what would be imported, and why not the rest. */
async function judge(db: Db, professionalId: string, input: ImportClientsInput, today: string) {
  const { valid, problems } = judgeRows(input.rows, today);
  const { kept, repeats } = dropRepeats(valid);
  const emails = kept.flatMap((row) => (row.input.email ? [row.input.email.toLowerCase()] : []));
  const accounts = await findAccountsByEmail(db, emails);
  const accountOf = new Map(accounts.map((account) => [account.email, account]));
  const clientIdOf = (row: ValidRow) =>
    (row.input.email && accountOf.get(row.input.email.toLowerCase())?.clientId) || null;
  const book = await findBookMatches(db, professionalId, {
    emails,
    phones: kept.flatMap((row) => (row.input.phone ? [row.input.phone] : [])),
    clientIds: accounts.flatMap((account) => (account.clientId ? [account.clientId] : [])),
  });
  const inBook = new Map<string, BookMatch>();
  for (const entry of book) {
    for (const key of contactKeys(entry)) inBook.set(key, entry);
    if (entry.clientId) inBook.set(`client:${entry.clientId}`, entry);
  }
  const importable: ValidRow[] = [];
  const duplicates: ImportRowProblem[] = [...repeats];
  for (const row of kept) {
    const clientId = clientIdOf(row);
    const keys = [...contactKeys(row.input), ...(clientId ? [`client:${clientId}`] : [])];
    const entry = keys.map((key) => inBook.get(key)).find((found) => found !== undefined);
    if (entry)
      duplicates.push({
        index: row.index,
        status: 'duplicate',
        fields: {},
        duplicate_of: { entry_id: entry.id, index: null, full_name: entry.fullName },
      });
    else importable.push(row);
  }
  return {
    importable,
    invalid: problems,
    duplicates,
    clientIdOf,
  };
}

/**
 * `POST professional/clients/import` (docs/decisions/0048-import-and-export.md, "Import"). Judges every
 * row with the rules of adding a client by hand, against the file and the book; a dry run stops there.
 * An import stores the importable rows as pending entries whose invitations are held (no message goes
 * out) with their opening balances, in one transaction: all or nothing refuses the whole file with
 * 422 `rows.{index}.{field}` when any row is invalid; valid rows imports the rest. Repeats of the book
 * or of an earlier row are never imported, only reported.
 */
export async function importClients(
  deps: AppDeps,
  userId: string,
  input: ImportClientsInput,
): Promise<ImportClientsResult> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  const { professionalId } = professional;
  const answer = (
    verdict: Awaited<ReturnType<typeof judge>>,
    importedIds: string[],
  ): ImportClientsResult => ({
    dry_run: input.dry_run,
    counts: {
      rows: input.rows.length,
      ok: verdict.importable.length,
      duplicate: verdict.duplicates.length,
      invalid: verdict.invalid.length,
      imported: importedIds.length,
    },
    problems: [...verdict.invalid, ...verdict.duplicates].sort((a, b) => a.index - b.index),
    imported_ids: importedIds,
  });
  const today = localToday(professional.timeZone, deps.clock()).toString();
  if (input.dry_run) return answer(await judge(db, professionalId, input, today), []);
  try {
    return await db.transaction(async (tx) => {
      // Judged again inside the transaction that writes, so the book it checked is the one it adds to.
      const verdict = await judge(tx, professionalId, input, today);
      if (input.mode === 'all_or_nothing' && verdict.invalid.length) {
        const fields: Record<string, string[]> = {};
        for (const problem of verdict.invalid)
          for (const [field, messages] of Object.entries(problem.fields))
            fields[`rows.${problem.index}.${field}`] = messages;
        throw new AppError('validation', { fields, status: 422 });
      }
      const now = deps.clock();
      const ids: string[] = [];
      for (let start = 0; start < verdict.importable.length; start += CHUNK)
        ids.push(
          ...(await insertClientRows(
            tx,
            verdict.importable.slice(start, start + CHUNK).map((row) => ({
              professionalId,
              clientId: verdict.clientIdOf(row),
              fullName: row.input.full_name,
              email: row.input.email,
              phone: row.input.phone,
              comment: row.input.comment,
              status: 'pending',
              initiatedBy: 'professional',
              // Told nothing until the professional invites (`invite-held`): no message, no reminder.
              invitationHeld: true,
              createdAt: now,
            })),
          )),
        );
      const balances: NewOpeningBalance[] = verdict.importable.flatMap((row, at) =>
        row.balances.map((balance) => ({
          professionalId,
          professionalClientId: ids[at]!,
          voucherTypeId: balance.voucher_type_id,
          duration: balance.duration,
          count: balance.count,
          // Usable through the last day given: they end as the next day begins in the professional's zone.
          expiresAt: row.validUntil
            ? instantFromWallTime(
                parseLocalDate(row.validUntil).add({ days: 1 }).toString(),
                '00:00',
                professional.timeZone,
              )
            : null,
        })),
      );
      await insertOpeningBalances(tx, balances, now);
      return answer(verdict, ids);
    });
  } catch (error) {
    // A client added by hand at the same moment took a contact of the file: nothing was stored.
    if (uniqueViolationIndex(error) !== null) throw new AppError('conflict');
    throw error;
  }
}
