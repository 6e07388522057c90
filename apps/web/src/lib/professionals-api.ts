/**
 * The client's side of the relationship with professionals (docs/api-client-book.md, "Client, guest
 * and profile"). Replies are parsed with the shared domain schemas so a contract drift fails loudly.
 * Shared by the professionals list, the invite page, the public profile and the pending-invite step of
 * sign-in, hence in lib/.
 */
import {
  inviteLinkInfo,
  professionalEntry,
  type InviteLinkInfo,
  type InviteProfessionalBody,
  type ProfessionalEntry,
} from '@sessionbook/domain';
import { api } from './api-client.ts';
import { checkOk } from './check-ok.ts';

/** React Query key of the client's professionals list; invalidate it after any change. */
export const PROFESSIONALS_KEY = ['professionals'] as const;

export const professionalsApi = {
  async list(): Promise<ProfessionalEntry[]> {
    const reply = await api.get('professionals', { query: { status: 'all' } });
    return professionalEntry.array().parse(reply);
  },
  async accept(professionalId: string): Promise<ProfessionalEntry> {
    return professionalEntry.parse(
      await api.post(`professionals/${encodeURIComponent(professionalId)}/accept`),
    );
  },
  async decline(professionalId: string): Promise<void> {
    checkOk(await api.post(`professionals/${encodeURIComponent(professionalId)}/decline`));
  },
  async remove(professionalId: string): Promise<void> {
    checkOk(await api.delete(`professionals/${encodeURIComponent(professionalId)}`));
  },
  async invite(body: InviteProfessionalBody): Promise<void> {
    checkOk(await api.post('client/professionals/invite', body));
  },
  async inviteInfo(slug: string): Promise<InviteLinkInfo> {
    return inviteLinkInfo.parse(await api.get(`guest/invite-link/${encodeURIComponent(slug)}`));
  },
  /** Creates or confirms the relationship; `token` lets the sign-in flow call it before storing the session. */
  async acceptInviteLink(slug: string, token?: string): Promise<ProfessionalEntry> {
    return professionalEntry.parse(
      await api.post(
        `client/invite-link/${encodeURIComponent(slug)}/accept`,
        undefined,
        token === undefined ? {} : { token },
      ),
    );
  },
};
