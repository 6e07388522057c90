import { isLanguage, replayHoldings, type Language } from '@sessionbook/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { clientProfiles, professionalProfiles, users } from '../../db/schema/accounts.ts';
import { events } from '../../db/schema/scheduling.ts';
import { voucherEntries } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { clientVouchersUrl } from '../../messaging/app-links.ts';
import { sessionName, voucherKindName } from '../../messaging/session-text.ts';
import { formatEventTime, formatMoment } from '../../messaging/templates/event-details.tsx';
import { stepOf } from './expiry.ts';
import { balancesOf, creditedOf, kindKey } from './ledger.ts';
import { VOUCHER_NOTICE_JOB, type VoucherNotice } from './voucher-notice-job.ts';

export { VOUCHER_NOTICE_JOB };

const TEMPLATES: Record<
  VoucherNotice,
  'vouchers_added' | 'vouchers_running_low' | 'vouchers_returned' | 'vouchers_expiring'
> = {
  added: 'vouchers_added',
  running_low: 'vouchers_running_low',
  returned: 'vouchers_returned',
  expiring: 'vouchers_expiring',
};

/**
 * What of a batch would expire at its end if nothing more is used, by the replay of the kind's ledger
 * (docs/product/rules.md#expiry); 0 once it ended.
 */
async function leftOfBatch(db: Db, credit: typeof voucherEntries.$inferSelect, now: Date): Promise<number> {
  const entries = await db
    .select()
    .from(voucherEntries)
    .where(
      and(
        eq(voucherEntries.professionalId, credit.professionalId),
        eq(voucherEntries.clientId, credit.clientId),
        eq(voucherEntries.voucherTypeId, credit.voucherTypeId),
        eq(voucherEntries.duration, credit.duration),
      ),
    )
    .orderBy(asc(voucherEntries.seq));
  const batch = replayHoldings(entries.map(stepOf), now).batches.get(credit.id);
  return batch && !batch.ended ? batch.left : 0;
}

/** The entry with its client's account, the professional's name and the event it is about. */
async function findNoticeEntry(db: Db, entryId: string) {
  const [row] = await db
    .select({
      entry: voucherEntries,
      email: users.email,
      userId: users.id,
      language: users.language,
      timeZone: users.timezone,
      deletedAt: users.deletedAt,
      fullName: clientProfiles.fullName,
      professionalName: professionalProfiles.fullName,
      event: events,
    })
    .from(voucherEntries)
    .innerJoin(clientProfiles, eq(clientProfiles.id, voucherEntries.clientId))
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .innerJoin(professionalProfiles, eq(professionalProfiles.id, voucherEntries.professionalId))
    .leftJoin(events, eq(events.id, voucherEntries.eventId))
    .where(eq(voucherEntries.id, entryId));
  return row ?? null;
}

async function professionalUsername(db: Db, professionalId: string): Promise<string> {
  const [row] = await db
    .select({ username: users.username })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(professionalProfiles.id, professionalId));
  return row?.username ?? '';
}

/**
 * Writes the notice with the balance as it is when the job runs, in the job's completing transaction,
 * so each entry tells its client once (dedupe key: the entry). Running low is looked at after every
 * charge and told when 1 or fewer are left, once per kind until the next top-up (dedupe key: the
 * kind and what was ever credited for it), however many charges look at once. An entry erased since
 * (a deleted account) tells nobody.
 */
export function voucherNoticeHandler(deps: AppDeps): JobHandler {
  const { db } = deps.database;
  return {
    async run({ job, complete }) {
      const notice = String(job.payload.notice) as VoucherNotice;
      const found = await findNoticeEntry(db, String(job.payload.entryId));
      if (!found || found.deletedAt || !Object.hasOwn(TEMPLATES, notice)) return complete();
      const { entry, event } = found;
      const language: Language = isLanguage(found.language) ? found.language : 'en';
      const balance = (await balancesOf(db, entry.professionalId, [entry.clientId])).get(kindKey(entry)) ?? 0;
      let dedupeKey = `${VOUCHER_NOTICE_JOB}:${notice}:${entry.id}`;
      const expiring = notice === 'expiring' ? await leftOfBatch(db, entry, deps.clock()) : 0;
      if (notice === 'expiring' && (expiring === 0 || !entry.expiresAt)) return complete();
      if (notice === 'running_low') {
        const credited = await creditedOf(db, entry);
        // docs/product/rules.md#running-low: 1 or fewer left, for a client who has had vouchers of the kind.
        if (balance > 1 || credited <= 0) return complete();
        dedupeKey = `${VOUCHER_NOTICE_JOB}:running_low:${kindKey(entry)}:${entry.professionalId}:${credited}`;
      }
      const kind = voucherKindName(language, entry.voucherTypeId, entry.duration);
      const professional =
        found.professionalName?.trim() || (await professionalUsername(db, entry.professionalId));
      const data: Record<string, string> = {
        name: found.fullName ?? '',
        professional,
        voucher_kind: kind,
        kind,
        balance: String(balance),
        count: String(notice === 'expiring' ? expiring : entry.countDelta),
        ...(notice === 'expiring' && entry.expiresAt
          ? {
              expiring_count: String(expiring),
              expires: formatMoment(entry.expiresAt, language, found.timeZone),
            }
          : {}),
        url: clientVouchersUrl(deps.config.appUrl, entry.professionalId),
        ...(event
          ? {
              event: sessionName(language, event),
              when: formatEventTime(event.startTime, event.endTime, language, found.timeZone),
            }
          : {}),
      };
      await complete((tx) =>
        deps.messages.email(tx, {
          to: found.email,
          userId: found.userId,
          template: TEMPLATES[notice],
          language,
          data,
          dedupeKey,
        }),
      );
    },
  };
}
