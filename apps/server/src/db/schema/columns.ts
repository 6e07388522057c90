/** Columns every area of the schema repeats. */
import { WAITLIST_MODES } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A waitlist mode column holds one of the modes (docs/product/rules.md#waitlist-modes). */
export const waitlistModeCheck = (column: AnyPgColumn) =>
  sql`${column} in (${sql.raw(WAITLIST_MODES.map((mode) => `'${mode}'`).join(', '))})`;
