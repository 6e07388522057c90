import type { AppDeps } from '../../core/deps.ts';
import type { AppInstance } from '../../core/api-module.ts';
import { listOutboxMessages, type OutboxRow } from '../../messaging/outbox.ts';
import { renderOutboxPage } from './outbox-page.ts';

/** The outbox as JSON, as tests and the e2e read it. */
export function outboxJson(row: OutboxRow) {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    html: row.html,
    text: row.text,
    template: row.template,
    language: row.language,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * `/dev/outbox` and `/dev/outbox.json` (DECISIONS.md item 16), on every host. Only registered while
 * the outbox is the active transport, so a server with SMTP never shows anyone's mail.
 */
export async function registerDevOutbox(app: AppInstance, { database }: AppDeps): Promise<void> {
  app.get('/dev/outbox.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await listOutboxMessages(database.db);
    return { data: rows.map(outboxJson) };
  });

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await listOutboxMessages(database.db);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(rows));
  });
}
