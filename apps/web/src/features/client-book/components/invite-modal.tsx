/** Invite by e-mail or phone: one tag input, `POST clients/invite`, server errors shown on their tag. */
import { isContactEmail, isContactPhone } from '@sessionbook/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, isApiError } from '../../../components/form/index.ts';
import { TagInput } from '../../../components/form/tag-input.tsx';
import { Modal, useUnsavedChanges } from '../../../components/modal/index.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useConfigRules } from '../../../lib/use-config-rules.ts';
import { useInviteClients } from '../api/invite-clients.ts';

/** The message key for a tag that is neither an e-mail nor a phone number, else undefined. */
export function contactProblem(tag: string): string | undefined {
  if (isContactEmail(tag) || isContactPhone(tag)) return undefined;
  return /^[+\d(]/.test(tag) ? 'validation.phone' : 'validation.email';
}

/** Splits tags into the request body; a tag that is neither goes nowhere (the form blocks it first). */
export function splitContacts(tags: string[]) {
  return {
    emails: tags.filter((tag) => isContactEmail(tag)),
    phones: tags.filter((tag) => !isContactEmail(tag) && isContactPhone(tag)),
  };
}

export function InviteModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('book');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('invite.title')}
      description={t('invite.description')}
    >
      {open && <InviteForm onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('book');
  const { t: tc } = useTranslation('common');
  const toast = useToast();
  const invite = useInviteClients();
  // Without an SMS provider on the server, a phone number adds the person but sends them nothing.
  const smsOff = useConfigRules()?.sms.enabled === false;
  const [tags, setTags] = useState<string[]>([]);
  const [tagErrors, setTagErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  useUnsavedChanges(tags.length > 0);

  const onChange = (next: string[]) => {
    setTags(next);
    setFieldError(undefined);
    setFormError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    if (tags.length === 0) {
      setFieldError('validation.contact_required');
      return;
    }
    if (tags.some((tag) => contactProblem(tag))) {
      setFormError(t('invite.fix_invalid'));
      return;
    }
    const body = splitContacts(tags);
    try {
      await invite.mutateAsync(body);
      toast.success('book:toasts.invited');
      onDone();
    } catch (error) {
      if (!isApiError(error) || Object.keys(error.fieldErrors).length === 0) {
        toast.error(error);
        return;
      }
      const perTag: Record<string, string[]> = {};
      const general: string[] = [];
      for (const [key, messages] of Object.entries(error.fieldErrors)) {
        const match = /^(emails|phones)\.(\d+)$/.exec(key);
        const tag = match ? body[match[1] as 'emails' | 'phones'][Number(match[2])] : undefined;
        if (tag) perTag[tag] = [...(perTag[tag] ?? []), ...messages];
        else general.push(...messages);
      }
      setTagErrors(perTag);
      setFormError(general.length > 0 ? tc(general[0] ?? '') : t('invite.fix_invalid'));
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TagInput
        label={t('invite.contacts')}
        hint={smsOff ? `${t('invite.contacts_hint')} ${t('invite.no_sms')}` : t('invite.contacts_hint')}
        value={tags}
        onChange={onChange}
        validate={contactProblem}
        tagErrors={tagErrors}
        error={fieldError}
        name="contacts"
      />
      {formError && (
        <div className="form-error" role="alert">
          <p className="form-error__message">{formError}</p>
        </div>
      )}
      <SubmitButton busy={invite.isPending}>{t('invite.submit')}</SubmitButton>
    </form>
  );
}
