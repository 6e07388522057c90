import {
  authResult,
  sessionUser,
  type AuthResult,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type PatchUserBody,
  type PersonalProfileBody,
  type SessionUser,
  type SocialLinksBody,
} from '@sessionbook/domain';
import { api } from '../../lib/api-client.ts';
import { checkOk } from '../../lib/check-ok.ts';

const asUser = (reply: unknown): SessionUser => sessionUser.parse(reply);

/** The calls of the profile and settings screens (docs/api-accounts.md). */
export const accountApi = {
  updatePersonal: async (body: PersonalProfileBody) => asUser(await api.put('profile', body)),
  updateSocials: async (body: SocialLinksBody) => asUser(await api.put('profile/social', body)),
  changePassword: async (body: ChangePasswordBody): Promise<AuthResult> =>
    authResult.parse(await api.put('profile/password', body)),
  resendVerification: async () => checkOk(await api.post('profile/email/resend')),
  uploadAvatar: async (picture: Blob) => {
    const form = new FormData();
    form.append('avatar', picture, 'avatar.jpg');
    return asUser(await api.post('profile/avatar', form));
  },
  removeAvatar: async () => asUser(await api.delete('profile/avatar')),
  patchUser: async (body: PatchUserBody) => asUser(await api.patch('user', body)),
  deleteAccount: async (body: DeleteAccountBody) => checkOk(await api.delete('user', {}, body)),
};
