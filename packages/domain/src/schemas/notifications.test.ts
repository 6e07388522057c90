import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_SETTINGS,
  notificationSettings,
  notificationSettingsBody,
  unsubscribeBody,
  unsubscribeQuery,
} from './notifications.ts';

const ALL_ON: Record<string, unknown> = {
  ...Object.fromEntries(NOTIFICATION_SETTINGS.map((setting) => [setting, true])),
  booking_updates: 'at_once',
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('notificationSettings', () => {
  it('takes exactly the five settings of docs/product/entities-and-states.md#notification-settings as booleans, and how bookings are told', () => {
    expect(notificationSettings.parse(ALL_ON)).toEqual(ALL_ON);
    expect(Object.keys(notificationSettings.shape)).toEqual([...NOTIFICATION_SETTINGS, 'booking_updates']);
    expect(notificationSettings.safeParse({ ...ALL_ON, booking_updates: 'weekly' }).success).toBe(false);
  });

  it('keeps the stored booking updates when a body leaves them out', () => {
    const { booking_updates: _left, ...rest } = ALL_ON;
    expect(notificationSettingsBody.parse(rest)).toEqual(rest);
    expect(notificationSettings.safeParse(rest).success).toBe(false);
  });

  it('names a missing setting as required and a wrong one as invalid', () => {
    const { newsletter: _missing, ...rest } = ALL_ON;
    expect(messages(notificationSettings.safeParse({ ...rest, app_updates: 'yes' }))).toEqual({
      newsletter: 'validation.required',
      app_updates: 'validation.invalid',
    });
  });

  it('refuses settings that do not exist (system mails cannot be turned off)', () => {
    expect(notificationSettings.safeParse({ ...ALL_ON, system: false }).success).toBe(false);
  });
});

describe('unsubscribe input', () => {
  it('takes the token in the query or the body, or no body at all', () => {
    expect(unsubscribeQuery.parse({ token: 'a.b.c' })).toEqual({ token: 'a.b.c' });
    expect(unsubscribeBody.parse({ token: 'a.b.c' })).toEqual({ token: 'a.b.c' });
    expect(unsubscribeBody.parse(undefined)).toBeUndefined();
    expect(unsubscribeBody.parse(null)).toBeNull();
    // The RFC 8058 form field is accepted and dropped.
    expect(unsubscribeBody.parse({ 'List-Unsubscribe': 'One-Click' })).toEqual({});
  });

  it('refuses an empty or oversized token', () => {
    expect(messages(unsubscribeBody.safeParse({ token: '' }))).toEqual({ token: 'validation.required' });
    expect(messages(unsubscribeQuery.safeParse({ token: 'x'.repeat(2049) }))).toEqual({
      token: 'validation.too_long',
    });
  });
});
