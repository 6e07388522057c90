import type { Language } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';

/**
 * The client invitation (spec section 4, "Client invitation"): a professional invites a person to
 * Sessionbook. The e-mail uses the shared layout through the `client_invitation` row of the registry
 * (`data.professional` names the inviter, `data.url` is `${APP_URL}/invite/{slug}`); the text message
 * below carries the same link.
 */
export const CLIENT_INVITATION = { section: 'client_invitation', greetsByName: false } as const;

/** The SMS of a phone invitation: one line with the professional's name and the invite link. */
export function clientInvitationSms(
  language: Language,
  data: { professional: string; url: string },
): { label: string; text: string } {
  return {
    label: translate(language, 'emails', 'client_invitation.sms_label'),
    text: translate(language, 'emails', 'client_invitation.sms', data),
  };
}
