/**
 * `/professional/profile/professional` (docs/product/screens.md#public-profile, profile: professional
 * details, social links,
 * public profile sharing): the details a client sees on `@{username}`, the public/private switch
 * (`POST profile/visible`) and the public link with a copy button, and beside it whether connected
 * clients see first names on who is going and the session lengths clients may book.
 */
import {
  professionalProfileBody,
  SOCIAL_NETWORKS,
  TEXT_AREA_MAX,
  type ProfessionalProfile,
} from '@sessionbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../components/form/index.ts';
import { Button, Card, PageTitle } from '../../components/ui/index.ts';
import { useCopyToClipboard } from '../../components/ui/use-copy-to-clipboard.ts';
import { publicProfilePath } from '../../lib/paths.ts';
import { useToast } from '../../lib/toast.tsx';
import { GoingNamesCard } from './going-names-card.tsx';
import { PROFESSIONAL_PROFILE_KEY, professionalProfileApi } from '../../lib/professional-profile-api.ts';
import { SessionLengthsCard } from './session-lengths-card.tsx';
import { SwitchRow } from './switch-row.tsx';
import { WaitlistModeCard } from './waitlist-mode-card.tsx';
import { MeetingLinkCard } from './meeting-link-card.tsx';
import { TextAreaBase } from '../../components/widgets/index.ts';
import './professional-profile.css';

const LINK_FIELDS = ['website', ...SOCIAL_NETWORKS] as const;
const FIELDS = ['full_name', 'speciality', 'location', 'description', ...LINK_FIELDS] as const;

export function ProfessionalProfilePage() {
  const { t } = useTranslation('people');
  const profile = useQuery({ queryKey: PROFESSIONAL_PROFILE_KEY, queryFn: professionalProfileApi.get });
  return (
    <div className="pro-profile">
      <PageTitle title={t('settings.title')} subtitle={t('settings.lead')} />
      {profile.isPending && (
        <p role="status" className="muted">
          {t('settings.loading')}
        </p>
      )}
      {profile.isError && (
        <Card className="people__notice" role="alert">
          <p>{t('settings.load_failed')}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('list.retry')}
          </Button>
        </Card>
      )}
      {profile.data && (
        <>
          <VisibilityCard profile={profile.data} />
          <GoingNamesCard profile={profile.data} />
          <WaitlistModeCard profile={profile.data} />
          <MeetingLinkCard profile={profile.data} />
          <SessionLengthsCard />
          <DetailsForm profile={profile.data} />
        </>
      )}
    </div>
  );
}

function VisibilityCard({ profile }: { profile: ProfessionalProfile }) {
  const { t } = useTranslation('people');
  const toast = useToast();
  const queryClient = useQueryClient();
  const clipboard = useCopyToClipboard();
  const copied = clipboard.state === 'copied';
  const link = `${window.location.origin}${publicProfilePath(profile.username)}`;

  const visible = useMutation({
    mutationFn: professionalProfileApi.setVisible,
    onSuccess: (isPublic) => {
      queryClient.setQueryData<ProfessionalProfile>(PROFESSIONAL_PROFILE_KEY, (old) =>
        old ? { ...old, is_public: isPublic } : old,
      );
      toast.success(isPublic ? 'people:settings.now_public' : 'people:settings.now_private');
    },
    onError: (error) => toast.error(error),
  });

  const copy = async () => {
    if (!(await clipboard.copy(link))) toast.error('people:settings.copy_failed');
  };

  return (
    <Card as="section" className="pro-profile__card" aria-labelledby="visibility-heading">
      <h2 id="visibility-heading" className="people__heading">
        {t('settings.public_heading')}
      </h2>
      <SwitchRow
        label={t('settings.public_switch')}
        hint={t(profile.is_public ? 'settings.public_on' : 'settings.public_off')}
        checked={profile.is_public}
        busy={visible.isPending}
        onToggle={() => visible.mutate(!profile.is_public)}
      />
      <div className="pro-profile__link-row">
        <p className="pro-profile__link" id="public-link">
          <span className="visually-hidden">{t('settings.public_link')}: </span>
          {link}
        </p>
        <Button variant="secondary" onClick={() => void copy()} aria-describedby="public-link">
          {copied ? t('settings.copied') : t('settings.copy')}
        </Button>
        <span className="visually-hidden" role="status">
          {copied ? t('settings.copied') : ''}
        </span>
      </div>
    </Card>
  );
}

function DetailsForm({ profile }: { profile: ProfessionalProfile }) {
  const { t } = useTranslation('people');
  const queryClient = useQueryClient();
  const form = useSchemaForm(
    professionalProfileBody,
    {
      full_name: profile.full_name ?? '',
      speciality: profile.speciality ?? '',
      location: profile.location ?? '',
      description: profile.description ?? '',
      website: profile.website ?? '',
      ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, profile.socials[network] ?? ''])),
    },
    { followServer: true },
  );
  const { register, formState, watch, reset } = form;
  const description = watch('description') ?? '';
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => professionalProfileApi.update(values),
    fields: FIELDS,
    onSuccess: (saved, values) => {
      queryClient.setQueryData(PROFESSIONAL_PROFILE_KEY, saved);
      reset(values, { keepValues: true });
    },
    success: 'people:settings.saved',
  });

  return (
    <form className="form pro-profile__form" noValidate onSubmit={onSubmit}>
      <Card as="section" className="pro-profile__card" aria-labelledby="details-heading">
        <h2 id="details-heading" className="people__heading">
          {t('settings.details_heading')}
        </h2>
        <TextField
          label={t('settings.full_name')}
          autoComplete="name"
          error={formState.errors.full_name}
          {...register('full_name')}
        />
        <TextField
          label={t('settings.speciality')}
          hint={t('settings.speciality_hint')}
          error={formState.errors.speciality}
          {...register('speciality')}
        />
        <TextField
          label={t('settings.location')}
          autoComplete="address-level2"
          error={formState.errors.location}
          {...register('location')}
        />
        <TextAreaBase
          label={t('settings.description')}
          rows={6}
          maxLength={TEXT_AREA_MAX}
          count={description.length}
          error={formState.errors.description}
          {...register('description')}
        />
      </Card>
      <Card as="section" className="pro-profile__card" aria-labelledby="links-heading">
        <h2 id="links-heading" className="people__heading">
          {t('settings.links_heading')}
        </h2>
        <p className="muted">{t('settings.links_lead')}</p>
        {LINK_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`social.${field}`)}
            type="url"
            inputMode="url"
            autoComplete={field === 'website' ? 'url' : 'off'}
            placeholder="https://"
            error={formState.errors[field]}
            {...register(field)}
          />
        ))}
      </Card>
      <FormError errors={formState.errors} submitted={formState.isSubmitted} />
      <SubmitButton busy={busy}>{t('settings.save')}</SubmitButton>
    </form>
  );
}
