/**
 * The waitlist mode a new class starts with (docs/product/rules.md#waitlist-modes;
 * `POST professional/profile/waitlist-mode`). Saved when chosen; classes already planned keep theirs.
 */
import { WAITLIST_MODES, type ProfessionalProfile, type WaitlistMode } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../components/form/index.ts';
import { Card } from '../../components/ui/index.ts';
import { PROFESSIONAL_PROFILE_KEY, professionalProfileApi } from '../../lib/professional-profile-api.ts';
import { useToast } from '../../lib/toast.tsx';
import { useWaitlistModeLabel } from '../../lib/waitlist-mode-text.ts';

export function WaitlistModeCard({ profile }: { profile: ProfessionalProfile }) {
  const { t } = useTranslation('people');
  const toast = useToast();
  const queryClient = useQueryClient();
  const modeLabel = useWaitlistModeLabel();
  // The choice shows at once: the mutation's own pending state arrives a render later, and the radio
  // went back to the saved mode for that render (a flicker; a journey's check() saw it unchecked).
  const [chosen, setChosen] = useState<WaitlistMode | null>(null);
  const save = useMutation({
    mutationFn: professionalProfileApi.setWaitlistMode,
    onSuccess: (mode) => {
      queryClient.setQueryData<ProfessionalProfile>(PROFESSIONAL_PROFILE_KEY, (old) =>
        old ? { ...old, waitlist_mode: mode } : old,
      );
      setChosen(null);
      toast.success('people:settings.waitlist_saved');
    },
    onError: (error) => {
      setChosen(null);
      toast.error(error);
    },
  });

  return (
    <Card as="section" className="pro-profile__card" aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading" className="people__heading">
        {t('settings.waitlist_heading')}
      </h2>
      <p className="muted">{t('settings.waitlist_lead')}</p>
      <RadioGroup<WaitlistMode>
        legend={t('settings.waitlist_legend')}
        choices={WAITLIST_MODES}
        label={modeLabel}
        value={chosen ?? profile.waitlist_mode}
        input={{
          name: 'waitlist-mode',
          disabled: save.isPending,
          onChange: (event) => {
            const chosen = event.currentTarget.value;
            const mode = WAITLIST_MODES.find((choice) => choice === chosen);
            if (!mode) return;
            setChosen(mode);
            save.mutate(mode);
          },
        }}
      />
    </Card>
  );
}
