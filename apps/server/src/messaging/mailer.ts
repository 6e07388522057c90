import type { Language } from '@sessionbook/domain';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.ts';
import type { Database, Db } from '../db/types.ts';
import { insertOutboxMessage } from './outbox.ts';
import { renderEmail, type RenderedEmail } from './render.ts';
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
  /**
   * Takes the messages of a change inside its transaction `db`. The outbox stores them there, so a
   * change that rolls back leaves none behind; SMTP cannot take a mail back, so it only renders them
   * (a template error still rolls the change back) and `deliver`, called after the commit, sends.
   */
  stage(db: Db, messages: readonly OutgoingEmail[]): Promise<StagedEmails>;
}

export interface StagedEmails {
  deliver(): Promise<void>;
}

const nothingToDeliver: StagedEmails = { deliver: async () => {} };

/** The outbox is the active transport whenever no SMTP server is configured (DECISIONS.md item 16). */
export function outboxIsActive(config: Pick<ServerConfig, 'smtpUrl'>): boolean {
  return !config.smtpUrl;
}

export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'publicUrl'>,
  database: Database,
): Mailer {
  if (!config.smtpUrl) {
    const store = async (db: Db, message: OutgoingEmail) => {
      const rendered = renderEmail(message.template, message.language, message.data);
      await insertOutboxMessage(db, {
        channel: 'email',
        toAddress: message.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        template: message.template,
        language: message.language,
        userId: message.userId ?? null,
      });
    };
    return {
      send: (message) => store(database.db, message),
      async stage(db, messages) {
        for (const message of messages) await store(db, message);
        return nothingToDeliver;
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  const from = `Sessionbook <no-reply@${new URL(config.publicUrl).hostname}>`;
  const deliver = async (message: OutgoingEmail, rendered: RenderedEmail) => {
    await transport.sendMail({
      from,
      to: message.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
    });
  };
  return {
    send: (message) => deliver(message, renderEmail(message.template, message.language, message.data)),
    async stage(_db, messages) {
      const rendered = messages.map((message) => ({
        message,
        rendered: renderEmail(message.template, message.language, message.data),
      }));
      return {
        async deliver() {
          for (const item of rendered) await deliver(item.message, item.rendered);
        },
      };
    },
  };
}

/**
 * Runs `work` in one transaction and sends the e-mails it pushes onto `mail` with that change
 * (Mailer.stage): stored in the same transaction, delivered by SMTP only after the commit.
 */
export async function transactionWithMail<T>(
  deps: { database: Database; mailer: Mailer },
  work: (tx: Db, mail: OutgoingEmail[]) => Promise<T>,
): Promise<T> {
  const { result, staged } = await deps.database.db.transaction(async (tx) => {
    const mail: OutgoingEmail[] = [];
    const result = await work(tx, mail);
    return { result, staged: await deps.mailer.stage(tx, mail) };
  });
  await staged.deliver();
  return result;
}
