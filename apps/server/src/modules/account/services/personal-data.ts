/**
 * `GET user/data-export` (issue 28 item 2; docs/decisions/0048-import-and-export.md): everything
 * Sessionbook keeps about the signed-in account, for the right of access and to data portability
 * (GDPR art. 15 and 20). Each owner says what its tables hold about the account (decision 0039), as
 * each forgets it on deletion; this assembles them.
 */
import { fromCents, VOUCHER_TYPES, type PersonalDataExport } from '@sessionbook/domain';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/types.ts';
import { findMessagesTo } from '../../../messaging/outbox.ts';
import { findAccountData } from '../../auth/personal-data.ts';
import { listCalendars } from '../../busy-times/services/calendars.ts';
import { findPlacesOfClient } from '../../bookings/export-rows.ts';
import { findRelationshipsOfClient, findWholeBook, type BookExportRow } from '../../clients/export-rows.ts';
import { findUserPreferences } from '../../onboarding/queries.ts';
import { findInvitationsSentBy } from '../../professionals/personal-data.ts';
import { findLedgerOfAccount } from '../../vouchers/export-rows.ts';
import { findRoleProfileIds } from '../queries.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;
const typeName = (id: number) => VOUCHER_TYPES.find((type) => type.id === id)?.type ?? String(id);

const bookEntry = (row: BookExportRow) => ({
  id: row.id,
  professional: row.professionalId,
  client: row.clientId,
  full_name: row.fullName,
  email: row.email,
  phone: row.phone,
  comment: row.comment,
  status: row.status,
  groups: row.groups,
  created_at: row.createdAt.toISOString(),
  confirmed_at: iso(row.confirmedAt),
  ended_at: iso(row.endedAt),
});

export async function exportPersonalData(db: Db, userId: string, now: Date): Promise<PersonalDataExport> {
  const account = await findAccountData(db, userId);
  if (!account) throw new AppError('unauthenticated');
  const { clientId, professionalId } = await findRoleProfileIds(db, userId);
  const [preferences, relationships, book, invitations, places, ledger, messages] = [
    await findUserPreferences(db, userId),
    clientId ? await findRelationshipsOfClient(db, clientId) : [],
    professionalId ? await findWholeBook(db, professionalId) : [],
    clientId ? await findInvitationsSentBy(db, clientId) : [],
    clientId ? await findPlacesOfClient(db, clientId) : [],
    await findLedgerOfAccount(db, { clientId, professionalId }),
    await findMessagesTo(db, userId),
  ];
  const busyCalendars = professionalId ? await listCalendars(db, professionalId) : [];
  return {
    exported_at: now.toISOString(),
    ...account,
    preferences: preferences && {
      session_preferences: preferences.session_preferences,
      duration_preferences: preferences.duration_preferences,
    },
    // What a professional keeps about the client is the client's data too (their note and groups included).
    professionals: relationships.map(bookEntry),
    client_book: book.map(bookEntry),
    professional_invitations: invitations,
    bookings: places.map((place) => ({
      kind: place.kind,
      professional: place.professionalName,
      session_title: place.title,
      session_start: place.startTime.toISOString(),
      session_end: place.endTime.toISOString(),
      session_cancelled_at: iso(place.sessionCancelledAt),
      voucher_type: typeName(place.voucherTypeId),
      duration: Math.round((place.endTime.getTime() - place.startTime.getTime()) / 60_000),
      booked_at: place.bookedAt.toISOString(),
      ended_at: iso(place.endedAt),
      ended_by: place.endedBy,
      attendance: place.attendance,
    })),
    vouchers: ledger.map((entry) => ({
      role: entry.clientId === clientId ? ('client' as const) : ('professional' as const),
      professional: entry.professionalId,
      client: entry.clientId,
      kind: entry.kind,
      voucher_type: typeName(entry.voucherTypeId),
      duration: entry.duration,
      change: entry.countDelta,
      batch_id: entry.batchId,
      paid: entry.paid,
      value_per_voucher: entry.valueCents === null ? null : fromCents(entry.valueCents),
      session_title: entry.session?.title ?? null,
      session_start: iso(entry.session?.startTime ?? null),
      at: entry.createdAt.toISOString(),
    })),
    messages: messages.map((message) => ({
      channel: message.channel,
      to: message.toAddress,
      template: message.template,
      language: message.language,
      subject: message.subject,
      text: message.text,
      status: message.status,
      created_at: message.createdAt.toISOString(),
      sent_at: iso(message.sentAt),
    })),
    busy_calendars: busyCalendars.map((calendar) => ({
      label: calendar.label,
      url_hint: calendar.url_hint,
      show_titles: calendar.show_titles,
      status: calendar.status,
      last_error: calendar.last_error,
      last_success_at: calendar.last_success_at,
      interval_count: calendar.interval_count,
      created_at: calendar.createdAt,
    })),
  };
}
