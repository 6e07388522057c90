/**
 * The client invitation (docs/product/entities-and-states.md#client-book-states): a professional invites a
 * person to
 * Sessionbook, by e-mail or by SMS (`data.professional` names the inviter, `data.url` is
 * `${APP_URL}/invite/{slug}`). An invitation sent from a session's dialog is `session_invitation`.
 */
export const CLIENT_INVITATION = { section: 'client_invitation', greetsByName: false, sms: true } as const;
