/**
 * A client invites a professional by e-mail (docs/product/overview.md#client, "invites a professional by
 * e-mail"). The
 * e-mail uses the shared layout through the `professional_invitation` row of the registry
 * (`data.client` names the inviting client). `data.url` is the professional's client book when they
 * already have an account (they accept the pending request there), else the professional sign-up.
 */
export const PROFESSIONAL_INVITATION = { section: 'professional_invitation', greetsByName: false } as const;
