import type { Language } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import { CLIENT_INVITATION } from './client-invitation.tsx';
import type { EmailContent } from './email-layout.tsx';
import { EVENT_CANCELLED, SLOT_CANCELLED } from './event-cancelled.tsx';
import { EVENT_CHANGED } from './event-changed.tsx';
import { FEEDBACK_IMPROVEMENT, FEEDBACK_PROBLEM } from './feedback-report.ts';
import { PROFESSIONAL_INVITATION } from './professional-invitation.tsx';
import { REGISTRATION_CANCELLED, SESSION_DECLINED } from './registration-cancelled.tsx';
import { REGISTRATION_DECLINED, WAITLIST_REMOVED } from './registration-declined.tsx';
import { WAITLIST_SPOT_OPENED } from './waitlist-spot-opened.tsx';
import {
  BOOKING_CONFIRMED,
  INVITATION_REMINDER,
  SESSION_ANSWER_REMINDER,
  SESSION_REMINDER,
} from './reminders.tsx';

/**
 * A template's i18n section, whether it greets by `data.name`, and which `data` values it lists as
 * labelled details (labels under `event_details.` in emails.json; empty values are left out).
 */
interface TemplateRow {
  section: string;
  greetsByName: boolean;
  details?: readonly string[];
}

/**
 * Every e-mail the product sends. A template names its i18n section in `emails.json` and says which
 * link it carries; later features add rows here (invitation, reminders, ...).
 */
export const TEMPLATES = {
  activation: { section: 'activation', greetsByName: true },
  password_reset: { section: 'password_reset', greetsByName: false },
  email_verification: { section: 'email_verification', greetsByName: false },
  client_invitation: CLIENT_INVITATION,
  professional_invitation: PROFESSIONAL_INVITATION,
  registration_declined: REGISTRATION_DECLINED,
  waitlist_removed: WAITLIST_REMOVED,
  waitlist_spot_opened: WAITLIST_SPOT_OPENED,
  event_cancelled: EVENT_CANCELLED,
  slot_cancelled: SLOT_CANCELLED,
  event_changed: EVENT_CHANGED,
  registration_cancelled: REGISTRATION_CANCELLED,
  session_declined: SESSION_DECLINED,
  booking_confirmed: BOOKING_CONFIRMED,
  session_reminder: SESSION_REMINDER,
  session_answer_reminder: SESSION_ANSWER_REMINDER,
  invitation_reminder: INVITATION_REMINDER,
  feedback_problem: FEEDBACK_PROBLEM,
  feedback_improvement: FEEDBACK_IMPROVEMENT,
} as const satisfies Record<string, TemplateRow>;

export type TemplateName = keyof typeof TEMPLATES;

/**
 * What a message is, for the reader's notification settings (spec section 3): `system` mails
 * (activation, reset, invitation, e-mail change) always go out; `calendar` messages follow the e-mail
 * or SMS calendar setting; `no_action` reminders follow their own setting.
 */
export type MessageCategory = 'system' | 'calendar' | 'no_action' | 'newsletter' | 'app_updates';

export const TEMPLATE_CATEGORIES: Record<TemplateName, MessageCategory> = {
  activation: 'system',
  password_reset: 'system',
  email_verification: 'system',
  client_invitation: 'system',
  professional_invitation: 'system',
  registration_declined: 'calendar',
  waitlist_removed: 'calendar',
  waitlist_spot_opened: 'calendar',
  event_cancelled: 'calendar',
  slot_cancelled: 'calendar',
  event_changed: 'calendar',
  registration_cancelled: 'calendar',
  session_declined: 'calendar',
  booking_confirmed: 'calendar',
  session_reminder: 'calendar',
  session_answer_reminder: 'no_action',
  invitation_reminder: 'no_action',
  // To the operator, who has no account settings here.
  feedback_problem: 'system',
  feedback_improvement: 'system',
};

export function isTemplateName(value: string): value is TemplateName {
  return Object.hasOwn(TEMPLATES, value);
}

/**
 * Fills a template's texts; `data.url` is the action link, `data.name` the optional greeting name.
 * Values come in already formatted for the reader (times in their zone).
 */
export function templateContent(
  template: TemplateName,
  language: Language,
  data: Record<string, string>,
  unsubscribeUrl?: string,
): EmailContent {
  const row: TemplateRow = TEMPLATES[template];
  const { section, greetsByName } = row;
  const t = (key: string, values?: Record<string, string>) => translate(language, 'emails', key, values);
  const url = data.url;
  if (!url) throw new Error(`E-mail template "${template}" needs data.url`);
  const name = greetsByName ? data.name?.trim() : undefined;
  return {
    lang: language,
    subject: t(`${section}.subject`, data),
    greeting: name ? t('layout.greeting', { name }) : t('layout.greeting_anonymous'),
    intro: t(`${section}.intro`, data),
    details: (row.details ?? []).flatMap((key) => {
      const value = data[key]?.trim();
      return value ? [{ label: t(`event_details.${key}`), value }] : [];
    }),
    action: { label: t(`${section}.action`, data), url },
    linkFallback: t('layout.link_fallback'),
    outro: t(`${section}.outro`, data),
    signature: t('layout.signature'),
    footer: t('layout.footer'),
    ...(unsubscribeUrl ? { unsubscribe: { label: t('layout.unsubscribe'), url: unsubscribeUrl } } : {}),
  };
}
