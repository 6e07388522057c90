import type { AuthResult, Theme } from '@sessionbook/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { calendarPath, safeRedirect } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * Stores the session and leaves the auth screen: to the `redirect` query when it is a same-origin
 * path, else to the calendar. The account's theme decides, except when the visitor came through a
 * professional page (stored theme, or the theme of the screen) and has a professional profile.
 */
export function useFinishSignIn(): (result: AuthResult, screenTheme?: Theme) => void {
  const { signIn, setTheme, theme: storedTheme } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  return (result, screenTheme) => {
    const wanted = screenTheme ?? storedTheme;
    const theme: Theme =
      wanted === 'professional' && result.user.professional ? 'professional' : result.user.theme;
    signIn(result);
    if (theme !== result.user.theme) {
      // Best effort: the calendar opens in the chosen theme either way.
      setTheme(theme).catch(() => undefined);
    }
    navigate(safeRedirect(params.get('redirect')) ?? calendarPath(theme), { replace: true });
  };
}
