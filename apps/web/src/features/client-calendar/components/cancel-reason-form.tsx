/**
 * The one form that ends the client's own places (a registration, a booking in a slot, the following
 * dates of a standing spot): a required reason the professional reads
 * (docs/product/rules.md#cancelling-and-declining), keep or confirm. A 409 refusal (a deadline passed
 * meanwhile, the place already ended) is the answer to this question: it is said in the form, and only
 * "keep" stays.
 */
import { requiredText, TEXT_AREA_MAX } from '@sessionbook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FormError,
  isApiError,
  showFormError,
  useFormSubmit,
  useSchemaForm,
  useUnsavedForm,
} from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/index.ts';
import { TextAreaBase } from '../../../components/widgets/index.ts';

const cancelForm = z.object({ reason: requiredText(TEXT_AREA_MAX) });

export interface CancelReasonFormProps {
  send: (reason: string) => Promise<unknown>;
  /** The success toast, an i18n key. */
  success: string;
  keepLabel: string;
  confirmLabel: string;
  onDone: () => void;
  /** What the reader should know before confirming (a late cancel uses a voucher). */
  notice?: ReactNode;
}

export function CancelReasonForm({
  send,
  success,
  keepLabel,
  confirmLabel,
  onDone,
  notice,
}: CancelReasonFormProps) {
  const { t } = useTranslation('booking');
  const form = useSchemaForm(cancelForm, { reason: '' });
  useUnsavedForm(form.control);
  const { onSubmit, busy } = useFormSubmit(form, {
    send: ({ reason }) => send(reason),
    fields: ['reason'],
    success,
    onSuccess: onDone,
    onError: (error) => {
      // Neither 409 names a field (docs/product/errors.md#error-reply-shape): no reason message is lost.
      const refused = isApiError(error) && error.status === 409 && error.code;
      if (refused) showFormError(form, refused);
      return Boolean(refused);
    },
  });
  const refused = form.formState.errors.root?.server !== undefined;

  return (
    <form className="form cc-form" noValidate onSubmit={onSubmit}>
      {notice}
      <TextAreaBase
        {...form.register('reason')}
        label={t('cancel.reason')}
        hint={t('cancel.reason_hint')}
        rows={3}
        maxLength={TEXT_AREA_MAX}
        count={form.watch('reason').length}
        required
        error={form.formState.errors.reason}
        disabled={refused}
      />
      <FormError errors={form.formState.errors} submitted={form.formState.isSubmitted} />
      <div className="modal__actions">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {keepLabel}
        </Button>
        {!refused && (
          <Button type="submit" className="button--danger" loading={busy}>
            {confirmLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
