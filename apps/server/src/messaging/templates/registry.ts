import type { Language } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import { BUSY_CALENDAR_FAILING } from './busy-calendar-notices.ts';
import { WEBHOOK_FAILING } from './webhook-notices.ts';
import { CLIENT_INVITATION } from './client-invitation.ts';
import type { EmailContent } from './email-layout.tsx';
import { EVENT_CANCELLED, SLOT_CANCELLED } from './event-cancelled.tsx';
import { EVENT_CHANGED } from './event-changed.tsx';
import { FEEDBACK_IMPROVEMENT, FEEDBACK_PROBLEM } from './feedback-report.ts';
import { PURCHASE_REFUNDED, VOUCHERS_BOUGHT } from './payment-notices.ts';
import { PROFESSIONAL_INVITATION } from './professional-invitation.tsx';
import {
  BOOKING_SUMMARY,
  BOOKING_UPDATE,
  INVITATION_ANSWERED,
  REQUEST_ANSWERED,
} from './professional-notices.ts';
import { REGISTRATION_CANCELLED, SESSION_DECLINED } from './registration-cancelled.tsx';
import { REGISTRATION_DECLINED, WAITLIST_REMOVED } from './registration-declined.tsx';
import {
  BOOKING_CONFIRMED,
  INVITATION_REMINDER,
  SESSION_ANSWER_REMINDER,
  SESSION_REMINDER,
} from './reminders.ts';
import {
  BOOKING_CANCELLED,
  SESSION_BOOKED,
  SESSION_DAY_REMINDER,
  SESSION_INVITATION,
  WAITLIST_JOINED,
  WAITLIST_OFFERED,
  WAITLIST_OFFER_LAPSED,
  WAITLIST_PROMOTED,
  STANDING_SPOT_BOOKED,
} from './session-notices.ts';
import {
  VOUCHERS_ADDED,
  VOUCHERS_EXPIRING,
  VOUCHERS_RETURNED,
  VOUCHERS_RUNNING_LOW,
} from './voucher-notices.ts';
import { WAITLIST_SPOT_OPENED } from './waitlist-spot-opened.tsx';

/**
 * A template's i18n section, whether it greets by `data.name`, which `data` values it lists as
 * labelled details (labels under `event_details.` in emails.json; empty values are left out), and
 * whether it also has a text-message form (`{section}.sms` and `.sms_label`).
 */
interface TemplateRow {
  section: string;
  greetsByName: boolean;
  details?: readonly string[];
  sms?: boolean;
}

/**
 * Every message the product sends. A template names its i18n section in `emails.json`; `data.variant`
 * picks texts under `{section}.variants.{variant}` that stand in for the section's own (a booking
 * update that says "registered" or "accepted"), the others stay.
 */
export const TEMPLATES = {
  activation: { section: 'activation', greetsByName: true },
  password_reset: { section: 'password_reset', greetsByName: false },
  email_verification: { section: 'email_verification', greetsByName: false },
  client_invitation: CLIENT_INVITATION,
  session_invitation: SESSION_INVITATION,
  professional_invitation: PROFESSIONAL_INVITATION,
  session_booked: SESSION_BOOKED,
  registration_declined: REGISTRATION_DECLINED,
  waitlist_removed: WAITLIST_REMOVED,
  waitlist_joined: WAITLIST_JOINED,
  waitlist_spot_opened: WAITLIST_SPOT_OPENED,
  waitlist_offered: WAITLIST_OFFERED,
  waitlist_offer_lapsed: WAITLIST_OFFER_LAPSED,
  waitlist_promoted: WAITLIST_PROMOTED,
  standing_spot_booked: STANDING_SPOT_BOOKED,
  event_cancelled: EVENT_CANCELLED,
  slot_cancelled: SLOT_CANCELLED,
  event_changed: EVENT_CHANGED,
  booking_cancelled: BOOKING_CANCELLED,
  registration_cancelled: REGISTRATION_CANCELLED,
  session_declined: SESSION_DECLINED,
  booking_confirmed: BOOKING_CONFIRMED,
  booking_update: BOOKING_UPDATE,
  booking_summary: BOOKING_SUMMARY,
  invitation_answered: INVITATION_ANSWERED,
  request_answered: REQUEST_ANSWERED,
  vouchers_added: VOUCHERS_ADDED,
  vouchers_running_low: VOUCHERS_RUNNING_LOW,
  vouchers_returned: VOUCHERS_RETURNED,
  vouchers_expiring: VOUCHERS_EXPIRING,
  vouchers_bought: VOUCHERS_BOUGHT,
  purchase_refunded: PURCHASE_REFUNDED,
  session_reminder: SESSION_REMINDER,
  session_day_reminder: SESSION_DAY_REMINDER,
  session_answer_reminder: SESSION_ANSWER_REMINDER,
  invitation_reminder: INVITATION_REMINDER,
  feedback_problem: FEEDBACK_PROBLEM,
  feedback_improvement: FEEDBACK_IMPROVEMENT,
  busy_calendar_failing: BUSY_CALENDAR_FAILING,
  webhook_failing: WEBHOOK_FAILING,
} as const satisfies Record<string, TemplateRow>;

