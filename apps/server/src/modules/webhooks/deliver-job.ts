/**
 * The job that carries one attempt of one delivery (docs/webhooks.md, docs/decisions/0051-webhooks.md).
 * It POSTs the event's body signed for this attempt through the guarded outbound request (no private
 * addresses unless the operator allows them, no redirects, 10 s); a 2xx marks the delivery delivered
 * in the transaction that completes the job, so the log says it once. Anything else is written to the
 * log and the next attempt is a new job on the schedule of retry-schedule.ts; after the last, failed,
 * and the endpoint's professional is told (failing-notice.ts).
 * A process killed after the POST and before the commit leaves the job to be taken over: the
 * receiver gets the same `webhook-id` again and keeps it once.
 */
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/types.ts';
import type { NewJob } from '../../jobs/queue.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { outboundRequest, OutboundError } from '../../outbound/safe-request.ts';
import { tellWebhookFailing } from './failing-notice.ts';
import { findDeliveryToSend, markFailed, recordAttempt } from './queries.ts';
import { webhookRetryDelayMs } from './retry-schedule.ts';
import { webhookHeaders } from './signature.ts';

export const DELIVER_WEBHOOK_JOB = 'webhooks.deliver';

const TIMEOUT_MS = 10_000;
/** A receiver's answer is kept for the log only: a few KB. */
const MAX_ANSWER_BYTES = 16 * 1024;

/**
 * One attempt of a delivery; `round` counts the attempts since it was recorded or sent again, and
 * `key` makes each attempt one job (a duplicate enqueue is a no-op).
 */
export function deliveryJob(deliveryId: string, round: number, key: string, runAt?: Date): NewJob {
  return {
    kind: DELIVER_WEBHOOK_JOB,
    payload: { deliveryId, round },
    key: `${DELIVER_WEBHOOK_JOB}:${deliveryId}:${key}`,
    // Only a database failure makes the worker retry the job itself; a receiver's answer never does.
    maxAttempts: 10,
    ...(runAt ? { runAt } : {}),
  };
}

/** The first attempt of a new delivery. */
export const firstDeliveryJob = (deliveryId: string): NewJob => deliveryJob(deliveryId, 0, 'first');

interface Attempt {
  statusCode: number | null;
  error: string | null;
}

export function deliverWebhookHandler(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'messages'>,
): JobHandler {
  const { db } = deps.database;
  return {
    async run({ job, complete }) {
      const { deliveryId, round } = job.payload as { deliveryId: string; round: number };
      const found = await findDeliveryToSend(db, deliveryId);
      // The endpoint was deleted (its deliveries with it): nothing to send.
      if (!found) return complete();
      const at = deps.clock();
      const attempt: Attempt = found.enabled
        ? await send(
            found.url,
            found.secret,
            found.delivery.eventId,
            found.payload,
            at,
            deps.config.outboundAllowPrivate,
          )
        : { statusCode: null, error: 'endpoint disabled' };
      const delivered = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
      const wait = delivered || !found.enabled ? null : webhookRetryDelayMs(round);
      await complete(async (tx: Db) => {
        const row = await recordAttempt(tx, deliveryId, {
          at,
          ...attempt,
          status: delivered ? 'delivered' : wait === null ? 'failed' : 'pending',
        });
        if (row && wait !== null)
          await enqueue(
            tx,
            deliveryJob(deliveryId, round + 1, `attempt-${row.attempts}`, new Date(at.getTime() + wait)),
          );
        // The schedule ran out on a receiver that never took it: its owner hears of it (a disabled
        // endpoint was turned off by them, so its unsent events tell nobody).
        if (row && !delivered && wait === null && found.enabled)
          await tellWebhookFailing(deps, tx, {
            endpointId: found.delivery.endpointId,
            url: found.url,
            eventType: found.eventType,
            firstAttemptAt: found.delivery.createdAt,
            statusCode: attempt.statusCode,
          });
      });
    },
    // Only the job's own failures land here (the database, every retry): the log must not stay pending.
    async onFailed(tx, job, error) {
      const { deliveryId } = job.payload as { deliveryId: string };
      await markFailed(tx, deliveryId, error instanceof Error ? error.message : String(error));
    },
  };
}

async function send(
  url: string,
  secret: string,
  eventId: string,
  payload: Record<string, unknown>,
  at: Date,
  allowPrivate: boolean,
): Promise<Attempt> {
  const body = JSON.stringify(payload);
  try {
    const answer = await outboundRequest({
      url,
      method: 'POST',
      headers: webhookHeaders(secret, eventId, body, at),
      body,
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_ANSWER_BYTES,
      allowPrivate,
      maxRedirects: 0,
    });
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      statusCode: answer.status,
      error: ok ? null : answer.body.toString('utf8', 0, 500) || `HTTP ${answer.status}`,
    };
  } catch (error) {
    if (error instanceof OutboundError) return { statusCode: null, error: `${error.code}: ${error.message}` };
    return { statusCode: null, error: error instanceof Error ? error.message : String(error) };
  }
}
