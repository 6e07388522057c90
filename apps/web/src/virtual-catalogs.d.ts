/** One language's catalogs, every namespace of APP_NAMESPACES (language-catalogs.ts). */
declare module 'virtual:catalogs/*' {
  import type { Messages } from '@sessionbook/i18n';
  const catalogs: Record<string, Messages>;
  export default catalogs;
}
