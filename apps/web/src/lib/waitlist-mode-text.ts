/**
 * How a waitlist mode is said, in one sentence (docs/product/rules.md#waitlist-modes): the class form
 * and the profile's default both offer the three modes with these words.
 */
import { WAITLIST_OFFER_HOLD_MINUTES, type WaitlistMode } from '@sessionbook/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useWaitlistModeLabel(): (mode: WaitlistMode) => string {
  const { t } = useTranslation('schedule');
  return useCallback(
    (mode: WaitlistMode) => t(`waitlist_modes.${mode}`, { hours: WAITLIST_OFFER_HOLD_MINUTES / 60 }),
    [t],
  );
}
