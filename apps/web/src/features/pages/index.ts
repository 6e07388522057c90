/** Stand-alone pages; the router imports exactly these names. */
// The not-found page lives in components/ (the public profile shows it too); the router still loads it
// with this family, so one request brings the pages a lost visitor is likely to see.
export { NotFoundPage } from '../../components/standalone-page/not-found-page.tsx';
export { ErrorPage } from './error-page.tsx';
export { ByePage } from './bye-page.tsx';
export { PrivacyPage } from './privacy-page.tsx';
export { TermsPage } from './terms-page.tsx';
