import { createHash } from 'node:crypto';
import type { Language } from '@sessionbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import { users } from '../db/schema/accounts.ts';
import { outboxMessages, type MessageAttachment } from '../db/schema/messaging.ts';
import type { Db } from '../db/types.ts';
import { enqueue } from '../jobs/queue.ts';
import { escapeHtml } from '../core/escape-html.ts';
import { renderEmail } from './render.ts';
import { smsAvailable } from './transports.ts';
import { pushTargets } from './push-subscriptions.ts';
import type { PushPayload } from './web-push.ts';
import {
  TEMPLATE_CATEGORIES,
  channelsOf,
  smsContent,
  type MessageCategory,
  type TemplateName,
} from './templates/registry.ts';
import { signUnsubscribeToken, unsubscribeLinks, type UnsubscribeSetting } from './unsubscribe-token.ts';

/** The job that hands one stored message to its transport (messaging/delivery.ts). */
export const DELIVER_MESSAGE = 'message.deliver';
/**
 * Retries of a delivery before it fails for good: with backoff from 5 s doubling to an hour, 20
 * attempts span about 11 hours, so a provider outage of an afternoon loses nothing.
 */
export const DELIVERY_ATTEMPTS = 20;

export interface OutgoingEmail {
  to: string;
  template: TemplateName;
  language: Language;
  /** Template values; every template needs `url`, some take `name` and event details. */
  data: Record<string, string>;
  /** The reader's account: their notification settings apply and non-system mails can unsubscribe. */
  userId?: string | null;
  attachments?: MessageAttachment[];
  /** At most one message per key, however often the change that writes it runs (reminders). */
  dedupeKey?: string;
  /** Where an answer goes (a `Reply-To` header): the user who wrote a report to the operator. */
  replyTo?: string;
  /**
   * The reader's phone: the message goes out as an SMS too when its template has a text form and the
   * reader's SMS setting lets it through (`notify`).
   */
  phone?: string | null;
}

export interface OutgoingSms {
  /** The phone number, stored without spaces. */
  to: string;
  /** A short label shown as the outbox row's subject. */
  label: string;
  text: string;
  template: TemplateName;
  language: Language;
  userId?: string | null;
  dedupeKey?: string;
}

/**
 * The one path of every e-mail and SMS (issue 11): a message is written as a row in the transaction
 * of the change that causes it, with the job that delivers it, so it exists exactly when the change
 * commits; the job worker hands it to the transport. Resolves to false when the reader's notification
 * settings turn the message off, its dedupe key was written before, or (SMS) no SMS can be sent.
 */
export interface Messages {
  email(db: Db, message: OutgoingEmail): Promise<boolean>;
  sms(db: Db, message: OutgoingSms): Promise<boolean>;
  /**
   * One message to one reader on every channel its template has (`channelsOf`): the e-mail, and the
   * SMS when a phone is given. A later channel joins here, so no change names its channels itself.
   */
  notify(db: Db, message: OutgoingEmail): Promise<{ email: boolean; sms: boolean }>;
}

type Settings = Record<UnsubscribeSetting, boolean>;

/** Which setting lets a message of this category through on this channel; null: always sent. */
export function settingFor(category: MessageCategory, channel: 'email' | 'sms'): UnsubscribeSetting | null {
  switch (category) {
    case 'system':
      return null;
    case 'calendar':
      return channel === 'email' ? 'email_notifications' : 'sms_notifications';
    case 'no_action':
      return 'no_action_reminders';
    case 'newsletter':
      return 'newsletter';
    case 'app_updates':
      return 'app_updates';
  }
}

