/** The public professional profile `@{username}` and its not-public page. */
export { PublicProfilePage } from './public-profile-page.tsx';
export { ProfileNotPublicPage } from './profile-not-public-page.tsx';
