import type { Language } from '@sessionbook/domain';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/types.ts';
import { insertOutboxMessage } from './outbox.ts';
import { renderEmail } from './render.ts';
import type { TemplateName } from './templates/registry.ts';

export interface OutgoingEmail {
  to: string;
  template: TemplateName;
  language: Language;
  /** Template values; every template needs `url`, activation also takes `name`. */
  data: Record<string, string>;
  userId?: string | null;
}

export interface Mailer {
  send(message: OutgoingEmail): Promise<void>;
}

/** The outbox is the active transport whenever no SMTP server is configured (DECISIONS.md item 16). */
export function outboxIsActive(config: Pick<ServerConfig, 'smtpUrl'>): boolean {
  return !config.smtpUrl;
}

export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'publicUrl'>,
  database: Database,
): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(message) {
        const rendered = renderEmail(message.template, message.language, message.data);
        await insertOutboxMessage(database.db, {
          channel: 'email',
          toAddress: message.to,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          template: message.template,
          language: message.language,
          userId: message.userId ?? null,
        });
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  const from = `Sessionbook <no-reply@${new URL(config.publicUrl).hostname}>`;
  return {
    async send(message) {
      const rendered = renderEmail(message.template, message.language, message.data);
      await transport.sendMail({
        from,
        to: message.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
      });
    },
  };
}
