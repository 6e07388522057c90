import {
  DEFAULT_CANCELLATION_DEADLINE_HOURS,
  DEFAULT_REGISTRATION_DEADLINE_HOURS,
  VOUCHER_TYPES,
  type VoucherSetting,
  type VoucherSettingsData,
} from '@sessionbook/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { voucherSettings } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';

export interface Deadlines {
  /** Hours before the start after which a client can no longer register or claim. */
  registration: number;
  /** Hours before the start after which a client can no longer cancel. */
  cancellation: number;
}

/** docs/product/rules.md#deadlines: the deadlines of a voucher type the professional did not set. */
export const DEFAULT_DEADLINES: Deadlines = {
  registration: DEFAULT_REGISTRATION_DEADLINE_HOURS,
  cancellation: DEFAULT_CANCELLATION_DEADLINE_HOURS,
};

/** The deadlines per professional and voucher type, with the defaults of docs/product/rules.md#deadlines. */
export class DeadlineTable {
  constructor(private readonly rows: Map<string, Deadlines>) {}

  of(professionalId: string, voucherTypeId: number): Deadlines {
    return this.rows.get(`${professionalId}:${voucherTypeId}`) ?? DEFAULT_DEADLINES;
  }
}

/** The voucher settings of the professionals, for the booking rules and what clients are shown. */
export async function deadlineTable(db: Db, professionalIds: readonly string[]): Promise<DeadlineTable> {
  const ids = [...new Set(professionalIds)];
  const rows =
    ids.length === 0
      ? []
      : await db.select().from(voucherSettings).where(inArray(voucherSettings.professionalId, ids));
  return new DeadlineTable(
    new Map(
      rows.map((row) => [
        `${row.professionalId}:${row.voucherTypeId}`,
        { registration: row.registrationDeadlineHours, cancellation: row.cancellationDeadlineHours },
      ]),
    ),
  );
}

/** docs/product/rules.md#deadlines: the deadlines of one voucher type of one professional. */
export async function deadlinesOf(db: Db, professionalId: string, voucherTypeId: number): Promise<Deadlines> {
  const [row] = await db
    .select()
    .from(voucherSettings)
    .where(
      and(
        eq(voucherSettings.professionalId, professionalId),
        eq(voucherSettings.voucherTypeId, voucherTypeId),
      ),
    );
  return row
    ? { registration: row.registrationDeadlineHours, cancellation: row.cancellationDeadlineHours }
    : DEFAULT_DEADLINES;
}

/** Every voucher type's settings of a professional (docs/product/entities-and-states.md#voucher-settings). */
export async function readVoucherSettings(db: Db, professionalId: string): Promise<VoucherSettingsData> {
  const table = await deadlineTable(db, [professionalId]);
  return {
    voucher_settings: VOUCHER_TYPES.map((type) => {
      const deadlines = table.of(professionalId, type.id);
      return {
        voucher_type_id: type.id,
        type: type.type,
        registration_deadline: deadlines.registration,
        cancellation_deadline: deadlines.cancellation,
      };
    }),
  };
}

/** Stores the given types' settings (an upsert per type); the others keep theirs. */
export async function writeVoucherSettings(
  db: Db,
  professionalId: string,
  settings: readonly VoucherSetting[],
  now: Date,
): Promise<void> {
  await db
    .insert(voucherSettings)
    .values(
      settings.map((setting) => ({
        professionalId,
        voucherTypeId: setting.voucher_type_id,
        registrationDeadlineHours: setting.registration_deadline,
        cancellationDeadlineHours: setting.cancellation_deadline,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [voucherSettings.professionalId, voucherSettings.voucherTypeId],
      set: {
        registrationDeadlineHours: sql`excluded.registration_deadline_hours`,
        cancellationDeadlineHours: sql`excluded.cancellation_deadline_hours`,
        updatedAt: now,
      },
    });
}
