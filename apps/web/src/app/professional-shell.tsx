/**
 * The professional's app shell with the schedule dialogs wired in. The shell's create button and the
 * calendar's detail dialogs open them through lib/schedule-context.ts; features never import one
 * another, so this composition root is where the shell and the schedule's provider meet.
 */
import { ScheduleProvider } from '../features/schedule/index.ts';
import { AppShell } from '../features/shell/index.ts';
import { useSession } from '../lib/session.tsx';

export function ProfessionalShell() {
  const { isAuthenticated } = useSession();
  const shell = <AppShell theme="professional" />;
  // Only a signed-in professional creates or edits: a visitor on a public route gets no provider.
  return isAuthenticated ? <ScheduleProvider>{shell}</ScheduleProvider> : shell;
}