export function createMessages(
  config: Pick<ServerConfig, 'appUrl' | 'jwtSecret' | 'twilio' | 'localUse'>,
  clock: () => Date = () => new Date(),
): Messages {
  const smsOn = smsAvailable(config);
  async function allowed(db: Db, userId: string | null | undefined, setting: UnsubscribeSetting | null) {
    if (!setting || !userId) return true;
    const settings = await readSettings(db, userId);
    return settings ? settings[setting] : true;
  }

  async function store(db: Db, row: typeof outboxMessages.$inferInsert): Promise<boolean> {
    const [stored] = await db
      .insert(outboxMessages)
      // The column default, now(), is the transaction's start: messages written in one transaction
      // would tie and list in random order, so each row takes the moment it is written.
      .values({ createdAt: sql`clock_timestamp()`, ...row })
      .onConflictDoNothing({ target: outboxMessages.dedupeKey })
      .returning({ id: outboxMessages.id });
    if (!stored) return false;
    await enqueue(db, {
      kind: DELIVER_MESSAGE,
      payload: { messageId: stored.id },
      key: `message:${stored.id}`,
      maxAttempts: DELIVERY_ATTEMPTS,
    });
    return true;
  }

  /**
   * Web Push, the third channel (decision 0032): a mail about the reader's sessions (`calendar`) or
   * waiting for their answer (`no_action`) also goes to each of their devices that asked for that
   * kind, whatever their e-mail settings say: each device chose for itself. One message row per device.
   */
  async function pushAlong(db: Db, message: OutgoingEmail, category: MessageCategory): Promise<void> {
    const kind = category === 'calendar' || category === 'no_action' ? category : null;
    if (!kind || !message.userId) return;
    const devices = await pushTargets(db, message.userId, kind);
    if (devices.length === 0) return;
    const content = pushContent(config.appUrl, message);
    for (const device of devices)
      await store(db, {
        channel: 'push',
        toAddress: device.id,
        subject: content.body,
        html: escapeHtml(content.body),
        text: JSON.stringify(content),
        template: message.template,
        language: message.language,
        userId: message.userId,
        dedupeKey: message.dedupeKey ? `${message.dedupeKey}:push:${device.id}` : null,
      });
  }

  const messages: Messages = {
    async email(db, message) {
      const category = TEMPLATE_CATEGORIES[message.template];
      await pushAlong(db, message, category);
      const setting = settingFor(category, 'email');
      if (!(await allowed(db, message.userId, setting))) return false;
      const links =
        setting && message.userId
          ? unsubscribeLinks(
              config,
              await signUnsubscribeToken(config.jwtSecret, { userId: message.userId, setting }, clock()),
              message.language,
            )
          : null;
      const rendered = renderEmail(message.template, message.language, message.data, {
        ...(links ? { unsubscribeUrl: links.page } : {}),
      });
      return store(db, {
        channel: 'email',
        toAddress: message.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        template: message.template,
        language: message.language,
        userId: message.userId ?? null,
        headers: {
          // Every mail of ours is sent by the product, not typed by a person (RFC 3834): auto-responders
          // stay quiet and mail filters know it.
          'Auto-Submitted': 'auto-generated',
          ...(links
            ? {
                'List-Unsubscribe': `<${links.oneClick}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              }
            : {}),
          // A header value must stay on one line, whatever the address holds.
          ...(message.replyTo ? { 'Reply-To': message.replyTo.replace(/[\r\n]+/g, ' ').trim() } : {}),
        },
        attachments: message.attachments ?? [],
        dedupeKey: message.dedupeKey ?? null,
      });
    },
    async sms(db, message) {
      // No provider on a public server: no SMS is written at all, so none waits where it could be read.
      if (!smsOn) return false;
      const setting = settingFor(TEMPLATE_CATEGORIES[message.template], 'sms');
      if (!(await allowed(db, message.userId, setting))) return false;
      return store(db, {
        channel: 'sms',
        toAddress: message.to,
        subject: message.label,
        // The outbox page shows `html`; an SMS is plain text.
        html: escapeHtml(message.text),
        text: message.text,
        template: message.template,
        language: message.language,
        userId: message.userId ?? null,
        dedupeKey: message.dedupeKey ?? null,
      });
    },
    async notify(db, message) {
      const email = await messages.email(db, message);
      const { phone } = message;
      const sms =
        Boolean(phone) && channelsOf(message.template).includes('sms')
          ? await messages.sms(db, {
              to: phone!,
              ...smsContent(message.template, message.language, message.data),
              template: message.template,
              language: message.language,
              userId: message.userId ?? null,
              ...(message.dedupeKey ? { dedupeKey: `${message.dedupeKey}:sms` } : {}),
            })
          : false;
      return { email, sms };
    },
  };
  return messages;
}

/**
 * What a device shows: the mail's subject (it names who and what), its time when it has one, and its
 * link. The tag (one per link) lets a newer message about the same session replace the older one.
 */
export function pushContent(appUrl: string, message: OutgoingEmail): PushPayload {
  const { subject } = renderEmail(message.template, message.language, message.data);
  const when = message.data.when?.trim();
  const url = message.data.url || appUrl;
  return {
    title: 'Sessionbook',
    body: when ? `${subject}\n${when}` : subject,
    url,
    tag: createHash('sha256').update(url).digest('base64url').slice(0, 22),
  };
}

async function readSettings(db: Db, userId: string): Promise<Settings | null> {
  const [row] = await db
    .select({
      email_notifications: users.emailNotifications,
      sms_notifications: users.smsNotifications,
      newsletter: users.newsletter,
      app_updates: users.appUpdates,
      no_action_reminders: users.noActionReminders,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Runs `work` in one transaction and writes the messages it pushes onto `mail` in that same
 * transaction, after the work, each on every channel its template has: the change and its messages
 * commit together or not at all.
 */
export async function transactionWithMail<T>(
  deps: { database: { db: Db }; messages: Messages },
  work: (tx: Db, mail: OutgoingEmail[]) => Promise<T>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    const mail: OutgoingEmail[] = [];
    const result = await work(tx, mail);
    for (const message of mail) await deps.messages.notify(tx, message);
    return result;
  });
}
