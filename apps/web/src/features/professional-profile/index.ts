/** The professional's profile settings screen. */
export { ProfessionalProfilePage } from './professional-profile-page.tsx';
