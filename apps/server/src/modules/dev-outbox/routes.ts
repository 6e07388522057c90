import { isUuid } from '@sessionbook/domain';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import type { AppInstance } from '../../core/api-module.ts';
import { AppError } from '../../core/errors.ts';
import { findOutboxMessage, listOutboxMessages, type OutboxRow } from '../../messaging/outbox.ts';
import { attachmentPath } from './attachment-links.ts';
import { outboxReadable } from '../../messaging/transports.ts';
import { renderOutboxPage } from './outbox-page.ts';

/**
 * The outbox as JSON, as tests and the e2e read it: each message with its attachments (the `.ics` of
 * a booking), their text, and the path that serves each as a file (issue 24 item 8).
 */
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
    attachments: row.attachments.map((attachment, index) => ({
      filename: attachment.filename,
      content_type: attachment.contentType,
      content: attachment.content,
      url: attachmentPath(row.id, index),
    })),
  };
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * A request from this machine itself: the socket's peer is loopback, and no proxy forwarded it (a
 * reverse proxy on the same machine is a loopback peer too, carrying the world's requests).
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] || headers.forwarded || headers['x-real-ip']) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * `/dev/outbox` and `/dev/outbox.json` (docs/product/rules.md#message-delivery): the messages a server for
 * local use
 * could not send, for its own machine to read (a first-time user follows the activation link there;
 * the tests read links there), and `/dev/outbox/{id}/attachments/{n}` serves a message's attachment
 * (its `.ics`) as a file. They answer 404 to any other peer, and always on a server with a public
 * APP_URL, on every host: there, e-mail without SMTP is a start-up error (config.ts) and SMS without a
 * provider is off, so nobody's mail is ever one request away.
 */
export async function registerDevOutbox(app: AppInstance, deps: AppDeps): Promise<void> {
  const { database, config } = deps;
  const readable = outboxReadable(config);
  const guard = async (request: FastifyRequest) => {
    if (!readable || !fromThisMachine(request)) throw new AppError('not_found');
  };

  app.get('/dev/outbox.json', { schema: { hide: true }, onRequest: guard }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await listOutboxMessages(database.db);
    return { data: rows.map(outboxJson) };
  });

  app.get<{ Params: { id: string; index: string } }>(
    '/dev/outbox/:id/attachments/:index',
    { schema: { hide: true }, onRequest: guard },
    async (request, reply) => {
      const { id, index } = request.params;
      const row = isUuid(id) && /^\d{1,3}$/.test(index) ? await findOutboxMessage(database.db, id) : null;
      const attachment = row?.attachments[Number(index)];
      if (!attachment) throw new AppError('not_found');
      // A name from our own templates; kept to safe characters all the same, as it lands in a header.
      const filename = attachment.filename.replace(/[^\w.-]/g, '_');
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff')
        .type(attachment.contentType)
        .send(attachment.content);
    },
  );

  app.get('/dev/outbox', { schema: { hide: true }, onRequest: guard }, async (_request, reply) => {
    const rows = await listOutboxMessages(database.db);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(rows));
  });
}
