import type { AuthResult, Theme } from '@sessionbook/domain';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router';
import { calendarPath, professionalsPath, safeRedirect } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import {
  acceptInviteForSession,
  clearInviteSlug,
  keepSlugAfter,
  readInviteSlug,
} from '../invite/accept-invite.ts';

/**
 * Stores the session and leaves the auth screen: to the `redirect` query when it is a same-origin
 * path, else to the calendar. The account's theme decides, except when the visitor came through a
 * professional page (stored theme, or the theme of the screen) and has a professional profile.
 *
 * A pending invitation (a slug stored by `invite/{slug}`) is accepted first, before the session is
 * stored, and the user lands on `/professionals` with the professional confirmed. If that fails the
 * error shows as a toast and sign-in finishes as usual.
 */
export function useFinishSignIn(): (result: AuthResult, screenTheme?: Theme) => void {
  const { signIn, setTheme, theme: storedTheme } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();

  const finish = (result: AuthResult, screenTheme?: Theme) => {
    const wanted = screenTheme ?? storedTheme;
    const theme: Theme =
      wanted === 'professional' && result.user.professional ? 'professional' : result.user.theme;
    signIn(result);
    if (theme !== result.user.theme) {
      // Best effort: the calendar opens in the chosen theme either way.
      setTheme(theme).catch(() => undefined);
    }
    void navigate(safeRedirect(params.get('redirect')) ?? calendarPath(theme), { replace: true });
  };

  return (result, screenTheme) => {
    const slug = readInviteSlug();
    if (!slug) {
      finish(result, screenTheme);
      return;
    }
    acceptInviteForSession(result, slug).then(
      (accepted) => {
        clearInviteSlug();
        // The guest-only guard reacts to the stored session by sending the user to the calendar;
        // rendering that synchronously first lets the navigation below be the last word.
        flushSync(() => signIn(accepted));
        void queryClient.invalidateQueries({ queryKey: ['professionals'] });
        toast.success('people:invite.accepted');
        void navigate(professionalsPath(), { replace: true });
      },
      (error: unknown) => {
        if (!keepSlugAfter(error)) clearInviteSlug();
        toast.error(error);
        finish(result, screenTheme);
      },
    );
  };
}
