import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite files, uploads and generated secrets live here. */
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite under dataDir. */
  databaseUrl: string | null;
  /** PGlite only: fsync every commit; `PGLITE_FSYNC=off` trades that for speed (decision 0023). */
  pgliteFsync: boolean;
  /** The marketing site's origin, used in links. */
  publicUrl: string;
  /** The app's origin, used in links in messages. */
  appUrl: string;
  /**
   * Both APP_URL and PUBLIC_URL name this machine (localhost, `*.localhost`, a loopback address):
   * the server runs for local use, and only then may the outbox be read
   * (docs/product/rules.md#message-delivery).
   */
  localUse: boolean;
  /** SMTP transport; null means every message goes to the outbox. */
  smtpUrl: string | null;
  /**
   * ALLOW_NO_SMTP=on: a server with a public APP_URL starts without an e-mail transport (mail is kept
   * in the database, never shown). Without it such a server refuses to start.
   */
  allowNoSmtp: boolean;
  /** The sender of every e-mail (MAIL_FROM); default `Sessionbook <no-reply@APP_URL's host>`. */
  mailFrom: string;
  /** Twilio's Messages API for SMS; null means every SMS goes to the outbox (local use) or none is sent. */
  twilio: TwilioConfig | null;
  /** Web Push in the installed app (decision 0032). */
  push: PushConfig;
  /**
   * The Jitsi Meet server whose rooms online sessions get (MEETING_HOST, a host name and optional
   * port; default the public `meet.jit.si`; docs/product/rules.md#online-sessions).
   */
  meetingHost: string;
  /**
   * `in-process` (default): this server also runs the job worker; `off`: it only serves requests,
   * and `npm run worker` processes run the jobs (operators who split them).
   */
  worker: 'in-process' | 'off';
  jwtSecret: string;
  /**
   * `environment` (JWT_SECRET), `data-dir` (generated into DATA_DIR/secrets.json, PGlite) or
   * `database`: on PostgreSQL without JWT_SECRET every process shares one secret kept in the database,
   * and jwtSecret is only this process's offer until `shareJwtSecret` (db/server-secrets.ts) runs.
   */
  jwtSecretSource: 'environment' | 'data-dir' | 'database';
  rateLimit: RateLimitConfig;
  /**
   * OUTBOUND_ALLOW_PRIVATE=on: calendars to read and webhook endpoints may be on the server's own network
   * (loopback, private ranges). Off by default, so nobody can point the server at its own services
   * (apps/server/src/outbound/safe-request.ts).
   */
  outboundAllowPrivate: boolean;
  /** Calendar views answer repeated reads from a cache checked against change stamps (`CALENDAR_CACHE=off`: none). */
  calendarCache: boolean;
  /**
   * Fastify's trustProxy (TRUST_PROXY): behind a load balancer, the client's address is read from
   * X-Forwarded-For only when the request comes from these proxies (true, a hop count, or addresses).
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: string;
  debug: boolean;
  /** The app's cookie notice (docs/product/entities-and-states.md#app-configuration, rules.cookies): a banner, a modal to accept, or none. */
  cookieBanner: 'banner' | 'modal' | 'off';
  /** Sign-in with Google through OpenID Connect (docs/product/rules.md#google-sign-in); null hides it. */
  google: GoogleConfig | null;
  /** Clients buy packs online through Stripe Checkout (docs/decisions/0049-paid-online.md); null hides it. */
  stripe: StripeConfig | null;
  /** Where reports of problems and suggestions are mailed (through the outbox by default). */
  operatorEmail: string;
  /** Profile pictures go to S3-compatible storage when configured, else under DATA_DIR/uploads. */
  s3: S3Config | null;
  /** Built app (Vite output) served on app hosts. */
  webDist: string;
  /** Pre-rendered marketing site served on every other host. */
  siteDist: string;
}

export interface RateLimitConfig {
  enabled: boolean;
  /** Where requests are counted (RATE_LIMIT_STORE); unset means this process's memory. */
  store?: RateLimitStoreConfig;
}

/** `memory` counts per process; `redis` and `postgres` share one count between instances. */
export type RateLimitStoreConfig =
  { kind: 'memory' } | { kind: 'redis'; url: string; prefix: string } | { kind: 'postgres' };

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A sender number (+E.164) or a Messaging Service SID (MG...). */
  from: string;
  /** https://api.twilio.com unless a test points it at a local server. */
  apiUrl: string;
}

export interface PushConfig {
  /**
   * The VAPID key pair push services check our messages against (VAPID_PUBLIC_KEY and
   * VAPID_PRIVATE_KEY, base64url). Unset, one pair is generated at the first start and kept in the
   * database (`sharePushKeys`), so every instance signs with the same one; null only until then.
   */
  keys: { publicKey: string; privateKey: string } | null;
  /** Who push services may contact about our messages (VAPID_SUBJECT); default mailto:OPERATOR_EMAIL. */
  subject: string;
  /**
   * Push services a subscription may point at (PUSH_SERVICE_HOSTS, comma-separated host suffixes): the
   * worker sends to these only, never into the server's own network. A server for local use also
   * takes loopback endpoints (tests, and trying it out).
   */
  serviceHosts: string[];
}

