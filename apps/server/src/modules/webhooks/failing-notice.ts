/**
 * The word to the professional that one of their webhooks keeps failing (docs/webhooks.md#retries): a
 * delivery ran out of its retries (about a day and a half of a receiver that is down or refuses), so
 * their tool missed an event until they fix it and "send again". Once per failure streak: the key is
 * the endpoint's last delivery that went through, so however many deliveries fail after it, one mail;
 * a delivery that goes through starts a new streak. The operator's endpoints have no reader here.
 */
import { integrationsPath, isLanguage, type Language } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/types.ts';
import { formatMoment } from '../../messaging/templates/event-details.tsx';
import { findWebhookOwnerContact } from './queries.ts';

/** The last answer as the deliveries log shows it: the status code, or that none came. */
function lastAnswer(statusCode: number | null, language: Language): string {
  return statusCode === null
    ? translate(language, 'emails', 'webhook_failing.no_answer')
    : `HTTP ${statusCode}`;
}

/** Writes the notice in the transaction that marks the delivery failed. */
export async function tellWebhookFailing(
  deps: Pick<AppDeps, 'messages' | 'config'>,
  db: Db,
  failed: {
    endpointId: string;
    url: string;
    eventType: string;
    firstAttemptAt: Date;
    statusCode: number | null;
  },
): Promise<void> {
  const owner = await findWebhookOwnerContact(db, failed.endpointId);
  if (!owner || owner.deleted) return;
  const language: Language = isLanguage(owner.language) ? owner.language : 'en';
  const streak = owner.lastDeliveredAt?.toISOString() ?? 'never';
  await deps.messages.email(db, {
    to: owner.email,
    userId: owner.userId,
    template: 'webhook_failing',
    language,
    data: {
      address: failed.url,
      event: failed.eventType,
      since: formatMoment(failed.firstAttemptAt, language, owner.timeZone),
      answer: lastAnswer(failed.statusCode, language),
      url: `${deps.config.appUrl}${integrationsPath()}`,
    },
    dedupeKey: `webhook_failing:${failed.endpointId}:${streak}`,
  });
}
