/**
 * "Add vouchers": a batch of credits (pack, voucher type, duration, count, value per voucher, validity,
 * paid). Picking one of the professional's packs first fills in its kind, count, price per voucher
 * (the pack's price over its count, to the cent) and validity (decision 0047); "No pack" keeps the
 * free-form batch, with an optional number of days it stays valid. Used by
 * the vouchers page (the running-low top-up, prefilled with TOP_UP_SUGGESTION, and staged additions of
 * "Edit vouchers") and by the client profile. The caller decides what a submit does; the modal checks
 * the values with the server's schema, shows 422 errors on their fields and a 409 as
 * "Unable to update vouchers", and closes once `onSubmit` resolves. Given the client (`entryId`), the
 * value is filled in with the price of the client's last batch of the chosen kind (issue 25), until the
 * professional types one of their own.
 */
import {
  addVouchersBody,
  lastVoucherPrice,
  MAX_BATCH_COUNT,
  MAX_VALID_DAYS,
  TOP_UP_SUGGESTION,
  VOUCHER_DURATIONS,
  VOUCHER_TYPES,
  type AddVouchersInput,
  type VoucherPack,
} from '@sessionbook/domain';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  isApiError,
  showFormError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
  useUnsavedForm,
} from '../../components/form/index.ts';
import { FieldMessages } from '../../components/form/field-messages.tsx';
import { fieldMessages } from '../../components/form/field-errors.ts';
import { Modal } from '../../components/modal/index.ts';
import { Dropdown, Toggle } from '../../components/widgets/index.ts';
import { useClientVouchers } from './api.ts';
import { formatMoney, pricePerVoucher } from './format.ts';
import { packsOnOffer, usePaymentSettings, useVoucherPacks } from './packs-api.ts';
import { useVoucherKindText } from './voucher-kind.tsx';
import './vouchers.css';

const FIELDS = ['pack_id', 'voucher_type_id', 'duration', 'count', 'value', 'valid_days', 'paid'] as const;
/** The pack choice's value for "No pack (free-form)": the Dropdown's values are strings. */
const NO_PACK = 'none';
export const UNABLE_TO_UPDATE = 'error.vouchers.unable_to_update';

export interface AddVouchersDefaults {
  voucher_type_id?: number;
  duration?: number;
  count?: number;
}

export interface AddVouchersModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whom the vouchers are for, under the title. */
  description?: ReactNode;
  /** The client's book entry: their last price per kind is offered. */
  entryId?: string | null | undefined;
  defaults?: AddVouchersDefaults | undefined;
  /** Runs with the checked values; a rejection keeps the modal open with the error shown. */
  onSubmit: (values: AddVouchersInput) => Promise<unknown> | void;
  submitLabel?: string;
}

