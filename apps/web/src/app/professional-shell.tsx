/**
 * The professional's app shell with the schedule dialogs wired in. The shell's create button and the
 * calendar's detail dialogs open them through lib/schedule-context.ts; features never import one
 * another, so this composition root is where the shell and the schedule's provider meet. The
 * onboarding overlay (features/onboarding) is mounted here too.
 */
import { OnboardingGate } from '../features/onboarding/index.ts';
import { ScheduleProvider } from '../features/schedule/index.ts';
import { AppShell } from '../features/shell/index.ts';
import { useSession } from '../lib/session.tsx';

export function ProfessionalShell() {
  const { isAuthenticated } = useSession();
  const shell = <AppShell theme="professional" />;
  // Only a signed-in professional creates or edits: a visitor on a public route gets no provider.
  // Onboarding is the professional's overlay of spec section 2 (it decides itself when to show).
  return isAuthenticated ? (
    <ScheduleProvider>
      {shell}
      <OnboardingGate />
    </ScheduleProvider>
  ) : (
    shell
  );
}
