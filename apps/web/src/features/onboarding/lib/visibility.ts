/**
 * When onboarding shows (docs/product/screens.md#onboarding, issue 25): a signed-in professional on a
 * professional route
 * whose profile is not onboarded. Whether it is done lives on the account (`professional.onboarded`,
 * set by `PUT profile/onboarding`), never on the device, so a second professional on the same phone
 * gets their own onboarding. Skipping it, or finishing it before the session user says so, hides it for
 * the rest of this page's life only (docs/decisions/0016-onboarding.md, 0035).
 */
import type { SessionUser } from '@sessionbook/domain';
import { isProfessionalPath } from '../../../lib/paths.ts';

export interface OnboardingContext {
  isAuthenticated: boolean;
  user: SessionUser | null;
  pathname: string;
  /** The user skipped or finished it during this visit. */
  closed: boolean;
}

export function shouldShowOnboarding(context: OnboardingContext): boolean {
  const professional = context.user?.professional;
  return (
    context.isAuthenticated &&
    isProfessionalPath(context.pathname) &&
    professional !== null &&
    professional !== undefined &&
    !professional.onboarded &&
    !context.closed
  );
}

/** Users who skipped or finished onboarding during this visit (module state: it ends with the page). */
const closedUsers = new Set<string>();
export const hasClosed = (userId: string | undefined): boolean =>
  userId !== undefined && closedUsers.has(userId);
export const markClosed = (userId: string): void => {
  closedUsers.add(userId);
};
