/** The auth calls of docs/product/api.md#calls-by-area, typed once so screens and tests share them. */
import type {
  ActivateBody,
  AuthResult,
  ForgotBody,
  LoginBody,
  RegisterBody,
  ResetBody,
  SessionUser,
} from '@sessionbook/domain';
import { api } from '../../lib/api-client.ts';

export const authApi = {
  login: (body: LoginBody) => api.post<AuthResult>('auth/login', body),
  register: (body: RegisterBody) => api.post<{ user: SessionUser }>('auth/register', body),
  resendActivation: (email: string) => api.post<unknown>('auth/resend-activation', { email }),
  activate: (id: string, body: ActivateBody) =>
    api.post<AuthResult>(`auth/activate/${encodeURIComponent(id)}`, body),
  forgot: (body: ForgotBody) => api.post<unknown>('auth/forgot', body),
  reset: (body: ResetBody) => api.post<AuthResult>('auth/reset', body),
  verifyEmail: (token: string) => api.post<unknown>('profile/email/verify', { token }),
  /** The one-time ticket of a sign-in with Google, as the bearer of `auth/refresh` (docs/product/api.md#headers). */
  redeemSignInTicket: (ticket: string) => api.post<AuthResult>('auth/refresh', undefined, { token: ticket }),
};
