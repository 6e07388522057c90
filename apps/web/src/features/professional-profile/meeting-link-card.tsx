/**
 * The professional's own meeting room (docs/product/rules.md#online-sessions;
 * `POST professional/profile/meeting-link`): online sessions made from now on use it instead of a room
 * each. Left empty, every online session gets a room of its own.
 */
import { meetingLinkBody, MEETING_LINK_MAX, type ProfessionalProfile } from '@sessionbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../components/form/index.ts';
import { Card } from '../../components/ui/index.ts';
import { PROFESSIONAL_PROFILE_KEY, professionalProfileApi } from '../../lib/professional-profile-api.ts';

export function MeetingLinkCard({ profile }: { profile: ProfessionalProfile }) {
  const { t } = useTranslation('people');
  const queryClient = useQueryClient();
  const form = useSchemaForm(meetingLinkBody, { link: profile.meeting_link ?? '' }, { followServer: true });
  const { register, formState } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => professionalProfileApi.setMeetingLink(values.link),
    fields: ['link'],
    success: 'people:settings.meeting_link_saved',
    onSuccess: (link) => {
      queryClient.setQueryData<ProfessionalProfile>(PROFESSIONAL_PROFILE_KEY, (old) =>
        old ? { ...old, meeting_link: link } : old,
      );
      form.reset({ link: link ?? '' });
    },
  });

  return (
    <Card as="section" className="pro-profile__card" aria-labelledby="meeting-link-heading">
      <h2 id="meeting-link-heading" className="people__heading">
        {t('settings.meeting_link_heading')}
      </h2>
      <p className="muted">{t('settings.meeting_link_lead')}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('settings.meeting_link_label')}
          hint={t('settings.meeting_link_hint')}
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={MEETING_LINK_MAX}
          error={formState.errors.link}
          {...register('link')}
        />
        <FormError errors={formState.errors} submitted={formState.isSubmitted} />
        <SubmitButton busy={busy}>{t('settings.meeting_link_save')}</SubmitButton>
      </form>
    </Card>
  );
}
