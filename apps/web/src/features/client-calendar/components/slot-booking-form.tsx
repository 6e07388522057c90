/**
 * The choices of the slot booking screen as native radio groups (arrow keys move within a group,
 * Tab between groups), each a fieldset with its legend and the server's messages tied to it.
 */
import { voucherDurationFor, type ClientSlotEntry } from '@sessionbook/domain';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages } from '../../../components/form/field-messages.tsx';
import type { FieldMessage } from '../../../components/form/index.ts';
import { slotRanges } from '../lib/claim-options.ts';
import { formatTime, formatTimeRange } from '../../../lib/format-dates.ts';
import { slotTypesText } from '../lib/item-text.ts';
import { Fact, Facts } from '../../../components/calendar/index.ts';
import { CalendarIcon } from '../../../components/calendar/index.ts';
import { BookingTermsNotice, type BookingTerms } from './booking-terms-notice.tsx';
import { VoucherWarning } from './voucher-warning.tsx';
import { SLOT_FIELDS, type SlotBooking, type SlotField } from './use-slot-booking.ts';

export const slotFormId = (slotId: string) => `cc-slot-form-${slotId}`;

interface SlotBookingFormProps {
  slot: ClientSlotEntry;
  timeZone: string;
  now: Date;
  booking: SlotBooking;
}

export function SlotBookingForm({ slot, timeZone, now, booking }: SlotBookingFormProps) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  const { types, durations, starts, values, errors, formError } = booking;
  const groups = useRef<Partial<Record<SlotField, HTMLElement | null>>>({});
  const { slot: range, blocked } = slotRanges(slot);
  const taken = blocked.filter(
    (part) => part.end.getTime() > range.start.getTime() && part.start.getTime() < range.end.getTime(),
  );

  // After a refusal, focus goes to the first choice the server named, as forms do with their fields.
  useEffect(() => {
    const first = SLOT_FIELDS.find((field) => (errors[field]?.length ?? 0) > 0);
    const group = first ? groups.current[first] : null;
    group?.querySelector<HTMLElement>('input:checked, input, output')?.focus();
  }, [errors]);

  const groupRef = (field: SlotField) => (element: HTMLElement | null) => {
    groups.current[field] = element;
  };

  return (
    <form id={slotFormId(slot.id)} className="form cc-form cc-slot" noValidate onSubmit={booking.submit}>
      <Facts>
        <Fact label={t('details.professional')}>{slot.professional_name}</Fact>
        {types.length === 1 && <Fact label={t('slot.session_type')}>{slotTypesText(slot, t, locale)}</Fact>}
        {slot.online && <Fact label={t('details.online')}>{t('slot.online')}</Fact>}
        {slot.location && <Fact label={t('details.location')}>{slot.location}</Fact>}
        {slot.notes && (
          <Fact label={t('details.notes')}>
            <span className="calendar-fact__notes">{slot.notes}</span>
          </Fact>
        )}
      </Facts>

      {taken.length > 0 && (
        <div className="cc-slot__taken">
          <p className="cc-slot__taken-title">
            <CalendarIcon name="full" size={14} /> {t('slot.taken')}
          </p>
          <ul>
            {taken.map((part) => (
              <li key={part.start.toISOString()}>
                {formatTimeRange(part.start, part.end, locale, timeZone)}
              </li>
            ))}
          </ul>
        </div>
      )}

      {durations.length === 0 || types.length === 0 ? (
        <p className="cc-slot__none" role="status">
          {t('slot.no_time')}
        </p>
      ) : (
        <>
          {types.length > 1 && (
            <ChoiceGroup
              legend={t('slot.session_type')}
              messages={errors.voucher_type_id}
              groupRef={groupRef('voucher_type_id')}
            >
              {types.map((type) => (
                <Choice
                  key={type.id}
                  name="voucher_type_id"
                  checked={values.voucherTypeId === type.id}
                  onChange={() => booking.setVoucherType(type.id)}
                >
                  {t(`common:voucher_types.${type.type}`)}
                </Choice>
              ))}
            </ChoiceGroup>
          )}
          <ChoiceGroup legend={t('slot.duration')} messages={errors.duration} groupRef={groupRef('duration')}>
            {durations.map((minutes) => (
              <Choice
                key={minutes}
                name="duration"
                checked={values.duration === minutes}
                onChange={() => booking.setDuration(minutes)}
              >
                {t('slot.minutes', { count: minutes })}
              </Choice>
            ))}
          </ChoiceGroup>
          <VoucherWarning
            professionalId={slot.professional_id}
            professionalName={slot.professional_name}
            voucherTypeId={values.voucherTypeId}
            duration={values.duration === null ? null : voucherDurationFor(values.duration)}
            moment="book"
          />
          <ChoiceGroup
            legend={t('slot.start')}
            hint={t('slot.start_hint')}
            messages={errors.start_time}
            groupRef={groupRef('start_time')}
            wide
          >
            {starts.map((start) => (
              <Choice
                key={start.toISOString()}
                name="start_time"
                checked={values.start?.getTime() === start.getTime()}
                onChange={() => booking.setStart(start)}
              >
                {formatTime(start, locale, timeZone)}
              </Choice>
            ))}
          </ChoiceGroup>
          <EndTime
            messages={errors.end_time}
            groupRef={groupRef('end_time')}
            text={
              values.start && values.end
                ? t('slot.your_time', {
                    time: formatTimeRange(values.start, values.end, locale, timeZone),
                  })
                : t('slot.pick_start')
            }
          />
          <BookingTermsNotice
            start={values.start}
            terms={termsOf(slot, values.voucherTypeId)}
            now={now}
            timeZone={timeZone}
          />
          {formError && (
            <div className="form-error" role="alert">
              <p className="form-error__message">{t(`common:${formError}`, { defaultValue: formError })}</p>
            </div>
          )}
        </>
      )}
    </form>
  );
}

