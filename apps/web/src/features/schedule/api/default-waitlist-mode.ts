import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PROFESSIONAL_PROFILE_KEY, professionalProfileApi } from '../../../lib/professional-profile-api.ts';
import type { ClassFormValues } from '../model/form-values.ts';

/**
 * A new class starts with the professional's default waitlist mode (docs/product/rules.md#waitlist-modes):
 * set once the profile is read, unless the professional already chose one in the form. An edit keeps
 * the class's own mode.
 */
export function useDefaultWaitlistMode(form: UseFormReturn<ClassFormValues>, editing: boolean): void {
  const profile = useQuery({
    queryKey: PROFESSIONAL_PROFILE_KEY,
    queryFn: professionalProfileApi.get,
    enabled: !editing,
  });
  const mode = profile.data?.waitlist_mode;
  useEffect(() => {
    if (editing || !mode || form.getFieldState('waitlist_mode').isDirty) return;
    form.setValue('waitlist_mode', mode);
  }, [editing, form, mode]);
}
