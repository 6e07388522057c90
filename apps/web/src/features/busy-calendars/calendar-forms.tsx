/**
 * Adding a calendar (label, secret address, keep titles) and editing one (label and titles: the
 * address cannot change, decision 0050). Both are checked with the server's own schemas; a 422 shows
 * at its field, so an address the server refuses (`url`) is said next to the address.
 */
import {
  busyCalendarBody,
  busyCalendarUpdateBody,
  MAX_BUSY_CALENDARS,
  type BusyCalendar,
} from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  FormError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
  useUnsavedForm,
} from '../../components/form/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { Card } from '../../components/ui/index.ts';
import { useAddBusyCalendar, useUpdateBusyCalendar } from './api.ts';

const ADD_FIELDS = ['label', 'url', 'show_titles'] as const;
const EDIT_FIELDS = ['label', 'show_titles'] as const;

export function AddCalendarForm({ count }: { count: number }) {
  const { t } = useTranslation('busy');
  const add = useAddBusyCalendar();
  const empty = { label: '', url: '', show_titles: false };
  const form = useSchemaForm(busyCalendarBody, empty);
  const { register, formState } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => add.mutateAsync(values),
    fields: ADD_FIELDS,
    success: 'busy:toasts.added',
    onSuccess: () => form.reset(empty),
  });
  // The server refuses an eleventh calendar; the form is not offered then.
  if (count >= MAX_BUSY_CALENDARS)
    return <p className="muted">{t('form.max', { count: MAX_BUSY_CALENDARS })}</p>;
  return (
    <Card as="section" className="busy-calendars__card" aria-labelledby="busy-add-heading">
      <h2 id="busy-add-heading" className="busy-calendars__heading">
        {t('form.add_title')}
      </h2>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('form.label')}
          hint={t('form.label_hint')}
          autoComplete="off"
          maxLength={80}
          error={formState.errors.label}
          {...register('label')}
        />
        <TextField
          label={t('form.url')}
          hint={t('form.url_hint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={2000}
          error={formState.errors.url}
          {...register('url')}
        />
        <CheckboxField
          label={t('form.show_titles')}
          error={formState.errors.show_titles}
          {...register('show_titles')}
        />
        <FormError errors={formState.errors} submitted={formState.isSubmitted} />
        <SubmitButton busy={busy}>{t('form.add')}</SubmitButton>
      </form>
    </Card>
  );
}

export function EditCalendarModal({
  calendar,
  onClose,
}: {
  calendar: BusyCalendar | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('busy');
  return (
    <Modal
      open={calendar !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('form.edit_title', { label: calendar?.label ?? '' })}
    >
      {/* Mounted only while open, so each opening starts from the calendar as it is. */}
      {calendar && <EditCalendarForm calendar={calendar} onDone={onClose} />}
    </Modal>
  );
}

function EditCalendarForm({ calendar, onDone }: { calendar: BusyCalendar; onDone: () => void }) {
  const { t } = useTranslation('busy');
  const update = useUpdateBusyCalendar();
  const form = useSchemaForm(busyCalendarUpdateBody, {
    label: calendar.label,
    show_titles: calendar.show_titles,
  });
  useUnsavedForm(form.control);
  const { register, formState } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (body) => update.mutateAsync({ id: calendar.id, body }),
    fields: EDIT_FIELDS,
    success: 'busy:toasts.saved',
    onSuccess: onDone,
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('form.label')}
        autoComplete="off"
        maxLength={80}
        error={formState.errors.label}
        {...register('label')}
      />
      <CheckboxField
        label={t('form.show_titles')}
        error={formState.errors.show_titles}
        {...register('show_titles')}
      />
      <FormError errors={formState.errors} submitted={formState.isSubmitted} />
      <SubmitButton busy={busy}>{t('form.save')}</SubmitButton>
    </form>
  );
}
