import { z } from 'zod';
import { emailField } from './fields.ts';

/** A relationship's state (docs/product/entities-and-states.md#client-book-states). */
export const RELATIONSHIP_STATUSES = ['pending', 'confirmed'] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

/** Who started a relationship: the professional invited the person, or the client asked to join. */
export const RELATIONSHIP_INITIATORS = ['professional', 'client'] as const;
export type RelationshipInitiator = (typeof RELATIONSHIP_INITIATORS)[number];

/** A professional as a client or guest sees them (docs/api-client-book.md, "Shapes"). */
export const professionalSummary = z.object({
  /** The professional profile id. */
  id: z.string(),
  full_name: z.string().nullable(),
  username: z.string(),
  speciality: z.string().nullable(),
  location: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type ProfessionalSummary = z.infer<typeof professionalSummary>;

/** One row of the client's professionals list. */
export const professionalEntry = z.object({
  /** The relationship id. */
  id: z.string(),
  status: z.enum(RELATIONSHIP_STATUSES),
  initiated_by: z.enum(RELATIONSHIP_INITIATORS),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  professional: professionalSummary,
});
export type ProfessionalEntry = z.infer<typeof professionalEntry>;

/** Query of `GET professionals`; without a status every live relationship is listed. */
export const professionalsQuery = z.object({
  status: z.enum(['confirmed', 'pending', 'all']).default('all'),
});
export type ProfessionalsQuery = z.infer<typeof professionalsQuery>;

/** Reply data of `GET guest/invite-link/{slug}` (docs/product/entities-and-states.md#invite-link). */
export const inviteLinkInfo = z.object({
  slug: z.string(),
  professional: professionalSummary,
  /** Where a logged-out visitor signs up as a client. */
  register_url: z.string(),
});
export type InviteLinkInfo = z.infer<typeof inviteLinkInfo>;

/** Body of `POST client/professionals/invite`: a client invites a professional by e-mail. */
export const inviteProfessionalBody = z.object({ email: emailField });
export type InviteProfessionalBody = z.input<typeof inviteProfessionalBody>;