export function AddVouchersModal({
  open,
  onOpenChange,
  description,
  entryId,
  defaults,
  onSubmit,
  submitLabel,
}: AddVouchersModalProps) {
  const { t } = useTranslation('vouchers');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('add.title')} description={description}>
      {/* Mounted only while open, so each opening starts from its defaults. */}
      {open && (
        <AddVouchersForm
          entryId={entryId ?? null}
          defaults={defaults}
          submitLabel={submitLabel ?? t('add.submit')}
          onSubmit={onSubmit}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

function AddVouchersForm({
  entryId,
  defaults,
  submitLabel,
  onSubmit,
  onDone,
}: {
  entryId: string | null;
  defaults: AddVouchersDefaults | undefined;
  submitLabel: string;
  onSubmit: AddVouchersModalProps['onSubmit'];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('vouchers');
  const form = useSchemaForm(addVouchersBody, {
    voucher_type_id: defaults?.voucher_type_id ?? VOUCHER_TYPES[0].id,
    duration: defaults?.duration ?? 60,
    count: defaults?.count ?? TOP_UP_SUGGESTION,
    value: null,
    paid: false,
    pack_id: null,
    valid_days: null,
  });
  useUnsavedForm(form.control);
  const { control, register, formState } = form;
  const suggested = useLastPrice(form, entryId);
  const packs = packsOnOffer(useVoucherPacks().data);
  const currency = usePaymentSettings().data?.currency;
  const packLabel = usePackLabel();
  const [packId, value] = form.watch(['pack_id', 'value']);
  const pack = packs.find((candidate) => candidate.id === packId);
  const each =
    typeof value === 'number' && Number.isFinite(value) ? formatMoney(value, currency, i18n.language) : null;

  const pickPack = (id: string) => {
    const picked = packs.find((candidate) => candidate.id === id);
    form.setValue('pack_id', picked ? picked.id : null);
    if (!picked) return;
    form.setValue('voucher_type_id', picked.type.id);
    form.setValue('duration', picked.duration);
    form.setValue('count', picked.count);
    form.setValue('value', pricePerVoucher(picked.price, picked.count));
    form.setValue('valid_days', picked.valid_days);
  };
  // A pack holds one kind: choosing another kind makes the batch free-form rather than a mismatch.
  const leavePackUnless = (matches: (pack: VoucherPack) => boolean) => {
    if (pack && !matches(pack)) form.setValue('pack_id', null);
  };
  const { onSubmit: submit, busy } = useFormSubmit(form, {
    send: async (values) => onSubmit(values),
    fields: FIELDS,
    onSuccess: onDone,
    onError: (error) => {
      const refused = isApiError(error) && error.status === 409;
      if (refused) showFormError(form, UNABLE_TO_UPDATE);
      return refused;
    },
  });

  const { typeOptions, durationOptions } = useKindOptions();

  return (
    <form className="form voucher-form" noValidate onSubmit={submit}>
      {packs.length > 0 && (
        <Dropdown
          label={t('add.pack')}
          hint={t('add.pack_hint')}
          value={packId ?? NO_PACK}
          onChange={pickPack}
          error={formState.errors.pack_id as FieldError | undefined}
          options={[
            { value: NO_PACK, label: t('add.no_pack') },
            ...packs.map((candidate) => ({ value: candidate.id, label: packLabel(candidate) })),
          ]}
        />
      )}
      <Controller
        control={control}
        name="voucher_type_id"
        render={({ field, fieldState }) => (
          <ChoiceChips
            legend={t('add.type')}
            name={field.name}
            options={typeOptions}
            value={field.value}
            onChange={(id) => {
              leavePackUnless((candidate) => candidate.type.id === id);
              field.onChange(id);
            }}
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
            onChange={(minutes) => {
              leavePackUnless((candidate) => candidate.duration === minutes);
              field.onChange(minutes);
            }}
            error={fieldState.error}
          />
        )}
      />
      <TextField
        label={t('add.count')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_BATCH_COUNT}
        step={1}
        error={formState.errors.count}
        {...register('count', { setValueAs: toNumber })}
      />
      <TextField
        label={t('add.value')}
        hint={[
          each && t('add.value_each', { value: each }),
          pack ? t('add.value_pack') : suggested ? t('add.value_last') : t('add.value_hint'),
        ]
          .filter(Boolean)
          .join(' ')}
        inputMode="decimal"
        autoComplete="off"
        error={formState.errors.value as FieldError | undefined}
        {...register('value', { setValueAs: toNullableNumber })}
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
        name="paid"
        render={({ field }) => (
          <Toggle
            className="voucher-form__paid"
            name={field.name}
            label={t('add.paid')}
            description={t('add.paid_hint')}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <FormError errors={formState.errors} submitted={formState.isSubmitted} />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  );
}

type AddVouchersForm = ReturnType<typeof useSchemaForm<typeof addVouchersBody>>;

/**
 * Keeps the value at the client's last price for the chosen kind while the professional has not typed
 * one: filled in when the batches arrive and again when the kind changes. True while it shows one.
 */
function useLastPrice(form: AddVouchersForm, entryId: string | null): boolean {
  const vouchers = useClientVouchers(entryId ?? '', entryId !== null);
  const [voucherTypeId, duration, value] = form.watch(['voucher_type_id', 'duration', 'value']);
  // The value this hook put in last: anything else in the field was typed, and stays.
  const offered = useRef<number | null>(null);
  const batches = vouchers.data?.batches;
  const price =
    batches && voucherTypeId !== undefined && duration !== undefined
      ? lastVoucherPrice(batches, { voucher_type_id: voucherTypeId, duration })
      : null;
  const untouched = value === null || value === undefined || value === offered.current;
  useEffect(() => {
    if (!untouched || price === offered.current) return;
    offered.current = price;
    form.setValue('value', price);
  }, [form, price, untouched]);
  return price !== null && value === price;
}

/** '' is "not given" (required), anything else a number; fractions are left for the schema to refuse. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text.replace(',', '.'));
}

/** '' is null ("none": no price, no expiry), anything else a number for the schema to check. */
export function toNullableNumber(value: unknown): number | null {
  if (value === null) return null;
  return toNumber(value) ?? null;
}

/** The session types and durations a batch or a pack may hold, as chip options. */
export function useKindOptions() {
  const { t } = useTranslation('vouchers');
  return {
    typeOptions: VOUCHER_TYPES.map((type) => ({
      value: type.id,
      label: t(`common:voucher_types.${type.type}`),
    })),
    durationOptions: VOUCHER_DURATIONS.map((minutes) => ({
      value: minutes,
      label: t('kind.minutes', { count: minutes }),
    })),
  };
}

/** "10-pack: 10 × Individual session · 60 min, € 100,00" as a pack's option in a list. */
function usePackLabel() {
  const { t, i18n } = useTranslation('vouchers');
  const kindText = useVoucherKindText();
  return (pack: VoucherPack) =>
    t('add.pack_option', {
      name: pack.name,
      holds: t('packs.holds', { count: pack.count, kind: kindText(pack) }),
      price: formatMoney(pack.price, pack.currency, i18n.language),
    });
}

/** A short single choice as a row of large radio chips (keyboard: arrow keys inside the group). */
export function ChoiceChips<T extends number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  error: FieldError | undefined;
}) {
  const id = useId();
  const messages = fieldMessages(error);
  return (
    <fieldset className="voucher-chips" aria-describedby={messages.length > 0 ? `${id}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="voucher-chips__options">
        {options.map((option) => (
          <label key={option.value} className="voucher-chips__chip">
            <input
              type="radio"
              className="voucher-chips__input"
              name={`${id}-${name}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {messages.length > 0 && <FieldMessages id={`${id}-error`} messages={messages} />}
    </fieldset>
  );
}
