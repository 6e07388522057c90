/** Stand-alone pages; the router imports exactly these names. */
export { NotFoundPage } from './not-found-page.tsx';
export { ErrorPage } from './error-page.tsx';
export { ByePage } from './bye-page.tsx';
export { PrivacyPage } from './privacy-page.tsx';
export { TermsPage } from './terms-page.tsx';
