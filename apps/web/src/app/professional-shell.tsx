/**
 * The app shell of each area with the schedule dialogs wired in where the professional's navigation
 * shows. The shell's create button and the calendar's detail dialogs open them through
 * lib/schedule-context.ts; features never import one another, so this composition root is where the
 * shell and the schedule's provider meet. The onboarding overlay (features/onboarding) is mounted here
 * too. A signed-in user who lacks the area's role keeps the navigation of the role they have
 * (lib/roles.ts `drawnRole`), so a professional on a client page still has their create button.
 */
import type { Theme } from '@sessionbook/domain';
import type { ReactNode } from 'react';
import { OnboardingGate } from '../features/onboarding/index.ts';
import { ScheduleProvider } from '../features/schedule/index.ts';
import { AppShell } from '../features/shell/index.ts';
import { drawnRole } from '../lib/roles.ts';
import { useSession } from '../lib/session.tsx';

export function AreaShell({ area, children }: { area: Theme; children?: ReactNode }) {
  const { isAuthenticated, user } = useSession();
  const shell = <AppShell theme={area}>{children}</AppShell>;
  // Only a signed-in professional creates or edits: a visitor on a public route gets no provider.
  // Onboarding is the professional's overlay of docs/product/screens.md (it decides itself when to show).
  return isAuthenticated && drawnRole(area, user) === 'professional' ? (
    <ScheduleProvider>
      {shell}
      <OnboardingGate />
    </ScheduleProvider>
  ) : (
    shell
  );
}

export const ProfessionalShell = () => <AreaShell area="professional" />;
export const ClientShell = () => <AreaShell area="client" />;
