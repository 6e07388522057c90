import type { Language } from '@sessionbook/domain';
import type { Db } from '../db/types.ts';
import { insertOutboxMessage, type OutboxRow } from './outbox.ts';
import type { TemplateName } from './templates/registry.ts';

export interface OutgoingSms {
  /** The phone number, stored without spaces. */
  to: string;
  /** A short label shown as the outbox row's subject. */
  label: string;
  text: string;
  template: TemplateName;
  language: Language;
  userId?: string | null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Stores a text message in the outbox (`channel = 'sms'`), the SMS transport while no provider is
 * configured (DECISIONS.md item 16); `html` is the escaped text so the outbox page can show it.
 */
export async function storeSms(db: Db, message: OutgoingSms): Promise<OutboxRow> {
  return insertOutboxMessage(db, {
    channel: 'sms',
    toAddress: message.to,
    subject: message.label,
    html: escapeHtml(message.text),
    text: message.text,
    template: message.template,
    language: message.language,
    userId: message.userId ?? null,
  });
}
