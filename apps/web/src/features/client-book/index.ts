export { ClientBookPage } from './client-book-page.tsx';
export { ClientProfilePage } from './client-profile-page.tsx';
export { GroupOverviewPage } from './group-overview-page.tsx';
