import { accountRoutes } from '../modules/account/routes.ts';
import { apiTokenRoutes } from '../modules/auth/api-token-routes.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { busyTimeRoutes } from '../modules/busy-times/routes.ts';
import { googleSignInRoutes } from '../modules/auth/google-routes.ts';
import { calendarFeedRoutes } from '../modules/calendar-feed/routes.ts';
import { clientCalendarRoutes } from '../modules/client-calendar/routes.ts';
import { clientRoutes } from '../modules/clients/routes.ts';
import { embedRoutes } from '../modules/embed/routes.ts';
import { eventRoutes } from '../modules/events/routes.ts';
import { exportRoutes } from '../modules/exports/routes.ts';
import { feedbackRoutes } from '../modules/feedback/routes.ts';
import { groupRoutes } from '../modules/groups/routes.ts';
import { guestRoutes } from '../modules/guest/routes.ts';
import { importRoutes } from '../modules/imports/routes.ts';
import { inviteLinkRoutes } from '../modules/invite-link/routes.ts';
import { liveRoutes } from '../modules/live/routes.ts';
import { paymentRoutes } from '../modules/payments/routes.ts';
import { notificationRoutes } from '../modules/notifications/routes.ts';
import { onboardingRoutes } from '../modules/onboarding/routes.ts';
import { professionalsRoutes } from '../modules/professionals/routes.ts';
import { profileRoutes } from '../modules/profile/routes.ts';
import { publicProfileRoutes } from '../modules/public-profile/routes.ts';
import { registrationRoutes } from '../modules/bookings/routes.ts';
import { reportRoutes } from '../modules/reports/routes.ts';
import { slotRoutes } from '../modules/slots/routes.ts';
import { systemRoutes } from '../modules/system/routes.ts';
import { voucherPackRoutes } from '../modules/vouchers/pack-routes.ts';
import { voucherRoutes } from '../modules/vouchers/routes.ts';
import { webhookRoutes } from '../modules/webhooks/routes.ts';
import type { ApiModule } from '../core/api-module.ts';

/**
 * Every API module, mounted under `/api` in this order. A feature adds its routes with one line here.
 */
export const apiModules: ApiModule[] = [
  systemRoutes,
  authRoutes,
  googleSignInRoutes,
  profileRoutes,
  notificationRoutes,
  onboardingRoutes,
  professionalsRoutes,
  guestRoutes,
  publicProfileRoutes,
  clientRoutes,
  groupRoutes,
  inviteLinkRoutes,
  eventRoutes,
  slotRoutes,
  busyTimeRoutes,
  registrationRoutes,
  clientCalendarRoutes,
  calendarFeedRoutes,
  voucherRoutes,
  voucherPackRoutes,
  paymentRoutes,
  reportRoutes,
  importRoutes,
  exportRoutes,
  embedRoutes,
  apiTokenRoutes,
  webhookRoutes,
  accountRoutes,
  feedbackRoutes,
  liveRoutes,
];
