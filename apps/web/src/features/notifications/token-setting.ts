import { NOTIFICATION_SETTINGS, type NotificationSetting } from '@sessionbook/domain';

/**
 * The setting an unsubscribe link names, read from its token without checking the signature: only to
 * word the question before the user confirms. The server checks the token; null when unreadable.
 */
export function settingOfToken(token: string): NotificationSetting | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const setting: unknown = (JSON.parse(json) as { setting?: unknown }).setting;
    return (NOTIFICATION_SETTINGS as readonly unknown[]).includes(setting)
      ? (setting as NotificationSetting)
      : null;
  } catch {
    return null;
  }
}
