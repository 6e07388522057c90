/**
 * Mounted by the professional shell (app/professional-shell.tsx): shows the onboarding dialog when
 * lib/visibility.ts says so. The dialog's code loads only then, so professionals who are done with it
 * never download it.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { hasSkipped, isDoneLocally, markSkipped, shouldShowOnboarding } from './lib/visibility.ts';

const OnboardingDialog = lazy(() =>
  import('./onboarding-dialog.tsx').then((module) => ({ default: module.OnboardingDialog })),
);

export function OnboardingGate() {
  const { user, isAuthenticated } = useSession();
  const { pathname } = useLocation();
  // Read once: the flag is written while finishing, and the dialog must stay until it closes itself.
  const [doneLocally, setDoneLocally] = useState(isDoneLocally);
  const [, setSkips] = useState(0);
  const show = shouldShowOnboarding({
    isAuthenticated,
    user,
    pathname,
    doneLocally,
    skipped: hasSkipped(user?.id),
  });
  if (!show || !user) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingDialog
        user={user}
        onSkip={() => {
          markSkipped(user.id);
          setSkips((count) => count + 1);
        }}
        onFinished={() => setDoneLocally(true)}
      />
    </Suspense>
  );
}
