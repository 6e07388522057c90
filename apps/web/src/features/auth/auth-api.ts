/**
 * The auth calls of docs/product/api.md#calls-by-area, typed once so screens and tests share them. Each
 * reply is checked with the schema its route declares; a reply that only says `ok` resolves to nothing.
 */
import {
  authResult,
  registerReply,
  sessionUser,
  type ActivateBody,
  type AuthResult,
  type ForgotBody,
  type LoginBody,
  type RegisterBody,
  type ResetBody,
  type SessionUser,
} from '@sessionbook/domain';
import { api } from '../../lib/api-client.ts';
import { checkOk } from '../../lib/check-ok.ts';

const asAuth = (reply: unknown): AuthResult => authResult.parse(reply);

export const authApi = {
  login: async (body: LoginBody) => asAuth(await api.post('auth/login', body)),
  register: async (body: RegisterBody): Promise<{ user: SessionUser }> =>
    registerReply.shape.data.parse(await api.post('auth/register', body)),
  resendActivation: async (email: string) => checkOk(await api.post('auth/resend-activation', { email })),
  activate: async (id: string, body: ActivateBody) =>
    asAuth(await api.post(`auth/activate/${encodeURIComponent(id)}`, body)),
  forgot: async (body: ForgotBody) => checkOk(await api.post('auth/forgot', body)),
  reset: async (body: ResetBody) => asAuth(await api.post('auth/reset', body)),
  verifyEmail: async (token: string): Promise<SessionUser> =>
    sessionUser.parse(await api.post('profile/email/verify', { token })),
  /** The one-time ticket of a sign-in with Google, as the bearer of `auth/refresh` (docs/product/api.md#headers). */
  redeemSignInTicket: async (ticket: string) =>
    asAuth(await api.post('auth/refresh', undefined, { token: ticket })),
};
