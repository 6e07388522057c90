import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { clientBookEntry, paginated } from './clients.ts';
import { requiredText } from './fields.ts';

/** Most members one group takes. */
export const MAX_GROUP_MEMBERS = 500;
/** A group's id when mixed into the client list: `g` + uuid. */
export const GROUP_ID_PREFIX = 'g';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** `POST groups` and `PUT groups/{id}`: a name and the client book entry ids of the members. */
export const groupBody = z.object({
  name: requiredText(100),
  client_ids: z
    .array(z.string({ error: M.invalid }), { error: M.invalid })
    .max(MAX_GROUP_MEMBERS, { error: M.tooMany })
    .refine((ids) => ids.every(isUuid), { error: M.invalid })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
    .default([]),
});
export type GroupBody = z.input<typeof groupBody>;
export type GroupInput = z.output<typeof groupBody>;

export const groupListQuery = z.object({
  search: z.string().trim().max(255, { error: M.tooLong }).optional(),
});

/** A group (contract "GroupEntry"); `clients` only on `GET groups` and `GET groups/{id}`. */
export const groupEntry = z.object({
  id: z.string(),
  type: z.literal('group'),
  name: z.string(),
  clients_count: z.number().int(),
  clients: z.array(clientBookEntry).optional(),
});
export type GroupEntry = z.infer<typeof groupEntry>;

/** Reply of `GET groups`: the groups by name. */
export const groupsReply = z.object({ data: z.array(groupEntry) });

/** `GET clients/{id}`: the entry with its groups and (until sessions exist, empty) session tabs. */
export const clientDetail = clientBookEntry.extend({
  groups: z.array(groupEntry),
  upcoming: z.array(z.unknown()),
  history: z.array(z.unknown()),
});
export type ClientDetail = z.infer<typeof clientDetail>;

/** A row of `GET clients`: a client or, with `with_groups=true`, a group. */
export const clientListItem = z.union([clientBookEntry, groupEntry]);
export type ClientListItem = z.infer<typeof clientListItem>;

/** Reply of `GET clients`: one page of the book, with the list metadata beside the rows. */
export const clientPageReply = paginated(clientListItem);
export type ClientPage = z.infer<typeof clientPageReply>;
