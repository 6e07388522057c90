/**
 * When onboarding shows (spec section 4): a signed-in professional on a professional route, the local
 * onboarding-done flag not true, and the profile not onboarded. Skipping it hides it for the rest of
 * this page's life only (docs/decisions/0016-onboarding.md), so it shows again on the next visit.
 */
import type { SessionUser } from '@sessionbook/domain';
import { isProfessionalPath } from '../../../lib/paths.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';

export interface OnboardingContext {
  isAuthenticated: boolean;
  user: SessionUser | null;
  pathname: string;
  /** The local onboarding-done flag (spec section 3) is "true". */
  doneLocally: boolean;
  /** The user skipped it during this visit. */
  skipped: boolean;
}

export function shouldShowOnboarding(context: OnboardingContext): boolean {
  const professional = context.user?.professional;
  return (
    context.isAuthenticated &&
    isProfessionalPath(context.pathname) &&
    professional !== null &&
    professional !== undefined &&
    !professional.onboarded &&
    !context.doneLocally &&
    !context.skipped
  );
}

export const isDoneLocally = (): boolean => readStored(STORAGE_KEYS.onboardingDone) === 'true';
export const markDoneLocally = (): void => writeStored(STORAGE_KEYS.onboardingDone, 'true');

/** Users who skipped onboarding during this visit (module state: it ends with the page). */
const skippedUsers = new Set<string>();
export const hasSkipped = (userId: string | undefined): boolean =>
  userId !== undefined && skippedUsers.has(userId);
export const markSkipped = (userId: string): void => {
  skippedUsers.add(userId);
};
