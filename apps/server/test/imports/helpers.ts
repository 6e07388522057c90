import { LANGUAGES, translate, type Namespace } from '@sessionbook/i18n';
import type { CsvTranslate, Language } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app.ts';

/** The app's translator of one language for the CSV headers (`book.csv.name` is namespace `book`). */
export const csvTranslator =
  (language: Language): CsvTranslate =>
  (key, values) => {
    const [namespace, ...rest] = key.split('.');
    return translate(language, namespace as Namespace, rest.join('.'), values);
  };

/** One translator per language, as the import page guesses with. */
export const allTranslators = LANGUAGES.map(csvTranslator);

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.deps.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What an import may have written: book rows, opening balances, ledger entries, messages and jobs. */
export async function importFootprint(t: TestApp) {
  const [counts] = await rows<{
    clients: number;
    opening: number;
    ledger: number;
    messages: number;
    jobs: number;
  }>(
    t,
    sql`select
      (select count(*) from professional_clients)::int as clients,
      (select count(*) from opening_balances)::int as opening,
      (select count(*) from voucher_entries)::int as ledger,
      (select count(*) from outbox_messages)::int as messages,
      (select count(*) from jobs where kind <> 'message.deliver')::int as jobs`,
  );
  return counts!;
}

/** The book of a professional as compared across a round trip: contacts and status, by e-mail or phone. */
export async function bookOf(t: TestApp, professionalId: string) {
  return rows<{
    full_name: string;
    email: string | null;
    phone: string | null;
    comment: string | null;
    status: string;
  }>(
    t,
    sql`select full_name, email, phone, comment, status from professional_clients
      where professional_id = ${professionalId} and ended_at is null
      order by coalesce(email, phone)`,
  );
}

/** Balances by client e-mail, voucher type and duration: the ledger's sums. */
export async function balancesOf(t: TestApp, professionalId: string) {
  return rows<{ email: string; voucher_type_id: number; duration: number; balance: number }>(
    t,
    sql`select pc.email, v.voucher_type_id, v.duration, sum(v.count_delta)::int as balance
      from voucher_entries v
      join professional_clients pc on pc.professional_id = v.professional_id and pc.client_id = v.client_id
        and pc.ended_at is null
      where v.professional_id = ${professionalId}
      group by pc.email, v.voucher_type_id, v.duration
      order by pc.email, v.voucher_type_id, v.duration`,
  );
}

/** Every import credit of a professional: kind, source and count. */
export async function importCredits(t: TestApp, professionalId: string) {
  return rows<{ kind: string; source: string; count_delta: number; paid: boolean; client_id: string }>(
    t,
    sql`select kind, source, count_delta, paid, client_id from voucher_entries
      where professional_id = ${professionalId} and source = 'import' order by count_delta`,
  );
}
