/**
 * Onboarding's Finish (docs/product/screens.md#onboarding): save the preferences, create the first event,
 * mark the profile
 * onboarded (on the account: no flag on the device, issue 25); then the dialog closes, the session
 * user is refreshed and the calendar opens on the event's day. A failure is a toast and the dialog
 * stays open; trying again never creates the first event twice.
 */
import { wallTimeIn, type ProfessionalEventEntry } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { calendarPath } from '../../lib/paths.ts';
import { invalidateSchedule } from '../../lib/schedule-keys.ts';
import { useSession } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import { completeOnboarding } from './api/complete-onboarding.ts';
import { createFirstEvent } from './api/create-first-event.ts';
import { savePreferences } from './api/save-preferences.ts';
import { firstEventPayload, preferencesPayload, type OnboardingValues } from './lib/onboarding-steps.ts';

/** The calendar on the event's day, showing events (lib/paths + the calendar's URL state). */
export const calendarOnDay = (date: string): string =>
  `${calendarPath('professional')}?${new URLSearchParams({ mode: 'events', date }).toString()}`;

export function useFinishOnboarding({
  userId,
  timeZone,
  onClose,
}: {
  userId: string;
  timeZone: string;
  /** Closes the dialog (the account is onboarded now). */
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { refreshUser } = useSession();
  // Made on an earlier try whose later call failed: kept, not made again.
  const created = useRef<ProfessionalEventEntry | null>(null);

  const mutation = useMutation({
    mutationFn: async (values: OnboardingValues) => {
      await savePreferences(preferencesPayload(userId, values));
      created.current ??= await createFirstEvent(firstEventPayload(values, timeZone));
      void invalidateSchedule(queryClient);
      await completeOnboarding();
      return wallTimeIn(new Date(created.current.start_time), timeZone).date;
    },
    onSuccess: (date) => {
      onClose();
      void refreshUser().catch(() => undefined);
      navigate(calendarOnDay(date));
      toast.success('onboarding.finished');
    },
    onError: (error) => toast.error(error),
  });
  return { finish: mutation.mutate, pending: mutation.isPending };
}
