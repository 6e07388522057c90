/**
 * `GET profile/notifications` and `PUT profile/notifications`: the five settings of
 * docs/product/entities-and-states.md#notification-settings and
 * how a professional hears of new bookings.
 */
import { notificationSettings, type NotificationSettings } from '@sessionbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getNotificationSettings = async (): Promise<NotificationSettings> =>
  notificationSettings.parse(await api.get('profile/notifications'));

export const updateNotificationSettings = async (
  settings: NotificationSettings,
): Promise<NotificationSettings> =>
  notificationSettings.parse(await api.put('profile/notifications', settings));

export const notificationSettingsQueryKey = ['notification-settings'] as const;

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationSettingsQueryKey, queryFn: getNotificationSettings });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryKey, saved),
  });
}
