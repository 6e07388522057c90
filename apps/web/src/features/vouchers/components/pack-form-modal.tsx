/**
 * Add or edit a pack (decision 0047): its name, the kind and number of vouchers it holds, its price in
 * the professional's currency, how many days its vouchers stay valid (empty: no expiry) and whether it
 * is on sale. Checked with the server's schema; a 422 shows at its field. A change applies to sales
 * from then on, which the dialog says when editing.
 */
import { MAX_PACK_COUNT, MAX_VALID_DAYS, voucherPackBody, type VoucherPack } from '@sessionbook/domain';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
  useUnsavedForm,
} from '../../../components/form/index.ts';
import { Modal } from '../../../components/modal/index.ts';
import { Toggle } from '../../../components/widgets/index.ts';
import {
  ChoiceChips,
  toNullableNumber,
  toNumber,
  useKindOptions,
  useSaveVoucherPack,
} from '../../../entities/vouchers/index.ts';

const FIELDS = ['name', 'voucher_type_id', 'duration', 'count', 'price', 'valid_days', 'on_sale'] as const;

export function PackFormModal({
  open,
  onOpenChange,
  pack,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pack to edit; null adds a new one. */
  pack: VoucherPack | null;
  currency: string | undefined;
}) {
  const { t } = useTranslation('vouchers');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={pack ? t('packs.edit_title') : t('packs.add_title')}
      description={pack ? t('packs.changes_apply') : undefined}
    >
      {/* Mounted only while open, so each opening starts from the pack as it is. */}
      {open && <PackForm pack={pack} currency={currency} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function PackForm({
  pack,
  currency,
  onDone,
}: {
  pack: VoucherPack | null;
  currency: string | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('vouchers');
  const save = useSaveVoucherPack();
  const form = useSchemaForm(voucherPackBody, {
    name: pack?.name ?? '',
    voucher_type_id: pack?.type.id ?? 1,
    duration: pack?.duration ?? 60,
    count: pack?.count ?? 10,
    price: pack?.price,
    valid_days: pack?.valid_days ?? null,
    on_sale: pack?.on_sale ?? true,
  });
  useUnsavedForm(form.control);
  const { control, register, formState } = form;
  const { typeOptions, durationOptions } = useKindOptions();
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => save.mutateAsync({ id: pack?.id ?? null, body: values }),
    fields: FIELDS,
    success: 'vouchers:toasts.pack_saved',
    onSuccess: onDone,
  });

  return (
    <form className="form voucher-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('packs.name')}
        hint={t('packs.name_hint')}
        autoComplete="off"
        maxLength={80}
        error={formState.errors.name}
        {...register('name')}
      />
      <Controller
        control={control}
        name="voucher_type_id"
        render={({ field, fieldState }) => (
          <ChoiceChips
            legend={t('add.type')}
            name={field.name}
            options={typeOptions}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error}
          />
        )}
      />
      <Controller
        control={control}
        name="duration"
        render={({ field, fieldState }) => (
          <ChoiceChips
            legend={t('add.duration')}
            name={field.name}
            options={durationOptions}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error}
          />
        )}
      />
      <TextField
        label={t('add.count')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PACK_COUNT}
        step={1}
        error={formState.errors.count}
        {...register('count', { setValueAs: toNumber })}
      />
      <TextField
        label={t('packs.price')}
        hint={currency ? t('packs.price_hint', { currency }) : undefined}
        inputMode="decimal"
        autoComplete="off"
        error={formState.errors.price as FieldError | undefined}
        {...register('price', { setValueAs: toNumber })}
      />
      <TextField
        label={t('add.valid_days')}
        hint={t('add.valid_days_hint')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_VALID_DAYS}
        step={1}
        autoComplete="off"
        error={formState.errors.valid_days as FieldError | undefined}
        {...register('valid_days', { setValueAs: toNullableNumber })}
      />
      <Controller
        control={control}
        name="on_sale"
        render={({ field }) => (
          <Toggle
            className="voucher-form__paid"
            name={field.name}
            label={t('packs.on_sale')}
            description={t('packs.on_sale_hint')}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <FormError errors={formState.errors} submitted={formState.isSubmitted} />
      <SubmitButton busy={busy}>{t('packs.save')}</SubmitButton>
    </form>
  );
}
