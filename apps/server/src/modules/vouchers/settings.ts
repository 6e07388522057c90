import {
  DEFAULT_CANCELLATION_DEADLINE_HOURS,
  DEFAULT_LATE_CANCEL_RULE,
  DEFAULT_NO_SHOW_RULE,
  DEFAULT_REGISTRATION_DEADLINE_HOURS,
  VOUCHER_TYPES,
  type LateCancelRule,
  type NoShowRule,
  type VoucherSetting,
  type VoucherSettingsData,
} from '@sessionbook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { voucherSettings } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';

/** What one voucher type of one professional sets (docs/product/entities-and-states.md#voucher-settings). */
export interface VoucherRules {
  /** Hours before the start after which a client can no longer register or claim. */
  registration: number;
  /** Hours before the start after which cancelling is refused or late (`lateCancel`). */
  cancellation: number;
  lateCancel: LateCancelRule;
  noShow: NoShowRule;
}

/** docs/product/rules.md#deadlines: the rules of a voucher type the professional did not set. */
export const DEFAULT_VOUCHER_RULES: VoucherRules = {
  registration: DEFAULT_REGISTRATION_DEADLINE_HOURS,
  cancellation: DEFAULT_CANCELLATION_DEADLINE_HOURS,
  lateCancel: DEFAULT_LATE_CANCEL_RULE,
  noShow: DEFAULT_NO_SHOW_RULE,
};

type SettingsRow = typeof voucherSettings.$inferSelect;

const rulesOfRow = (row: SettingsRow): VoucherRules => ({
  registration: row.registrationDeadlineHours,
  cancellation: row.cancellationDeadlineHours,
  // The table's checks hold these to the rules' names.
  lateCancel: row.lateCancel as LateCancelRule,
  noShow: row.noShow as NoShowRule,
});

/** docs/product/rules.md#deadlines: the rules of one voucher type of one professional. */
export async function voucherRulesOf(
  db: Db,
  professionalId: string,
  voucherTypeId: number,
): Promise<VoucherRules> {
  const [row] = await db
    .select()
    .from(voucherSettings)
    .where(
      and(
        eq(voucherSettings.professionalId, professionalId),
        eq(voucherSettings.voucherTypeId, voucherTypeId),
      ),
    );
  return row ? rulesOfRow(row) : DEFAULT_VOUCHER_RULES;
}

/** The rules of several professionals' voucher types, keyed `professionalId:voucherTypeId`. */
export async function voucherRulesTable(
  db: Db,
  professionalIds: readonly string[],
): Promise<(professionalId: string, voucherTypeId: number) => VoucherRules> {
  const ids = [...new Set(professionalIds)];
  const rows =
    ids.length === 0
      ? []
      : await db.select().from(voucherSettings).where(inArray(voucherSettings.professionalId, ids));
  const table = new Map(rows.map((row) => [`${row.professionalId}:${row.voucherTypeId}`, rulesOfRow(row)]));
  return (professionalId, voucherTypeId) =>
    table.get(`${professionalId}:${voucherTypeId}`) ?? DEFAULT_VOUCHER_RULES;
}

/** Every voucher type's settings of a professional (docs/product/entities-and-states.md#voucher-settings). */
export async function readVoucherSettings(db: Db, professionalId: string): Promise<VoucherSettingsData> {
  const rulesOf = await voucherRulesTable(db, [professionalId]);
  return {
    voucher_settings: VOUCHER_TYPES.map((type) => {
      const rules = rulesOf(professionalId, type.id);
      return {
        voucher_type_id: type.id,
        type: type.type,
        registration_deadline: rules.registration,
        cancellation_deadline: rules.cancellation,
        late_cancel: rules.lateCancel,
        no_show: rules.noShow,
      };
    }),
  };
}

/**
 * Stores the given types' settings (an upsert per type); the others keep theirs, and a type whose
 * late-cancel or no-show rule is left out keeps the one it has.
 */
export async function writeVoucherSettings(
  db: Db,
  professionalId: string,
  settings: readonly VoucherSetting[],
  now: Date,
): Promise<void> {
  const rulesOf = await voucherRulesTable(db, [professionalId]);
  for (const setting of settings) {
    const kept = rulesOf(professionalId, setting.voucher_type_id);
    const values = {
      registrationDeadlineHours: setting.registration_deadline,
      cancellationDeadlineHours: setting.cancellation_deadline,
      lateCancel: setting.late_cancel ?? kept.lateCancel,
      noShow: setting.no_show ?? kept.noShow,
      updatedAt: now,
    };
    await db
      .insert(voucherSettings)
      .values({ professionalId, voucherTypeId: setting.voucher_type_id, ...values })
      .onConflictDoUpdate({
        target: [voucherSettings.professionalId, voucherSettings.voucherTypeId],
        set: values,
      });
  }
}
