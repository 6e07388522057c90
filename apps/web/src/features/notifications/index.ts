/** Notification settings (docs/product/entities-and-states.md#notification-settings), the calendar feed and the unsubscribe page. */
export { NotificationsPage } from './notifications-page.tsx';
export { UnsubscribePage } from './unsubscribe-page.tsx';
