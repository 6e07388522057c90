export { ClientImportPage } from './client-import-page.tsx';
