/**
 * `/professional/vouchers/edit`: voucher settings per voucher type
 * (docs/product/entities-and-states.md#voucher-settings, docs/product/rules.md#deadlines): the registration
 * and cancellation deadlines in whole hours before the session, said in plain words, and what a late
 * cancel and a no-show do to the voucher (docs/product/rules.md#late-cancels-and-no-shows), checked with
 * the server's own schema and saved together with `PUT vouchers-settings`. Below them, the packs the
 * professional sells and their currency (decision 0047, components/packs-section.tsx).
 */
import {
  LATE_CANCEL_RULES,
  MAX_DEADLINE_HOURS,
  NO_SHOW_RULES,
  voucherSettingsBody,
  type VoucherSettingsBody,
  type VoucherSettingsData,
} from '@sessionbook/domain';
import { useId, useMemo } from 'react';
import { useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FormError,
  RadioGroup,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../components/form/index.ts';
import { Button, Card, PageTitle } from '../../components/ui/index.ts';
import { linkClass } from '../../components/ui/link.tsx';
import { toNumber, useSaveVoucherSettings, useVoucherSettings } from '../../entities/vouchers/index.ts';
import { PacksSection } from './components/packs-section.tsx';
import { PaymentsCard } from './components/payments-card.tsx';
import { SkeletonLines } from './components/section-parts.tsx';
import './vouchers.css';

const DEADLINES = ['registration_deadline', 'cancellation_deadline'] as const;
type Deadline = (typeof DEADLINES)[number];

export function VoucherSettingsPage() {
  const { t } = useTranslation('vouchers');
  const query = useVoucherSettings();
  return (
    <div className="vouchers">
      <Link className={linkClass(true)} to="/professional/vouchers">
        {t('settings.back')}
      </Link>
      <PageTitle title={t('settings.title')} subtitle={t('settings.lead')} />
      {query.isPending && (
        <Card>
          <SkeletonLines label={t('settings.loading')} count={4} />
        </Card>
      )}
      {query.isError && (
        <Card className="vouchers__notice" role="alert">
          <p>{t('load_failed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </Card>
      )}
      {query.data && <SettingsForm settings={query.data} />}
      <PacksSection headingId="packs" />
      <PaymentsCard />
    </div>
  );
}

function SettingsForm({ settings }: { settings: VoucherSettingsData }) {
  const { t } = useTranslation('vouchers');
  const save = useSaveVoucherSettings();
  const types = settings.voucher_settings.map((setting) => setting.type);
  const toValues = (data: VoucherSettingsData): VoucherSettingsBody => ({
    voucher_settings: data.voucher_settings.map(
      ({ voucher_type_id, registration_deadline, cancellation_deadline, late_cancel, no_show }) => ({
        voucher_type_id,
        registration_deadline,
        cancellation_deadline,
        late_cancel,
        no_show,
      }),
    ),
  });
  const form = useSchemaForm(voucherSettingsBody, toValues(settings), { followServer: true });
  const fields = useMemo(
    () =>
      settings.voucher_settings.flatMap((_, index) =>
        DEADLINES.map((name) => `voucher_settings.${index}.${name}` as const),
      ),
    [settings],
  );
  const { formState, reset } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => save.mutateAsync(values),
    fields,
    onSuccess: (saved) => reset(toValues(saved)),
    success: 'vouchers:toasts.settings_saved',
  });

  return (
    <form className="form vouchers__settings" noValidate onSubmit={onSubmit}>
      {types.map((type, index) => (
        <TypeSettings key={type} index={index} type={type} form={form} />
      ))}
      <FormError errors={formState.errors} submitted={formState.isSubmitted} />
      <SubmitButton busy={busy}>{t('settings.save')}</SubmitButton>
    </form>
  );
}

type SettingsFormApi = ReturnType<typeof useSchemaForm<typeof voucherSettingsBody>>;

function TypeSettings({ index, type, form }: { index: number; type: string; form: SettingsFormApi }) {
  const { t } = useTranslation('vouchers');
  const id = useId();
  const errors = form.formState.errors.voucher_settings?.[index];
  return (
    <Card as="section" className="vouchers__section" aria-labelledby={`${id}-title`}>
      <h2 className="vouchers__heading" id={`${id}-title`}>
        {t(`common:voucher_types.${type}`, { defaultValue: type })}
      </h2>
      {DEADLINES.map((name) => (
        <TextField
          key={name}
          label={t(`settings.${name}`)}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_DEADLINE_HOURS}
          step={1}
          hint={<DeadlineHint control={form.control} index={index} name={name} />}
          error={errors?.[name] as FieldError | undefined}
          {...form.register(`voucher_settings.${index}.${name}`, { setValueAs: toNumber })}
        />
      ))}
      <RadioGroup
        legend={t('settings.late_cancel')}
        choices={LATE_CANCEL_RULES}
        label={(rule) => t(`settings.late_cancel_${rule}`)}
        input={form.register(`voucher_settings.${index}.late_cancel`)}
      />
      <RadioGroup
        legend={t('settings.no_show')}
        choices={NO_SHOW_RULES}
        label={(rule) => t(`settings.no_show_${rule}`)}
        input={form.register(`voucher_settings.${index}.no_show`)}
      />
    </Card>
  );
}

/** "Clients can register until 24 hours before the session", following what is typed. */
function DeadlineHint({
  control,
  index,
  name,
}: {
  control: SettingsFormApi['control'];
  index: number;
  name: Deadline;
}) {
  const { t } = useTranslation('vouchers');
  const value: unknown = useWatch({ control, name: `voucher_settings.${index}.${name}` });
  const hours = toNumber(value);
  const verb = name === 'registration_deadline' ? 'register' : 'cancel';
  if (hours === undefined || !Number.isInteger(hours) || hours < 0 || hours > MAX_DEADLINE_HOURS)
    return <>{t(`settings.${verb}_hint`)}</>;
  return (
    <>{hours === 0 ? t(`settings.${verb}_until_start`) : t(`settings.${verb}_until`, { count: hours })}</>
  );
}