/** The push services of Chrome and Edge (FCM), Firefox, Safari and Windows. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export interface GoogleConfig {
  /** https://accounts.google.com, or a local OpenID provider in tests. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface StripeConfig {
  secretKey: string;
  /** Signs the webhook's events (`whsec_...`): an event without a valid signature is refused. */
  webhookSecret: string;
  /**
   * `connect` (STRIPE_CONNECT=on, default): each professional connects their own Stripe account
   * (Connect Standard) and is paid directly; `single` (off): every payment goes to the operator's account.
   */
  mode: 'connect' | 'single';
  /** STRIPE_API_URL: a local stand-in of Stripe's API (tests); null: api.stripe.com. */
  apiUrl: string | null;
}

export interface S3Config {
  /** e.g. https://s3.eu-central-1.amazonaws.com or a MinIO origin; path-style addressing. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read the files (a CDN or the bucket's public origin); default endpoint/bucket. */
  publicUrl: string;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = resolve(process.cwd(), env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || null;
  const publicUrl = originOf('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`);
  const appUrl = originOf('APP_URL', env.APP_URL || `http://app.localhost:${port}`);
  const localUse = isLocalOrigin(appUrl) && isLocalOrigin(publicUrl);
  const smtpUrl = env.SMTP_URL || null;
  const allowNoSmtp = onOff('ALLOW_NO_SMTP', env.ALLOW_NO_SMTP, false);
  if (!localUse && !smtpUrl && !allowNoSmtp)
    throw new Error(
      `APP_URL ${appUrl} is a public address and SMTP_URL is not set, so activation and password-reset ` +
        'e-mails would never arrive. Set SMTP_URL (e.g. smtp://user:password@smtp.example.com:587), or ' +
        'ALLOW_NO_SMTP=on to start without e-mail (messages are then kept in the database, never shown).',
    );
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    pgliteFsync: env.PGLITE_FSYNC !== 'off',
    publicUrl,
    appUrl,
    localUse,
    smtpUrl,
    allowNoSmtp,
    mailFrom: mailFrom(env.MAIL_FROM, appUrl),
    twilio: twilioConfig(env),
    push: pushConfig(env),
    meetingHost: meetingHost(env.MEETING_HOST),
    worker: workerMode(env.WORKER),
    ...jwtSecret(env, dataDir, databaseUrl),
    rateLimit: { enabled: env.RATE_LIMIT !== 'off', store: rateLimitStore(env, databaseUrl) },
    calendarCache: env.CALENDAR_CACHE !== 'off',
    outboundAllowPrivate: onOff('OUTBOUND_ALLOW_PRIVATE', env.OUTBOUND_ALLOW_PRIVATE, false),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    debug: env.DEBUG === 'true' || env.DEBUG === '1',
    cookieBanner: cookieBannerMode(env.COOKIE_BANNER),
    google: googleConfig(env),
    stripe: stripeConfig(env),
    operatorEmail: env.OPERATOR_EMAIL || 'operator@sessionbook.localhost',
    s3: s3Config(env),
    webDist: resolve(env.WEB_DIST || join(repoRoot, 'apps/web/dist')),
    siteDist: resolve(env.SITE_DIST || join(repoRoot, 'apps/site/dist')),
  };
}

/** A host name with an optional port, nothing else: it becomes `https://{host}/{room}`. */
function meetingHost(value: string | undefined): string {
  if (!value) return 'meet.jit.si';
  let host: string | null = null;
  try {
    host = new URL(`https://${value}`).host;
  } catch {
    // Reported below.
  }
  if (host !== value.toLowerCase() || !host.includes('.'))
    throw new Error(`MEETING_HOST must be a host name such as meet.example.com, got "${value}"`);
  return host;
}

function jwtSecret(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  databaseUrl: string | null,
): Pick<ServerConfig, 'jwtSecret' | 'jwtSecretSource'> {
  if (env.JWT_SECRET) return { jwtSecret: env.JWT_SECRET, jwtSecretSource: 'environment' };
  if (!databaseUrl) return { jwtSecret: generatedSecret(dataDir, 'jwtSecret'), jwtSecretSource: 'data-dir' };
  // A secret this DATA_DIR already holds is offered first, so an existing single instance that moves
  // its secret into the database keeps its users signed in.
  return {
    jwtSecret: storedSecret(dataDir, 'jwtSecret') ?? randomBytes(48).toString('base64url'),
    jwtSecretSource: 'database',
  };
}

/** Shared between instances on PostgreSQL by default: limits hold however requests are balanced. */
function rateLimitStore(env: NodeJS.ProcessEnv, databaseUrl: string | null): RateLimitStoreConfig {
  const value = env.RATE_LIMIT_STORE || (databaseUrl ? 'postgres' : 'memory');
  if (value === 'memory' || value === 'postgres') return { kind: value };
  if (value === 'redis')
    return {
      kind: 'redis',
      url: env.REDIS_URL || 'redis://127.0.0.1:6379',
      prefix: env.RATE_LIMIT_PREFIX || 'sessionbook:rate-limit:',
    };
  throw new Error(`RATE_LIMIT_STORE must be "memory", "redis" or "postgres", got "${value}"`);
}

function trustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    // A hop count: the nearest `hops` proxies are trusted (1 = the load balancer in front).
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  // Addresses or CIDR ranges, comma-separated, as Fastify takes them.
  return value;
}

