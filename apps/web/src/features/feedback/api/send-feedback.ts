/** `POST feedback`: a problem report or an improvement suggestion, mailed to the operator. */
import { feedbackResult, type FeedbackBody, type FeedbackResult } from '@sessionbook/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const sendFeedback = async (body: FeedbackBody): Promise<FeedbackResult> =>
  feedbackResult.parse(await api.post('feedback', body));

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
