export { ExportsPage } from './exports-page.tsx';
