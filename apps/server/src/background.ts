import { EXPIRE_JOB, expiryHandler } from './modules/vouchers/expiry.ts';
import type { AppDeps } from './core/deps.ts';
import { createWorker, type Worker } from './jobs/worker.ts';
import { deliverMessageHandler } from './messaging/delivery.ts';
import { DELIVER_MESSAGE } from './messaging/messages.ts';
import { createTransports, type Transports } from './messaging/transports.ts';
import { reminderHandlers } from './modules/reminders/handlers.ts';
import {
  BOOKING_CONFIRMATION_JOB,
  bookingConfirmationHandler,
} from './modules/bookings/services/booking-confirmation.ts';
import {
  endOverlappingWaitlistHandler,
  OVERLAPPING_WAITLIST_JOB,
  WAITLIST_SETTLE_JOB,
  waitlistSettleHandler,
} from './modules/bookings/services/waitlist-jobs.ts';
import {
  BOOKING_CANCELLED_JOB,
  bookingCancelledHandler,
} from './modules/bookings/services/booking-cancelled.ts';
import { WAITLIST_JOINED_JOB, waitlistJoinedHandler } from './modules/bookings/services/waitlist-joined.ts';
import { CONSUME_JOB, consumptionHandler } from './modules/vouchers/consumption-job.ts';
import { VOUCHER_NOTICE_JOB, voucherNoticeHandler } from './modules/vouchers/voucher-notices.ts';
import { OPEN_IMPORTED_JOB, openImportedHandler } from './modules/vouchers/opening-balances.ts';
import { BOOKING_SUMMARY_JOB, bookingSummaryHandler } from './modules/notifications/booking-updates.ts';
import { FETCH_JOB as BUSY_FETCH_JOB, fetchCalendarHandler } from './modules/busy-times/fetch-job.ts';
import { DELIVER_WEBHOOK_JOB, deliverWebhookHandler } from './modules/webhooks/deliver-job.ts';

export interface BackgroundOptions {
  /** Defaults to the transports of the config (SMTP, Twilio, else the outbox). */
  transports?: Transports;
  workerId?: string;
  pollMs?: number;
  lockMs?: number;
  batchSize?: number;
  concurrency?: number;
  onError?: (error: unknown) => void;
}

export interface Background {
  worker: Worker;
  transports: Transports;
  close(): Promise<void>;
}

/** The job worker with every handler of the product; run in the server or alone (npm run worker). */
export function createBackground(deps: AppDeps, options: BackgroundOptions = {}): Background {
  const transports = options.transports ?? createTransports(deps.config, deps.database.db);
  const worker = createWorker({
    database: deps.database,
    clock: deps.clock,
    handlers: {
      [DELIVER_MESSAGE]: deliverMessageHandler(deps.database.db, transports),
      ...reminderHandlers(deps),
      [BOOKING_CONFIRMATION_JOB]: bookingConfirmationHandler(deps),
      [WAITLIST_JOINED_JOB]: waitlistJoinedHandler(deps),
      [BOOKING_CANCELLED_JOB]: bookingCancelledHandler(deps),
      [CONSUME_JOB]: consumptionHandler(deps),
      [WAITLIST_SETTLE_JOB]: waitlistSettleHandler(deps),
      [OVERLAPPING_WAITLIST_JOB]: endOverlappingWaitlistHandler(deps),
      [VOUCHER_NOTICE_JOB]: voucherNoticeHandler(deps),
      [OPEN_IMPORTED_JOB]: openImportedHandler(deps),
      [EXPIRE_JOB]: expiryHandler(deps),
      [BOOKING_SUMMARY_JOB]: bookingSummaryHandler(deps),
      [BUSY_FETCH_JOB]: fetchCalendarHandler(deps),
      [DELIVER_WEBHOOK_JOB]: deliverWebhookHandler(deps),
    },
    ...(options.workerId ? { id: options.workerId } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.lockMs ? { lockMs: options.lockMs } : {}),
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
  return {
    worker,
    transports,
    async close() {
      await worker.stop();
      transports.close();
    },
  };
}
