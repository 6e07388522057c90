/** Add client (`POST clients`, sends the invitation) and edit client (`PUT clients/{id}`) in one modal. */
import { clientBody, type ClientBookEntry } from '@sessionbook/domain';
import { useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  fieldMessages,
  FormError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
  useUnsavedForm,
} from '../../../components/form/index.ts';
import { Modal } from '../../../components/modal/index.ts';
import { useSaveClient } from '../api/save-client.ts';
import { FieldMessages } from '../../../components/form/field-messages.tsx';

const FIELDS = ['full_name', 'email', 'phone', 'comment'] as const;

export interface ClientFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to edit; without it the modal adds a new client. */
  client?: ClientBookEntry | undefined;
}

export function ClientFormModal({ open, onOpenChange, client }: ClientFormModalProps) {
  const { t } = useTranslation('book');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={client ? t('client_form.edit_title') : t('client_form.add_title')}
      description={client ? undefined : t('client_form.add_description')}
    >
      {/* Mounted only while open, so each opening starts from the client's current values. */}
      {open && <ClientForm client={client} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function ClientForm({ client, onDone }: { client: ClientBookEntry | undefined; onDone: () => void }) {
  const { t } = useTranslation('book');
  const commentId = useId();
  const save = useSaveClient(client?.id);
  const form = useSchemaForm(clientBody, {
    full_name: client?.full_name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    comment: client?.comment ?? '',
  });
  useUnsavedForm(form.control);
  const { register, formState } = form;
  // The optional fields' input type is `unknown` (their schema preprocesses blanks), so RHF types their
  // errors loosely; they are plain field errors.
  const errorOf = (name: 'email' | 'phone' | 'comment') => formState.errors[name] as FieldError | undefined;
  const commentMessages = fieldMessages(errorOf('comment'));

  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => save.mutateAsync(values),
    fields: FIELDS,
    success: client ? 'book:toasts.client_saved' : 'book:toasts.client_added',
    onSuccess: onDone,
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('client_form.full_name')}
        autoComplete="off"
        error={formState.errors.full_name}
        {...register('full_name')}
      />
      <p className="muted book-form__note">{t('client_form.contact_hint')}</p>
      <TextField
        label={t('client_form.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        error={errorOf('email')}
        {...register('email')}
      />
      <TextField
        label={t('client_form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={t('client_form.phone_hint')}
        error={errorOf('phone')}
        {...register('phone')}
      />
      <div className="field">
        <label className="field__label" htmlFor={commentId}>
          {t('client_form.comment')}
        </label>
        <textarea
          id={commentId}
          className="field__input book-form__textarea"
          rows={3}
          aria-invalid={commentMessages.length > 0 ? true : undefined}
          aria-describedby={`${commentId}-hint${commentMessages.length > 0 ? ` ${commentId}-error` : ''}`}
          {...register('comment')}
        />
        <p className="field__hint" id={`${commentId}-hint`}>
          {t('client_form.comment_hint')}
        </p>
        {commentMessages.length > 0 && <FieldMessages id={`${commentId}-error`} messages={commentMessages} />}
      </div>
      <FormError errors={formState.errors} submitted={formState.isSubmitted} />
      <SubmitButton busy={busy}>
        {client ? t('client_form.submit_edit') : t('client_form.submit_add')}
      </SubmitButton>
    </form>
  );
}
