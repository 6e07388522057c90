/** The invitation link route and the pending-invite step of sign-in. */
export { InvitePage } from './invite-page.tsx';
