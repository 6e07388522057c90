/**
 * Mounted by the professional shell (app/professional-shell.tsx): shows the onboarding dialog when
 * lib/visibility.ts says so. The dialog's code loads only then, so professionals who are done with it
 * never download it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { hasClosed, markClosed, shouldShowOnboarding } from './lib/visibility.ts';

const OnboardingDialog = lazy(() =>
  import('./onboarding-dialog.tsx').then((module) => ({ default: module.OnboardingDialog })),
);

export function OnboardingGate() {
  const { user, isAuthenticated } = useSession();
  const { pathname } = useLocation();
  const [, setCloses] = useState(0);
  const show =
    shouldShowOnboarding({ isAuthenticated, user, pathname, closed: hasClosed(user?.id) }) && !!user;
  // What was decided, on the page (the dialog itself comes later, with its code): a test that expects
  // no onboarding waits for this, not for time.
  useEffect(() => {
    document.documentElement.dataset.onboarding = show ? 'shown' : 'not-shown';
  }, [show]);
  if (!show || !user) return null;
  const close = () => {
    markClosed(user.id);
    setCloses((count) => count + 1);
  };
  return (
    <Suspense fallback={null}>
      <OnboardingDialog user={user} onSkip={close} onFinished={close} />
    </Suspense>
  );
}
