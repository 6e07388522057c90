/**
 * The namespaces of packages/i18n the app reads. All of one language's are fetched at start as one
 * chunk (language-catalogs.ts builds it), so the first-load script names five chunks, not one per
 * namespace and language.
 */
export const APP_NAMESPACES = [
  'common',
  'app',
  'auth',
  'book',
  'people',
  'calendar',
  'schedule',
  'widgets',
  'booking',
  'notifications',
  'vouchers',
  'account',
  'reports',
  'integrations',
  'busy',
  'embed',
] as const;
