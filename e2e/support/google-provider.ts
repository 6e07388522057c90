/**
 * A local OpenID provider standing in for Google (docs/product/rules.md#google-sign-in), for the API tests
 * and the
 * browser journey: `oidc-provider` with its development login page (any login, any password), one
 * client, consent granted without asking, and the claims Google puts in its ID tokens (`email`,
 * `email_verified`, `name`). The login typed at the provider is the account's subject (`sub`); an
 * e-mail address typed there is an account of its own unless registered with `addAccount`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The little of `oidc-provider` used here (the package ships no types). */
interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}
interface Provider {
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
  Grant: {
    new (input: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
}
interface ProviderContext {
  oidc: {
    provider: Provider;
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
  };
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => Provider;

async function loadProvider(): Promise<ProviderConstructor> {
  // A specifier in a variable: TypeScript looks for no declarations of the untyped package.
  const name = 'oidc-provider';
  const module = (await import(name)) as { default: ProviderConstructor };
  return module.default;
}

export interface GoogleTestAccount {
  email: string;
  emailVerified?: boolean;
  name?: string;
}

export interface GoogleTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers (or changes) what the provider says about a subject. */
  addAccount(subject: string, account: GoogleTestAccount): void;
  /**
   * Signs in at the provider as `subject`, the way a browser would (cookies carried by hand), from
   * an authorization URL to the callback URL the provider sends back (with `code` and `state`).
   */
  signIn(authorizationUrl: string, subject: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startGoogleProvider(options: {
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
  host?: string;
}): Promise<GoogleTestProvider> {
  const clientId = options.clientId ?? 'sessionbook-test-client';
  const clientSecret = options.clientSecret ?? 'sessionbook-test-secret-0123456789';
  const host = options.host ?? '127.0.0.1';
  const accounts = new Map<string, GoogleTestAccount>();

  let handle: ReturnType<Provider['callback']> | null = null;
  const server: Server = createServer((request, response) => {
    if (handle) handle(request, response);
    else response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const Provider = await loadProvider();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['sessionbook-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the ID token itself carries the e-mail and name.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    findAccount(_ctx: unknown, subject: string) {
      const known = accounts.get(subject);
      const account = known ?? (subject.includes('@') ? { email: subject } : null);
      if (!account) return undefined;
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
    // A first-party client: consent is granted without a consent page.
    async loadExistingGrant(ctx: ProviderContext) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  });
  handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount(subject, account) {
      accounts.set(subject, account);
    },
    async signIn(authorizationUrl, subject) {
      const cookies = new Map<string, string>();
      const keep = (response: Response) => {
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const index = pair.indexOf('=');
          if (index > 0) cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
        }
      };
      const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      let url = new URL(authorizationUrl);
      for (let step = 0; step < 10; step += 1) {
        if (url.href.startsWith(options.redirectUri)) return url;
        const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
        keep(response);
        const location = response.headers.get('location');
        if (location) {
          url = new URL(location, url);
          continue;
        }
        // The development login page: post its form as a person would.
        const page = await response.text();
        const prompt = /name="prompt" value="([a-z]+)"/.exec(page)?.[1];
        const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
        if (!prompt || !action) throw new Error(`no login form at ${url.href}: ${page.slice(0, 300)}`);
        const submitted = await fetch(new URL(action.replaceAll('&amp;', '&'), url), {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt, login: subject, password: 'any-password' }).toString(),
        });
        keep(submitted);
        const next = submitted.headers.get('location');
        if (!next) throw new Error(`the provider answered ${submitted.status} to the login form`);
        url = new URL(next, url);
      }
      throw new Error('the provider did not send the browser back');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
