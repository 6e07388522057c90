import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';

/**
 * The notification settings of docs/product/entities-and-states.md#notification-settings, in the order the
 * settings page shows them. System
 * mails (activation, password reset, invitation, e-mail change) ignore them: they cannot be turned off.
 */
export const NOTIFICATION_SETTINGS = [
  'email_notifications',
  'sms_notifications',
  'newsletter',
  'app_updates',
  'no_action_reminders',
] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];

const setting = z.boolean({ error: (issue) => (issue.input === undefined ? M.required : M.invalid) });

/**
 * How a professional hears of new bookings, slot claims and accepted sessions (issue 24, decision
 * 0029): one e-mail each at once, or one summary a day. Cancellations and declines always come at once.
 */
export const BOOKING_UPDATES = ['at_once', 'daily'] as const;
export type BookingUpdates = (typeof BOOKING_UPDATES)[number];

/** Reply data of `GET profile/notifications` and the form's values: the five switches and how bookings are told. */
export const notificationSettings = z.strictObject({
  email_notifications: setting,
  sms_notifications: setting,
  newsletter: setting,
  app_updates: setting,
  no_action_reminders: setting,
  booking_updates: z.enum(BOOKING_UPDATES, {
    error: (issue) => (issue.input === undefined ? M.required : M.invalid),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/**
 * Body of `PUT profile/notifications`: every switch; `booking_updates` may be left out (an app from
 * before it existed), which keeps the stored choice.
 */
export const notificationSettingsBody = notificationSettings.extend({
  booking_updates: notificationSettings.shape.booking_updates.optional(),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;

/** A signed unsubscribe token as it travels in a link; its signature is checked by the server. */
const unsubscribeToken = z
  .string({ error: M.invalid })
  .min(1, { error: M.required })
  .max(2048, { error: M.tooLong });

/** Query of `POST newsletter/unsubscribe`: the one-click link of a mail carries the token here. */
export const unsubscribeQuery = z.object({ token: unsubscribeToken.optional() });
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;

/**
 * Body of `POST newsletter/unsubscribe`: `{ token }` from the unsubscribe page, or nothing (or the
 * RFC 8058 form field `List-Unsubscribe=One-Click`, which is not kept) when the token is in the query.
 */
export const unsubscribeBody = z.object({ token: unsubscribeToken.optional() }).nullish();
export type UnsubscribeBody = z.input<typeof unsubscribeBody>;

/** Reply data of `POST newsletter/unsubscribe`: the setting the link turned off. */
export const unsubscribeResult = z.object({ setting: z.enum(NOTIFICATION_SETTINGS) });
export type UnsubscribeResult = z.infer<typeof unsubscribeResult>;
