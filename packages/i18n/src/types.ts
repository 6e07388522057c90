export const NAMESPACES = [
  'common',
  'app',
  'auth',
  'book',
  'people',
  'emails',
  'site',
  'calendar',
  'schedule',
  'widgets',
  'booking',
  'notifications',
  'vouchers',
  'account',
  'reports',
  'integrations',
  'embed',
  'busy',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Messages = { [key: string]: string | Messages };
