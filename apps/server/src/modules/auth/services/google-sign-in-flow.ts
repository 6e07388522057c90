import { pickLanguage, safeAppPath, type ErrorCode, type Language, type Theme } from '@sessionbook/domain';
import type { GoogleConfig } from '../../../config.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError, isAppError } from '../../../core/errors.ts';
import { authorizationRequest, googleRedirectUri, redeemAuthorizationCode } from '../google-client.ts';
import { flowCookie, openGoogleFlow, sealGoogleFlow } from '../google-state.ts';
import { googleFailedUrl, googleSignedInUrl } from '../links.ts';
import { signInWithGoogle } from './sign-in-with-google.ts';

/** Where to send the browser next, the flow cookie to set, and what went wrong (for the log) if anything. */
export interface GoogleStep {
  location: string;
  cookie: string;
  failure?: unknown;
}

export interface StartGoogleInput {
  theme: Theme;
  redirect?: string | undefined;
  language?: Language | undefined;
  timezone?: string | undefined;
}

/** Sign-in with Google exists only when configured; otherwise its routes are 404 `not_found`. */
function googleOf(deps: AppDeps): GoogleConfig {
  if (!deps.config.google) throw new AppError('not_found');
  return deps.config.google;
}

/**
 * `GET auth/google`: to the issuer's authorization endpoint, keeping the request's secrets and the
 * visitor's choices in the flow cookie. An issuer that cannot be reached sends the visitor back to
 * sign-in with a generic error instead.
 */
export async function startGoogleSignIn(
  deps: AppDeps,
  input: StartGoogleInput,
  acceptLanguage: string | undefined,
): Promise<GoogleStep> {
  const google = googleOf(deps);
  const { appUrl, jwtSecret } = deps.config;
  const redirect = safeAppPath(input.redirect);
  try {
    const { url, secrets } = await authorizationRequest(google, googleRedirectUri(appUrl));
    const sealed = await sealGoogleFlow(
      {
        ...secrets,
        theme: input.theme,
        redirect,
        language: input.language ?? pickLanguage(acceptLanguage),
        timezone: input.timezone ?? null,
      },
      jwtSecret,
      deps.clock(),
    );
    return { location: url.href, cookie: flowCookie(sealed, appUrl) };
  } catch (failure) {
    return failed(appUrl, 'common.auth.generic', redirect, failure);
  }
}

/**
 * `GET auth/google/callback`: validates the answer against the flow cookie, signs the person in (or
 * up) and sends the browser to the sign-in page with a one-time ticket, or with `google_error`.
 * Every failure is such a redirect, never an error page: a missing or stale cookie, a forged state,
 * a refusal at Google, an unreachable issuer, an invalid ID token, or a refused account.
 */
export async function finishGoogleSignIn(
  deps: AppDeps,
  input: { search: string; cookie: string | null },
): Promise<GoogleStep> {
  const google = googleOf(deps);
  const { appUrl, jwtSecret } = deps.config;
  const flow = await openGoogleFlow(input.cookie, jwtSecret, deps.clock());
  if (!flow) return failed(appUrl, 'common.auth.generic', null, 'no valid flow cookie');
  try {
    const callbackUrl = new URL(`${googleRedirectUri(appUrl)}${input.search}`);
    const identity = await redeemAuthorizationCode(google, callbackUrl, flow);
    const ticket = await signInWithGoogle(deps, identity, flow);
    return { location: googleSignedInUrl(appUrl, ticket, flow.redirect), cookie: flowCookie(null, appUrl) };
  } catch (failure) {
    if (isAppError(failure)) return failed(appUrl, failure.code, flow.redirect);
    return failed(appUrl, 'common.auth.generic', flow.redirect, failure);
  }
}

function failed(appUrl: string, code: ErrorCode, redirect: string | null, failure?: unknown): GoogleStep {
  return {
    location: googleFailedUrl(appUrl, code, redirect),
    cookie: flowCookie(null, appUrl),
    ...(failure === undefined ? {} : { failure }),
  };
}
