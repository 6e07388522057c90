import { and, eq, sql } from 'drizzle-orm';
import { outboxMessages } from '../db/schema/messaging.ts';
import type { Db } from '../db/types.ts';
import type { JobHandler } from '../jobs/worker.ts';
import type { Transports } from './transports.ts';

/**
 * The job of every message: hand it to its channel's transport, then mark it sent in the
 * transaction that finishes the job. A message already sent or failed is left alone, so a job that
 * runs again after a crash does not send again what was recorded as sent. A transport that refuses
 * for good (or the last retry) marks the message failed, with the reason, for the operator.
 */
export function deliverMessageHandler(db: Db, transports: Transports): JobHandler {
  const messageIdOf = (payload: Record<string, unknown>) => String(payload.messageId);
  return {
    async run({ job, complete }) {
      const id = messageIdOf(job.payload);
      const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      if (!message || message.status !== 'pending') return complete();
      const transport =
        message.channel === 'sms'
          ? transports.sms
          : message.channel === 'push'
            ? transports.push
            : transports.email;
      // The job counts attempts; the message copies the count with each write it gets anyway, so a
      // delivery costs two commits (claim, complete), not three.
      try {
        await transport.deliver(message);
      } catch (error) {
        // The job keeps the error for its retry; the message shows the operator why it waits.
        await db
          .update(outboxMessages)
          .set({ lastError: errorText(error), attempts: job.attempts })
          .where(eq(outboxMessages.id, id));
        throw error;
      }
      await complete(async (tx) => {
        await tx
          .update(outboxMessages)
          .set({
            status: 'sent',
            transport: transport.name,
            sentAt: sql`clock_timestamp()`,
            lastError: null,
            attempts: job.attempts,
          })
          .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
      });
    },
    async onFailed(tx, job, error) {
      await tx
        .update(outboxMessages)
        .set({ status: 'failed', lastError: errorText(error), attempts: job.attempts })
        .where(and(eq(outboxMessages.id, messageIdOf(job.payload)), eq(outboxMessages.status, 'pending')));
    },
  };
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
