/** Where this feature's screens live in each theme (docs/product/screens.md#links-open-in-their-role: profile children per theme). */
import type { Theme } from '@sessionbook/domain';

export const notificationSettingsPath = (theme: Theme): string =>
  theme === 'professional' ? '/professional/profile/notifications' : '/profile/edit/notifications';

export const personalProfilePath = (theme: Theme): string =>
  theme === 'professional' ? '/professional/profile/personal' : '/profile/edit/personal';
