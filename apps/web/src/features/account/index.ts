export { ProfileOverviewPage } from './profile-overview-page.tsx';
export { PersonalPage } from './personal-page.tsx';
export { SocialPage } from './social-page.tsx';
export { PasswordPage } from './password-page.tsx';
export { SettingsPage } from './settings-page.tsx';
