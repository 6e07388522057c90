/**
 * `GET`, `PUT` and `DELETE profile/push-subscription`: what the server holds for this device's Web
 * Push subscription (decision 0032). The device names itself by its endpoint.
 */
import { pushSubscriptionState, type PushCategories, type PushSubscriptionState } from '@sessionbook/domain';
import { api } from '../../../lib/api-client.ts';

export const getPushState = async (endpoint: string): Promise<PushSubscriptionState> =>
  pushSubscriptionState.parse(await api.get('profile/push-subscription', { query: { endpoint } }));

export const savePushState = async (
  subscription: PushSubscription,
  categories: PushCategories,
  label: string | null,
): Promise<PushSubscriptionState> =>
  pushSubscriptionState.parse(
    await api.put('profile/push-subscription', { ...subscription.toJSON(), categories, label }),
  );

export const removePushState = async (endpoint: string): Promise<PushSubscriptionState> =>
  pushSubscriptionState.parse(await api.delete('profile/push-subscription', { query: { endpoint } }));
