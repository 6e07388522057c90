/** Notification settings (spec section 3), the calendar feed and the unsubscribe page. */
export { NotificationsPage } from './notifications-page.tsx';
export { UnsubscribePage } from './unsubscribe-page.tsx';
