/**
 * The client invitation (spec section 4, "Client invitation"): a professional invites a person to
 * Sessionbook, by e-mail or by SMS (`data.professional` names the inviter, `data.url` is
 * `${APP_URL}/invite/{slug}`). An invitation sent from a session's dialog is `session_invitation`.
 */
export const CLIENT_INVITATION = { section: 'client_invitation', greetsByName: false, sms: true } as const;
