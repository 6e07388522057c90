/**
 * The client book (decision 0039): who a professional's clients are (modules/clients, with the group
 * memberships of those clients), their groups (modules/groups) and a client's invitations of a
 * professional without an account yet (modules/professionals).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { clientProfiles, tenantKey } from './accounts.ts';

/**
 * The client book: one row per (professional, person) relationship. `clientId` is null while the
 * invitee has no account yet; `endedAt` ends the relationship and keeps its history
 * (docs/product/rules.md#ending-a-relationship).
 */
export const professionalClients = pgTable(
  'professional_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: tenantKey(),
    clientId: uuid('client_id').references(() => clientProfiles.id, { onDelete: 'set null' }),
    fullName: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    comment: text('comment'),
    status: text('status').notNull().default('pending'),
    /** Who asked: the professional invited the person, or the client asked to join the professional. */
    initiatedBy: text('initiated_by').notNull().default('professional'),
    /**
     * An imported client whose invitation has not gone out: pending, told nothing, until the
     * professional invites (docs/decisions/0048-import-and-export.md).
     */
    invitationHeld: boolean('invitation_held').notNull().default(false),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('professional_clients_book_idx')
      .on(t.professionalId, t.status, t.createdAt)
      .where(sql`${t.endedAt} is null`),
    index('professional_clients_client_idx')
      .on(t.clientId)
      .where(sql`${t.endedAt} is null`),
    uniqueIndex('professional_clients_email_key')
      .on(t.professionalId, sql`lower(${t.email})`)
      .where(sql`${t.endedAt} is null and ${t.email} is not null`),
    uniqueIndex('professional_clients_phone_key')
      .on(t.professionalId, t.phone)
      .where(sql`${t.endedAt} is null and ${t.phone} is not null`),
    uniqueIndex('professional_clients_client_key')
      .on(t.professionalId, t.clientId)
      .where(sql`${t.endedAt} is null and ${t.clientId} is not null`),
    check('professional_clients_status_check', sql`${t.status} in ('pending', 'confirmed')`),
    check('professional_clients_initiated_by_check', sql`${t.initiatedBy} in ('professional', 'client')`),
  ],
);

export const clientGroups = pgTable(
  'client_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: tenantKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('client_groups_name_key').on(t.professionalId, sql`lower(${t.name})`)],
);

export const clientGroupMembers = pgTable(
  'client_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => clientGroups.id, { onDelete: 'cascade' }),
    professionalClientId: uuid('professional_client_id')
      .notNull()
      .references(() => professionalClients.id, { onDelete: 'cascade' }),
    professionalId: tenantKey(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.professionalClientId] })],
);

/** A client's invitation of a professional who has no account yet, by e-mail (docs/product/entities-and-states.md#professional-invitation). */
export const professionalInvitations = pgTable(
  'professional_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clientProfiles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('professional_invitations_key').on(t.clientId, sql`lower(${t.email})`)],
);
