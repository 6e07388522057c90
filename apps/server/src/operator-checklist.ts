import type { ServerConfig } from './config.ts';

/**
 * What a server with a public address needs that this one lacks: the production checklist of
 * docs/security.md, each line printed as a warning at start. A server for local use (APP_URL on
 * localhost) gets none: there, the defaults are the point.
 */
export function productionWarnings(config: ServerConfig): string[] {
  if (config.localUse) return [];
  const warnings: string[] = [];
  if (!config.appUrl.startsWith('https:') || !config.publicUrl.startsWith('https:'))
    warnings.push(
      'APP_URL or PUBLIC_URL is not https: passwords and session tokens would cross the network in the ' +
        'clear. Serve both over https (a TLS-terminating proxy in front of this server).',
    );
  else if (config.trustProxy === false)
    warnings.push(
      'APP_URL is https but TRUST_PROXY is not set: this server speaks plain http, so behind a TLS proxy ' +
        'it sees every request as coming from the proxy. Per-address limits would then count all users ' +
        'together, and Strict-Transport-Security is never sent. Set TRUST_PROXY to the proxy’s address.',
    );
  if (!config.smtpUrl)
    warnings.push(
      'SMTP_URL is not set (ALLOW_NO_SMTP=on): no e-mail goes out, so nobody can activate an account or ' +
        'reset a password. Messages are kept in the database and never shown.',
    );
  if (!config.twilio)
    warnings.push('No SMS provider (TWILIO_*): SMS is off, and the settings page says it is not available.');
  if (!config.databaseUrl)
    warnings.push(
      'DATABASE_URL is not set: data lives in the embedded database (PGlite) under DATA_DIR, one server ' +
        'only, with no replication or point-in-time recovery. Production data belongs on PostgreSQL.',
    );
  if (!config.rateLimit.enabled)
    warnings.push('RATE_LIMIT=off: nothing slows down password guessing or sign-up floods.');
  if (config.outboundAllowPrivate)
    warnings.push(
      'OUTBOUND_ALLOW_PRIVATE=on: a professional can point calendar reads and webhooks at this server’s ' +
        'own network (its database, cloud metadata). Leave it off unless every professional is trusted.',
    );
  if (config.debug) warnings.push('DEBUG is on: the app offers its debug routes to everyone.');
  if (config.operatorEmail.endsWith('.localhost'))
    warnings.push(
      'OPERATOR_EMAIL is not set: problem reports and suggestions go to an address nobody reads.',
    );
  return warnings;
}
