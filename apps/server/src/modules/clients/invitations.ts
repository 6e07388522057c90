import { randomBytes } from 'node:crypto';
import { isLanguage, type Language } from '@sessionbook/domain';
import type { AppDeps } from '../../core/deps.ts';
import { inviteUrl } from '../../messaging/app-links.ts';
import { smsContent } from '../../messaging/templates/registry.ts';
import type { Db } from '../../db/types.ts';
import { ensureInviteSlug } from '../auth/profile-rows.ts';
import type { ProfessionalContext } from '../auth/roles.ts';

/** A fresh invite slug: 12 random URL-safe characters (72 bits). */
function newInviteSlug(): string {
  return randomBytes(9).toString('base64url');
}

/** The professional's slug, created on first use (inside the caller's transaction). */
export async function inviteSlugOf(db: Db, professional: ProfessionalContext): Promise<string> {
  return professional.inviteSlug ?? ensureInviteSlug(db, professional.professionalId, newInviteSlug());
}

export function languageOr(value: string | null | undefined, fallback: string): Language {
  if (value && isLanguage(value)) return value;
  return isLanguage(fallback) ? fallback : 'en';
}

/** One invitation to write with the rows that cause it. */
export interface PendingInvitation {
  channel: 'email' | 'sms';
  to: string;
  language: Language;
  userId: string | null;
}

/**
 * Writes invitations in the transaction `db` of the change that invites: e-mail template
 * `client_invitation`, or an SMS, each in the invitee's language with the link `${APP_URL}/invite/{slug}`.
 */
export async function sendInvitations(
  deps: AppDeps,
  db: Db,
  professional: ProfessionalContext,
  slug: string,
  invitations: PendingInvitation[],
): Promise<void> {
  const url = inviteUrl(deps.config.appUrl, slug);
  const name = professional.fullName?.trim() || professional.username;
  for (const invitation of invitations) {
    if (invitation.channel === 'email') {
      await deps.messages.email(db, {
        to: invitation.to,
        template: 'client_invitation',
        language: invitation.language,
        data: { url, professional: name },
        userId: invitation.userId,
      });
    } else {
      await deps.messages.sms(db, {
        to: invitation.to,
        ...smsContent('client_invitation', invitation.language, { professional: name, url }),
        template: 'client_invitation',
        language: invitation.language,
        userId: invitation.userId,
      });
    }
  }
}
