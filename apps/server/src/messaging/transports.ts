import nodemailer from 'nodemailer';
import type { ServerConfig, TwilioConfig } from '../config.ts';
import { PermanentJobError } from '../jobs/worker.ts';
import type { Db } from '../db/types.ts';
import type { OutboxRow } from './outbox.ts';
import { webPushTransport } from './web-push.ts';

/** Hands one stored message to the world; throws to be retried, PermanentJobError to give up. */
export interface Transport {
  /** Stored on the message once it took it: outbox, smtp, twilio or webpush. */
  readonly name: 'outbox' | 'smtp' | 'twilio' | 'webpush';
  deliver(message: OutboxRow): Promise<void>;
  close?(): void;
}

export interface Transports {
  email: Transport;
  sms: Transport;
  push: Transport;
  close(): void;
}

/**
 * The outbox transport: the stored row is the message, readable at /dev/outbox
 * (docs/product/rules.md#message-delivery).
 * Delivery only marks it sent.
 */
const outboxTransport: Transport = { name: 'outbox', deliver: async () => {} };

export function createTransports(config: ServerConfig, db: Db): Transports {
  const email = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.appUrl, config.mailFrom)
    : outboxTransport;
  const sms = config.twilio ? twilioTransport(config.twilio) : outboxTransport;
  return {
    email,
    sms,
    push: webPushTransport(config, db),
    close() {
      email.close?.();
      sms.close?.();
    },
  };
}

/**
 * SMS go out through a provider; without one they go to the outbox only on a server for local use.
 * A public server without a provider sends none (docs/product/rules.md#message-delivery): nothing is kept
 * where anyone
 * could read it, and the settings page says SMS is not available.
 */
export function smsAvailable(config: Pick<ServerConfig, 'twilio' | 'localUse'>): boolean {
  return config.twilio !== null || config.localUse;
}

/**
 * The outbox can be read (/dev/outbox, from this machine only) on a server for local use while
 * either channel still delivers to it; a server with a public address never shows it.
 */
export function outboxReadable(config: Pick<ServerConfig, 'smtpUrl' | 'twilio' | 'localUse'>): boolean {
  return config.localUse && (!config.smtpUrl || !config.twilio);
}

function smtpTransport(smtpUrl: string, appUrl: string, from: string): Transport {
  // A pool keeps connections open between messages (measured 33 → 220 messages/s against a local
  // server that greets after 100 ms). Timeouts stay well under the worker's 60 s lock, so a stalled
  // server fails the attempt instead of letting another worker take the job over mid-send.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 20_000,
  });
  const host = new URL(appUrl).hostname;
  return {
    name: 'smtp',
    async deliver(message) {
      try {
        await transport.sendMail({
          from,
          to: message.toAddress,
          subject: message.subject,
          html: message.html,
          text: message.text,
          // One Message-ID per stored message: should a crash between the server's "250 OK" and our
          // commit make us send it again, mailboxes see the same message and keep one copy.
          messageId: `<${message.id}@${host}>`,
          headers: message.headers,
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.content,
          })),
        });
      } catch (error) {
        // A 5xx reply (no such mailbox, refused recipient) will not change on retry; 4xx and
        // connection errors are the server being away for a while.
        const code = (error as { responseCode?: number }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600)
          throw new PermanentJobError(`SMTP ${code}: ${(error as Error).message}`);
        throw error;
      }
    },
    close: () => transport.close(),
  };
}

/** Twilio's Messages API (form-encoded POST, basic auth with the account SID and auth token). */
function twilioTransport(config: TwilioConfig): Transport {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender = config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    name: 'twilio',
    async deliver(message) {
      const body = new URLSearchParams({ To: message.toAddress, [sender]: config.from, Body: message.text });
      const reply = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      if (reply.ok) return;
      const detail = await reply.text().catch(() => '');
      const text = `Twilio ${reply.status}: ${detail.slice(0, 500)}`;
      // 400 (an invalid or unreachable number) and 404 will answer the same again; 401/403 are keys
      // an operator can fix, 429 and 5xx pass: those are retried.
      if (reply.status === 400 || reply.status === 404) throw new PermanentJobError(text);
      throw new Error(text);
    },
  };
}
