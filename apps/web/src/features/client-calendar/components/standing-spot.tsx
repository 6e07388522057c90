/**
 * A weekly class's standing spot (docs/product/rules.md#standing-spots): from the details of one date,
 * book it and every later date (or the next few), or cancel the following dates at once. Each date is
 * its own booking under the usual rules; a full date puts the client on its waitlist.
 */
import {
  STANDING_SPOT_MAX_COUNT,
  VALIDATION_MESSAGES as M,
  type ClientEventEntry,
} from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FormError,
  RadioGroup,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { Modal } from '../../../components/modal/index.ts';
import { Button } from '../../../components/ui/index.ts';
import { useBookStandingSpot, useCancelStandingSpot } from '../api/standing-spot.ts';
import { CancelReasonForm } from './cancel-reason-form.tsx';

type Reach = 'all' | 'next';
const REACHES = ['all', 'next'] as const;

const bookForm = z
  .object({
    reach: z.enum(REACHES),
    count: z.number({ error: M.invalid }),
  })
  .refine(
    (values) =>
      values.reach === 'all' ||
      (Number.isInteger(values.count) && values.count >= 1 && values.count <= STANDING_SPOT_MAX_COUNT),
    { path: ['count'], error: M.invalid },
  );
export function StandingSpot({
  event,
  canBook,
  canCancel,
}: {
  event: ClientEventEntry;
  /** A date of this class can still be booked or waited for from here. */
  canBook: boolean;
  /** The client holds this date. */
  canCancel: boolean;
}) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState<'book' | 'cancel' | null>(null);
  if (!event.series_id || (!canBook && !canCancel)) return null;
  return (
    <section className="cc-standing" aria-labelledby={`standing-${event.id}`}>
      <h3 id={`standing-${event.id}`} className="cc-standing__title">
        {t('standing.heading')}
      </h3>
      <p className="muted">{t('standing.lead')}</p>
      <div className="cc-standing__actions">
        {canBook && (
          <Button variant="secondary" onClick={() => setOpen('book')}>
            {t('standing.book')}
          </Button>
        )}
        {canCancel && (
          <Button variant="secondary" onClick={() => setOpen('cancel')}>
            {t('standing.cancel')}
          </Button>
        )}
      </div>
      <Modal
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        size="sm"
        title={open === 'cancel' ? t('standing.cancel_title') : t('standing.book_title')}
        description={open === 'cancel' ? t('standing.cancel_text') : t('standing.book_text')}
      >
        {open === 'book' && <BookForm event={event} onDone={() => setOpen(null)} />}
        {open === 'cancel' && <CancelForm event={event} onDone={() => setOpen(null)} />}
      </Modal>
    </section>
  );
}

function BookForm({ event, onDone }: { event: ClientEventEntry; onDone: () => void }) {
  const { t } = useTranslation('booking');
  const book = useBookStandingSpot();
  const form = useSchemaForm(bookForm, { reach: 'all' as Reach, count: 4 });
  const reach = form.watch('reach');
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) =>
      book.mutateAsync({
        eventId: event.id,
        body: { voucher_type_id: event.voucher_type_id, count: values.reach === 'all' ? null : values.count },
      }),
    fields: ['count'],
    success: 'booking:toasts.standing_booked',
    onSuccess: onDone,
  });
  return (
    <form className="form cc-form" noValidate onSubmit={onSubmit}>
      <RadioGroup<Reach>
        legend={t('standing.reach')}
        choices={REACHES}
        label={(choice) => t(`standing.reach_${choice}`)}
        input={form.register('reach')}
      />
      {reach === 'next' && (
        <TextField
          label={t('standing.count')}
          hint={t('standing.count_hint', { max: STANDING_SPOT_MAX_COUNT })}
          type="number"
          inputMode="numeric"
          min={1}
          max={STANDING_SPOT_MAX_COUNT}
          error={form.formState.errors.count}
          {...form.register('count', { valueAsNumber: true })}
        />
      )}
      <FormError errors={form.formState.errors} submitted={form.formState.isSubmitted} />
      <div className="modal__actions">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('standing.keep')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('standing.book_confirm')}
        </Button>
      </div>
    </form>
  );
}

function CancelForm({ event, onDone }: { event: ClientEventEntry; onDone: () => void }) {
  const { t } = useTranslation('booking');
  const cancel = useCancelStandingSpot();
  return (
    <CancelReasonForm
      send={(reason) => cancel.mutateAsync({ eventId: event.id, reason })}
      success="booking:toasts.standing_cancelled"
      keepLabel={t('standing.keep')}
      confirmLabel={t('standing.cancel_confirm')}
      onDone={onDone}
    />
  );
}
