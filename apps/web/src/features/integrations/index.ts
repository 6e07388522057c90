export { IntegrationsPage } from './integrations-page.tsx';