function twilioConfig(env: NodeJS.ProcessEnv): TwilioConfig | null {
  const accountSid = env.TWILIO_ACCOUNT_SID;
  const authToken = env.TWILIO_AUTH_TOKEN;
  const from = env.TWILIO_FROM;
  if (!accountSid && !authToken && !from) return null;
  if (!accountSid || !authToken || !from)
    throw new Error('SMS through Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  return { accountSid, authToken, from, apiUrl: trimSlash(env.TWILIO_API_URL || 'https://api.twilio.com') };
}

function pushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY;
  const privateKey = env.VAPID_PRIVATE_KEY;
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new Error('Web Push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (generated)');
  const subject = env.VAPID_SUBJECT || `mailto:${env.OPERATOR_EMAIL || 'operator@sessionbook.localhost'}`;
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: address, got "${subject}"`);
  const hosts = env.PUSH_SERVICE_HOSTS
    ? env.PUSH_SERVICE_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean)
    : DEFAULT_PUSH_SERVICE_HOSTS;
  return {
    keys: publicKey && privateKey ? { publicKey, privateKey } : null,
    subject,
    serviceHosts: hosts,
  };
}

function googleConfig(env: NodeJS.ProcessEnv): GoogleConfig | null {
  const issuer = env.GOOGLE_ISSUER || (env.GOOGLE_CLIENT_ID ? 'https://accounts.google.com' : '');
  const clientId = env.GOOGLE_CLIENT_ID;
  const clientSecret = env.GOOGLE_CLIENT_SECRET;
  if (!clientId && !clientSecret && !env.GOOGLE_ISSUER) return null;
  if (!clientId || !clientSecret)
    throw new Error(
      'Sign-in with Google needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (GOOGLE_ISSUER optional)',
    );
  return { issuer: trimSlash(issuer), clientId, clientSecret };
}

function stripeConfig(env: NodeJS.ProcessEnv): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret)
    throw new Error(
      'Payments through Stripe need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither (no payments)',
    );
  const apiUrl = env.STRIPE_API_URL ? originOf('STRIPE_API_URL', env.STRIPE_API_URL) : null;
  return {
    secretKey,
    webhookSecret,
    mode: onOff('STRIPE_CONNECT', env.STRIPE_CONNECT, true) ? 'connect' : 'single',
    apiUrl,
  };
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT && !S3_BUCKET && !S3_ACCESS_KEY_ID && !S3_SECRET_ACCESS_KEY) return null;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    throw new Error('S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const endpoint = trimSlash(S3_ENDPOINT);
  return {
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: trimSlash(env.S3_PUBLIC_URL || `${endpoint}/${S3_BUCKET}`),
  };
}

function workerMode(value: string | undefined): ServerConfig['worker'] {
  if (!value || value === 'in-process') return 'in-process';
  if (value === 'off') return 'off';
  throw new Error(`WORKER must be "in-process" or "off", got "${value}"`);
}

function cookieBannerMode(value: string | undefined): ServerConfig['cookieBanner'] {
  if (!value || value === 'banner') return 'banner';
  if (value === 'modal' || value === 'off') return value;
  throw new Error(`COOKIE_BANNER must be "banner", "modal" or "off", got "${value}"`);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** An http(s) origin without a trailing slash; anything else is a configuration error. */
function originOf(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `${name} must be an http or https address such as https://app.example.com, got "${value}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http or https address, got "${value}"`);
  return trimSlash(value);
}

/**
 * Whether an origin names this machine only: `localhost` and `*.localhost` (which browsers and
 * curl resolve to loopback), 127.0.0.0/8 and [::1].
 */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}

function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['on', 'true', '1'].includes(value)) return true;
  if (['off', 'false', '0'].includes(value)) return false;
  throw new Error(`${name} must be "on" or "off", got "${value}"`);
}

/** `Name <address>` or a bare address; a line break could inject headers, so none is allowed. */
function mailFrom(value: string | undefined, appUrl: string): string {
  if (!value) return `Sessionbook <no-reply@${new URL(appUrl).hostname}>`;
  if (/[\r\n]/.test(value) || !/^(?:[^<>@]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(value.trim()))
    throw new Error(`MAIL_FROM must be an address or "Name <address>", got "${value}"`);
  return value.trim();
}

/**
 * Secrets the operator does not give are generated once and kept in DATA_DIR, so tokens stay valid
 * across restarts without anyone committing a secret.
 */
function generatedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const existing = secrets[name];
  if (existing) return existing;
  secrets[name] = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets[name];
}

function storedSecret(dataDir: string, name: string): string | undefined {
  const file = join(dataDir, 'secrets.json');
  if (!existsSync(file)) return undefined;
  const secrets: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));
  return secrets[name] || undefined;
}
