/** `POST newsletter/unsubscribe` with the token of a mail's link; the setting it turned off. */
import { unsubscribeResult, type NotificationSetting } from '@sessionbook/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const unsubscribe = async (token: string): Promise<NotificationSetting> =>
  unsubscribeResult.parse(await api.post('newsletter/unsubscribe', { token })).setting;

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