export type TemplateName = keyof typeof TEMPLATES;

/**
 * What a message is, for the reader's notification settings
 * (docs/product/entities-and-states.md#notification-settings): `system` mails
 * (activation, reset, invitation, e-mail change) always go out; `calendar` messages (their sessions,
 * bookings, vouchers and the answers of the people they work with) follow the e-mail or SMS setting;
 * `no_action` reminders follow their own setting.
 */
export type MessageCategory = 'system' | 'calendar' | 'no_action' | 'newsletter' | 'app_updates';

export const TEMPLATE_CATEGORIES: Record<TemplateName, MessageCategory> = {
  activation: 'system',
  password_reset: 'system',
  email_verification: 'system',
  client_invitation: 'system',
  session_invitation: 'system',
  professional_invitation: 'system',
  session_booked: 'calendar',
  registration_declined: 'calendar',
  waitlist_removed: 'calendar',
  waitlist_joined: 'calendar',
  waitlist_spot_opened: 'calendar',
  waitlist_offered: 'calendar',
  waitlist_offer_lapsed: 'calendar',
  waitlist_promoted: 'calendar',
  standing_spot_booked: 'calendar',
  event_cancelled: 'calendar',
  slot_cancelled: 'calendar',
  event_changed: 'calendar',
  booking_cancelled: 'calendar',
  registration_cancelled: 'calendar',
  session_declined: 'calendar',
  booking_confirmed: 'calendar',
  booking_update: 'calendar',
  booking_summary: 'calendar',
  invitation_answered: 'calendar',
  request_answered: 'calendar',
  vouchers_added: 'calendar',
  vouchers_running_low: 'calendar',
  vouchers_returned: 'calendar',
  vouchers_expiring: 'calendar',
  // A receipt and a refund are records of money: always sent.
  vouchers_bought: 'system',
  purchase_refunded: 'system',
  session_reminder: 'calendar',
  session_day_reminder: 'calendar',
  session_answer_reminder: 'no_action',
  invitation_reminder: 'no_action',
  // To the operator, who has no account settings here.
  feedback_problem: 'system',
  feedback_improvement: 'system',
  busy_calendar_failing: 'calendar',
  webhook_failing: 'calendar',
};

/** The channels a template goes out on; the message path writes one row per channel it can reach. */
export type Channel = 'email' | 'sms';

export function channelsOf(template: TemplateName): readonly Channel[] {
  const row: TemplateRow = TEMPLATES[template];
  return row.sms ? ['email', 'sms'] : ['email'];
}

export function isTemplateName(value: string): value is TemplateName {
  return Object.hasOwn(TEMPLATES, value);
}

/** Looks a template text up: the variant's own when it has one, else the section's. */
function textOf(section: string, language: Language, data: Record<string, string>) {
  const variant = data.variant ? `${section}.variants.${data.variant}.` : null;
  return (part: string) => {
    if (variant) {
      const key = `${variant}${part}`;
      const found = translate(language, 'emails', key, data);
      if (found !== key) return found;
    }
    return translate(language, 'emails', `${section}.${part}`, data);
  };
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
  const text = textOf(section, language, data);
  const url = data.url;
  if (!url) throw new Error(`E-mail template "${template}" needs data.url`);
  const name = greetsByName ? data.name?.trim() : undefined;
  return {
    lang: language,
    subject: text('subject'),
    greeting: name ? t('layout.greeting', { name }) : t('layout.greeting_anonymous'),
    intro: text('intro'),
    details: (row.details ?? []).flatMap((key) => {
      const value = data[key]?.trim();
      return value ? [{ label: t(`event_details.${key}`), value }] : [];
    }),
    action: { label: text('action'), url },
    linkFallback: t('layout.link_fallback'),
    outro: text('outro'),
    signature: t('layout.signature'),
    footer: t('layout.footer'),
    ...(unsubscribeUrl ? { unsubscribe: { label: t('layout.unsubscribe'), url: unsubscribeUrl } } : {}),
  };
}

/** The text message of a template with an SMS form: a short label (the outbox subject) and one line. */
export function smsContent(
  template: TemplateName,
  language: Language,
  data: Record<string, string>,
): { label: string; text: string } {
  const row: TemplateRow = TEMPLATES[template];
  if (!row.sms) throw new Error(`Template "${template}" has no SMS form`);
  const text = textOf(row.section, language, data);
  return { label: text('sms_label'), text: text('sms') };
}
