import {
  VALIDATION_MESSAGES,
  type PushSubscriptionBody,
  type PushSubscriptionState,
} from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { fieldError } from '../../../core/errors.ts';
import {
  deletePushSubscription,
  findPushSubscription,
  savePushSubscription,
  type PushSubscriptionRow,
} from '../../../messaging/push-subscriptions.ts';
import { pushEndpointProblem } from '../../../messaging/web-push.ts';

/** A device that asked for nothing yet: both kinds on, as the settings page offers them. */
const NOT_SUBSCRIBED: PushSubscriptionState = {
  subscribed: false,
  categories: { calendar: true, no_action: true },
};

const stateOf = (row: PushSubscriptionRow): PushSubscriptionState => ({
  subscribed: true,
  categories: { calendar: row.calendar, no_action: row.noAction },
});

/** What the server holds for this device of the user. */
export async function getPushSubscription(
  deps: AppDeps,
  userId: string,
  endpoint: string,
): Promise<PushSubscriptionState> {
  const row = await findPushSubscription(deps.database.db, userId, endpoint);
  return row ? stateOf(row) : NOT_SUBSCRIBED;
}

/**
 * Stores the device's subscription and the kinds of message it wants. The endpoint must be one of
 * the push services the server sends to (the worker POSTs there): anything else is a 422 on
 * `endpoint`, never a request into the server's own network.
 */
export async function savePush(
  deps: AppDeps,
  userId: string,
  input: PushSubscriptionBody,
): Promise<PushSubscriptionState> {
  if (!deps.config.push.keys) throw new Error('VAPID keys are not loaded (sharePushKeys runs at start)');
  if (pushEndpointProblem(input.endpoint, deps.config))
    throw fieldError('endpoint', VALIDATION_MESSAGES.pushService);
  const row = await savePushSubscription(deps.database.db, userId, {
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    calendar: input.categories.calendar,
    no_action: input.categories.no_action,
    label: input.label ?? null,
  });
  return stateOf(row);
}

/** Ends push on this device for the user; answering the same whether or not it had any. */
export async function removePush(
  deps: AppDeps,
  userId: string,
  endpoint: string,
): Promise<PushSubscriptionState> {
  await deletePushSubscription(deps.database.db, userId, endpoint);
  return NOT_SUBSCRIBED;
}
