/**
 * The session type (voucher type) of a session or class: one choice from the types of its kind
 * (docs/product/constants.md#scheduling); and the types a slot can be booked with: at least one, as
 * checkboxes.
 */
import { voucherTypesFor, type ScheduleKind } from '../model/voucher-types.ts';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from '../../../components/form/index.ts';
import { FieldMessages } from '../../../components/form/field-messages.tsx';
import { Dropdown } from '../../../components/widgets/index.ts';

export function VoucherTypeField({ kind }: { kind: Exclude<ScheduleKind, 'slot'> }) {
  const { t } = useTranslation('schedule');
  const { control } = useFormContext<{ voucher_type_id: number | null }>();
  const options = voucherTypesFor(kind).map((type) => ({
    value: String(type.id),
    label: t(`common:voucher_types.${type.type}`),
  }));
  return (
    <Controller
      name="voucher_type_id"
      control={control}
      render={({ field, fieldState }) => (
        <Dropdown
          label={t('fields.voucher_type')}
          placeholder={t('fields.pick_voucher_type')}
          options={options}
          value={field.value === null ? null : String(field.value)}
          onChange={(value) => field.onChange(Number(value))}
          error={fieldState.error}
          name={field.name}
        />
      )}
    />
  );
}

export function SlotVoucherTypesField() {
  const { t } = useTranslation('schedule');
  const { control } = useFormContext<{ voucher_types: number[] }>();
  const id = useId();
  return (
    <Controller
      name="voucher_types"
      control={control}
      render={({ field, fieldState }) => {
        const messages = fieldMessages(fieldState.error);
        const toggle = (typeId: number, on: boolean) =>
          field.onChange(on ? [...field.value, typeId] : field.value.filter((value) => value !== typeId));
        return (
          <fieldset
            className="schedule-form__checks"
            aria-describedby={[`${id}-hint`, messages.length > 0 && `${id}-error`].filter(Boolean).join(' ')}
          >
            <legend className="field__label">{t('fields.voucher_types')}</legend>
            {voucherTypesFor('slot').map((type) => (
              <div key={type.id} className="field__check-row">
                <input
                  id={`${id}-${type.id}`}
                  type="checkbox"
                  className="field__checkbox"
                  checked={field.value.includes(type.id)}
                  aria-invalid={messages.length > 0 ? true : undefined}
                  onChange={(event) => toggle(type.id, event.target.checked)}
                />
                <label className="field__check-label" htmlFor={`${id}-${type.id}`}>
                  {t(`common:voucher_types.${type.type}`)}
                </label>
              </div>
            ))}
            <p className="field__hint" id={`${id}-hint`}>
              {t('fields.voucher_types_hint')}
            </p>
            {messages.length > 0 && <FieldMessages id={`${id}-error`} messages={messages} />}
          </fieldset>
        );
      }}
    />
  );
}
