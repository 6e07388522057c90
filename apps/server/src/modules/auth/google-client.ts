import * as oidc from 'openid-client';
import type { GoogleConfig } from '../../config.ts';

/** What is asked of Google: an ID token with the account's e-mail and name. */
const SCOPE = 'openid email profile';

/** Discovery and token calls give up after this long (seconds); the user sees a generic error. */
const TIMEOUT_SECONDS = 10;

/** The claims of a validated ID token that sign-in reads. */
export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** The secrets of one authorization request, kept by the browser (./google-state.ts) until the callback. */
export interface AuthorizationSecrets {
  codeVerifier: string;
  state: string;
  nonce: string;
}

/**
 * The issuer's metadata, discovered once per process and issuer (a failed discovery is tried again
 * on the next sign-in). Plain http is allowed only for an http:// issuer: a local provider in tests.
 */
const configurations = new Map<string, Promise<oidc.Configuration>>();

function configurationFor(google: GoogleConfig): Promise<oidc.Configuration> {
  const key = JSON.stringify([google.issuer, google.clientId, google.clientSecret]);
  let pending = configurations.get(key);
  if (!pending) {
    const insecure = new URL(google.issuer).protocol === 'http:';
    pending = oidc.discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
      timeout: TIMEOUT_SECONDS,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    pending.catch(() => configurations.delete(key));
    configurations.set(key, pending);
  }
  return pending;
}

/** The URL Google's callback returns to; it must be registered with the client at the issuer. */
export function googleRedirectUri(appUrl: string): string {
  return `${appUrl}/api/auth/google/callback`;
}

/**
 * Where to send the browser: the issuer's authorization endpoint for the authorization code flow
 * with PKCE (S256), a state and a nonce, and the secrets the callback will need.
 */
export async function authorizationRequest(
  google: GoogleConfig,
  redirectUri: string,
): Promise<{ url: URL; secrets: AuthorizationSecrets }> {
  const configuration = await configurationFor(google);
  const secrets: AuthorizationSecrets = {
    codeVerifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
  };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
    state: secrets.state,
    nonce: secrets.nonce,
  });
  return { url, secrets };
}

/**
 * Checks the authorization response (state, issuer), trades the code for tokens (PKCE verifier) and
 * validates the ID token (signature, issuer, audience, expiry, nonce). Throws on any failure,
 * including the user declining at Google (`error=access_denied`).
 */
export async function redeemAuthorizationCode(
  google: GoogleConfig,
  callbackUrl: URL,
  secrets: AuthorizationSecrets,
): Promise<GoogleIdentity> {
  const configuration = await configurationFor(google);
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedState: secrets.state,
    expectedNonce: secrets.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the token response has no ID token');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    subject: claims.sub,
    email: text(claims.email),
    // Some issuers send the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: text(claims.name),
  };
}
