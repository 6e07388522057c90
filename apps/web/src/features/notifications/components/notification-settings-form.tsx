/**
 * The five notification settings of docs/product/entities-and-states.md#notification-settings as labelled
 * switches, saved together with
 * `PUT profile/notifications`. System mails are named as always arriving; SMS says when the profile
 * has no phone to send to. A professional also chooses how new bookings reach them: at once or in
 * one summary a day (decision 0029).
 */
import {
  BOOKING_UPDATES,
  notificationSettings,
  type BookingUpdates,
  type NotificationSetting,
  type NotificationSettings,
  type Theme,
} from '@sessionbook/domain';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton, useFormSubmit, useSchemaForm } from '../../../components/form/index.ts';
import { Card, TextLink } from '../../../components/ui/index.ts';
import { Toggle, TwoWaySwitch } from '../../../components/widgets/index.ts';
import { useConfigRules } from '../../../lib/use-config-rules.ts';
import { useUpdateNotificationSettings } from '../api/notification-settings.ts';
import { usePhoneOnProfile } from '../api/phone-on-profile.ts';
import { personalProfilePath } from '../paths.ts';

/** No field of this form can be wrong on its own: every server message goes to the form's alert. */
const NO_FIELDS: readonly never[] = [];

export function NotificationSettingsForm({
  settings,
  theme,
}: {
  settings: NotificationSettings;
  theme: Theme;
}) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const save = useUpdateNotificationSettings();
  const phone = usePhoneOnProfile();
  // A server without an SMS provider sends none: the switch says so and cannot be turned on.
  const smsOff = useConfigRules()?.sms.enabled === false;
  const form = useSchemaForm(notificationSettings, settings, { followServer: true });
  const { control, formState, reset } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => save.mutateAsync(values),
    fields: NO_FIELDS,
    onSuccess: (saved) => reset(saved),
    success: 'notifications:settings.saved',
  });

  return (
    <form className="form notifications__form" noValidate onSubmit={onSubmit}>
      <Card as="section" className="notifications__card" aria-labelledby={`${id}-sessions`}>
        <h2 className="notifications__heading" id={`${id}-sessions`}>
          {t('settings.sessions_heading')}
        </h2>
        <p className="muted">{t('settings.sessions_lead')}</p>
        <SettingToggle control={control} name="email_notifications" />
        <SettingToggle
          control={control}
          name="sms_notifications"
          disabled={smsOff}
          hint={smsOff ? t('settings.sms_unavailable') : phone === false ? t('settings.no_phone') : undefined}
        />
        {phone === false && !smsOff && (
          <TextLink className="notifications__phone-link" to={personalProfilePath(theme)}>
            {t('settings.add_phone')}
          </TextLink>
        )}
        {theme === 'professional' && <BookingUpdatesSwitch control={control} />}
      </Card>
      <Card as="section" className="notifications__card" aria-labelledby={`${id}-other`}>
        <h2 className="notifications__heading" id={`${id}-other`}>
          {t('settings.other_heading')}
        </h2>
        <SettingToggle control={control} name="no_action_reminders" />
        <SettingToggle control={control} name="newsletter" />
        <SettingToggle control={control} name="app_updates" />
      </Card>
      <p className="notifications__system">
        <InfoIcon />
        <span>{t('settings.system_note')}</span>
      </p>
      <FormError errors={formState.errors} submitted={formState.isSubmitted} />
      <SubmitButton busy={busy}>{t('settings.save')}</SubmitButton>
    </form>
  );
}

function SettingToggle({
  control,
  name,
  hint,
  disabled,
}: {
  control: Control<NotificationSettings>;
  name: NotificationSetting;
  hint?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Toggle
          className="notifications__toggle"
          name={field.name}
          label={t(`settings.${name}.label`)}
          description={t(`settings.${name}.description`)}
          hint={hint}
          disabled={disabled}
          checked={disabled ? false : field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

/** How new bookings reach a professional: one message each, at once, or one summary a day. */
function BookingUpdatesSwitch({ control }: { control: Control<NotificationSettings> }) {
  const { t } = useTranslation('notifications');
  return (
    <Controller
      control={control}
      name="booking_updates"
      render={({ field }) => (
        <TwoWaySwitch<BookingUpdates>
          className="notifications__toggle"
          name={field.name}
          label={t('settings.booking_updates.label')}
          hint={t('settings.booking_updates.hint')}
          value={field.value}
          onChange={field.onChange}
          options={[
            { value: BOOKING_UPDATES[0], label: t('settings.booking_updates.at_once') },
            { value: BOOKING_UPDATES[1], label: t('settings.booking_updates.daily') },
          ]}
        />
      )}
    />
  );
}

function InfoIcon() {
  return (
    <svg className="notifications__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10 9v5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      <circle cx="10" cy="6.25" r="1.1" fill="currentColor" />
    </svg>
  );
}
