/** Auth screens; the router imports exactly these names. */
export { SignInPage } from './sign-in-page.tsx';
export { SignUpPage } from './sign-up-page.tsx';
export { CheckEmailPage } from './check-email-page.tsx';
export { ActivatePage } from './activate-page.tsx';
export { ForgotPage } from './forgot-page.tsx';
export { ResetPage } from './reset-page.tsx';
export { EmailVerifyPage } from './email-verify-page.tsx';
