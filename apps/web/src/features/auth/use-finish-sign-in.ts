import { safeAppPath, type AuthResult, type Theme } from '@sessionbook/domain';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router';
import {
  acceptInviteForSession,
  clearInviteSlug,
  keepSlugAfter,
  readInviteSlug,
} from '../../lib/accept-invite.ts';
import { calendarPath, professionalsPath } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import { takeRememberedRedirect } from './remembered-redirect.ts';

/**
 * Stores the session and leaves the auth screen: to the `redirect` query when it is a same-origin
 * path, else to the page remembered at sign-up (./remembered-redirect.ts), else to the calendar. The account's theme decides, except when the visitor came through a
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
    const asked = safeAppPath(params.get('redirect'));
    const remembered = takeRememberedRedirect();
    if (asked || !remembered) signIn(result);
    // The guest-only guard knows only the query's redirect: it renders first, so the remembered
    // page (from before sign-up and activation) is the last word.
    else flushSync(() => signIn(result));
    if (theme !== result.user.theme) {
      // Best effort: the calendar opens in the chosen theme either way.
      setTheme(theme).catch(() => undefined);
    }
    void navigate(asked ?? remembered ?? calendarPath(theme), { replace: true });
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
        takeRememberedRedirect(); // the invitation decides where this sign-in lands
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