function ChoiceGroup({
  legend,
  hint,
  messages = [],
  groupRef,
  wide = false,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  messages?: FieldMessage[] | undefined;
  groupRef: (element: HTMLElement | null) => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  return (
    <fieldset
      ref={groupRef}
      className="cc-choices"
      aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      aria-invalid={errorId ? true : undefined}
    >
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className={wide ? 'cc-choices__list cc-choices__list--times' : 'cc-choices__list'}>{children}</div>
      {errorId && <FieldMessages id={errorId} messages={messages} />}
    </fieldset>
  );
}

function Choice({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className={checked ? 'cc-choice cc-choice--checked' : 'cc-choice'}>
      <input type="radio" name={name} checked={checked} onChange={onChange} className="cc-choice__input" />
      <span>{children}</span>
    </label>
  );
}

/** The session's time as chosen; the server's `end_time` messages belong here. */
function EndTime({
  text,
  messages = [],
  groupRef,
}: {
  text: string;
  messages?: FieldMessage[] | undefined;
  groupRef: (element: HTMLElement | null) => void;
}) {
  const id = useId();
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  return (
    <div className="cc-slot__summary" ref={groupRef}>
      <output
        className="cc-slot__time"
        aria-live="polite"
        aria-describedby={errorId}
        tabIndex={errorId ? -1 : undefined}
      >
        {text}
      </output>
      {errorId && <FieldMessages id={errorId} messages={messages} />}
    </div>
  );
}

/** The chosen session type's cancel and no-show terms in this slot; null before a type is chosen. */
function termsOf(slot: ClientSlotEntry, voucherTypeId: number | null): BookingTerms | null {
  const found = slot.cancellation_deadlines.find((deadline) => deadline.voucher_type_id === voucherTypeId);
  return found
    ? { cancellationHours: found.hours, lateCancel: found.late_cancel, noShow: found.no_show }
    : null;
}
