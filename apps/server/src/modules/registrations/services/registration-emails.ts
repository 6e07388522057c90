import type { ProfessionalEventEntry, RegistrationKind } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import type { AppDeps } from '../../../http/app.ts';
import { formatEventTime } from '../../../messaging/templates/event-details.tsx';
import { languageOr } from '../../clients/invitations.ts';
import type { Scheduler } from '../../events/services/event-rules.ts';
import type { ClientContact } from '../queries.ts';

/** What the e-mails say about the event, in the reader's language and zone. */
function eventData(
  professional: Scheduler,
  event: Pick<ProfessionalEventEntry, 'title' | 'location' | 'start_time' | 'end_time'>,
  reader: ClientContact,
) {
  const language = languageOr(reader.language, professional.language);
  return {
    language,
    data: {
      name: reader.fullName ?? '',
      professional: professional.fullName?.trim() || professional.username,
      event: event.title ?? translate(language, 'emails', 'event_details.session'),
      when: formatEventTime(new Date(event.start_time), new Date(event.end_time), language, reader.timeZone),
      where: event.location ?? '',
    },
  };
}

/**
 * Tells the client their registration or claim was declined (`registration_declined`), or that they
 * were taken off the waitlist (`waitlist_removed`), with the reason when one was given.
 */
export async function sendDeclinedEmail(
  deps: AppDeps,
  professional: Scheduler,
  event: ProfessionalEventEntry,
  client: ClientContact,
  kind: RegistrationKind,
  reason: string | null,
): Promise<void> {
  const { language, data } = eventData(professional, event, client);
  await deps.mailer.send({
    to: client.email,
    template: kind === 'registration' ? 'registration_declined' : 'waitlist_removed',
    language,
    data: { ...data, reason: reason ?? '', url: `${deps.config.appUrl}/calendar` },
    userId: client.userId,
  });
}

/**
 * DECISIONS.md item 6: a spot opened, so every active waitlist entry hears it, one e-mail each in
 * joining order; whoever registers first gets the spot.
 */
export async function sendSpotOpenedEmails(
  deps: AppDeps,
  professional: Scheduler,
  event: ProfessionalEventEntry,
  waitlist: ClientContact[],
): Promise<void> {
  const url = `${deps.config.appUrl}/calendar?${new URLSearchParams({ event: event.id })}`;
  for (const client of waitlist) {
    const { language, data } = eventData(professional, event, client);
    await deps.mailer.send({
      to: client.email,
      template: 'waitlist_spot_opened',
      language,
      data: { ...data, url },
      userId: client.userId,
    });
  }
}
