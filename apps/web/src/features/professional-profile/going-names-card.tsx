/**
 * Whether the professional's connected clients see the first names of who is going to a group class,
 * or only how many (decision 0027; `POST professional/profile/going-names`). Saved when switched.
 */
import type { ProfessionalProfile } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/index.ts';
import { useToast } from '../../lib/toast.tsx';
import { PROFESSIONAL_PROFILE_KEY, professionalProfileApi } from '../../lib/professional-profile-api.ts';
import { SwitchRow } from './switch-row.tsx';

export function GoingNamesCard({ profile }: { profile: ProfessionalProfile }) {
  const { t } = useTranslation('people');
  const toast = useToast();
  const queryClient = useQueryClient();
  const shown = useMutation({
    mutationFn: professionalProfileApi.setGoingNames,
    onSuccess: (showGoingNames) => {
      queryClient.setQueryData<ProfessionalProfile>(PROFESSIONAL_PROFILE_KEY, (old) =>
        old ? { ...old, show_going_names: showGoingNames } : old,
      );
      toast.success(showGoingNames ? 'people:settings.going_now_on' : 'people:settings.going_now_off');
    },
    onError: (error) => toast.error(error),
  });

  return (
    <Card as="section" className="pro-profile__card" aria-labelledby="going-heading">
      <h2 id="going-heading" className="people__heading">
        {t('settings.going_heading')}
      </h2>
      <SwitchRow
        label={t('settings.going_switch')}
        hint={t(profile.show_going_names ? 'settings.going_on' : 'settings.going_off')}
        checked={profile.show_going_names}
        busy={shown.isPending}
        onToggle={() => shown.mutate(!profile.show_going_names)}
      />
    </Card>
  );
}
