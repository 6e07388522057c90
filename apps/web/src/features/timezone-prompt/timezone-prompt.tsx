/**
 * The time-zone prompt (docs/product/screens.md#overlays and docs/product/rules.md#time-zone-prompt), an
 * overlay of every screen for signed-in users.
 * It remembers the device's zone; then, unless the user opted out or was asked less than a week ago,
 * it saves the device's zone silently over the default UTC (and reloads), or asks whether to switch
 * when the device would show other times than the account. It waits while onboarding is due, so the
 * two dialogs never stack. The dialog's code loads only when there is something to ask.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { deviceTimeZone } from '../../lib/device-time-zone.ts';
import { useSession } from '../../lib/session.tsx';
import { updateSession } from '../../lib/session-store.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { updateTimeZone } from './api/update-time-zone.ts';
import { reloadPage } from './reload-page.ts';
import { decidePrompt, onboardingPending, OPTED_OUT, parseStoredTime, type PromptDecision } from './rules.ts';

const TimezoneDialog = lazy(() =>
  import('./timezone-dialog.tsx').then((module) => ({ default: module.TimezoneDialog })),
);

/** Pages where a signed-in user is only passing through (sign-in redirects away at once). */
const PASSING_THROUGH = /^(\/professional)?\/auth\//;

export function TimezonePrompt() {
  const { user, isAuthenticated } = useSession();
  const { pathname } = useLocation();
  const [offered, setOffered] = useState<string | null>(null);
  // One silent save per page life: a failed save is not retried in a loop.
  const saving = useRef(false);
  // One decision per user and page life. A zone that changes afterwards was chosen (in settings, or on
  // another device and heard live): asking to undo it would be wrong (issue 24).
  const decidedFor = useRef<string | null>(null);

  const waiting = !isAuthenticated || !user || PASSING_THROUGH.test(pathname);
  const onboarding = !!user && onboardingPending(user, pathname);
  const userZone = user?.timezone;
  const userId = user?.id;

  useEffect(() => {
    const detected = deviceTimeZone();
    // docs/product/entities-and-states.md#local-storage: the detected zone is remembered.
    if (detected) writeStored(STORAGE_KEYS.detectedTimezone, detected);
    // What was decided, on the page: a journey that expects no question waits for this, not for time.
    const mark = (state: 'waiting' | PromptDecision['action']) => {
      document.documentElement.dataset.timezonePrompt = state;
    };
    if (waiting || !userZone || !userId) return mark('waiting');
    if (saving.current || decidedFor.current === userId) return;
    // Onboarding defers the decision; it is made once onboarding is done.
    if (!onboarding) decidedFor.current = userId;
    const decision = decidePrompt({
      userZone,
      detected,
      optedOut: readStored(STORAGE_KEYS.noTimezoneUpdates) === OPTED_OUT,
      lastSuggestedAt: parseStoredTime(readStored(STORAGE_KEYS.timezoneSuggestedAt)),
      onboardingPending: onboarding,
      now: new Date(),
    });
    setOffered(decision.action === 'ask' ? decision.zone : null);
    mark(decision.action);
    if (decision.action === 'save') {
      saving.current = true;
      updateTimeZone(decision.zone)
        .then((saved) => {
          updateSession({ user: saved });
          reloadPage();
        })
        // Offline or refused: the account keeps UTC until the next visit tries again.
        .catch(() => undefined);
    }
  }, [waiting, onboarding, userZone, userId]);

  if (!offered || !user || waiting || onboarding) return null;
  return (
    <Suspense fallback={null}>
      <TimezoneDialog currentZone={user.timezone} offeredZone={offered} onDone={() => setOffered(null)} />
    </Suspense>
  );
}
