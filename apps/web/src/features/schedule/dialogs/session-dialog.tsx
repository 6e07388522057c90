/** Create or edit a one-to-one session (docs/product/screens.md#dialogs, docs/product/rules.md#scheduling and docs/product/api.md#calls-by-area). */
import {
  GROUP_ID_PREFIX,
  splitContacts,
  type CreateEventBody,
  type ProfessionalEventEntry,
} from '@sessionbook/domain';
import { countInvitees, sessionSubmitBlock } from '../model/submit-rules.ts';
import { inviteLimit } from '../model/voucher-types.ts';
import { newSessionValues, sessionValuesFromEntry, hasSeries } from '../model/form-values.ts';
import { sessionFormSchema } from '../model/form-schemas.ts';
import { sessionPayload } from '../model/payloads.ts';
import { useCallback, useMemo, useRef } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaForm, useUnsavedForm } from '../../../components/form/index.ts';
import { useSaveEvent } from '../api/save-event.ts';
import { useInviteeGroups } from '../api/invitees.ts';
import { DetailsFields } from '../components/details-fields.tsx';
import { InviteeFields } from '../components/invitee-fields.tsx';
import { SubmitRow } from '../components/submit-row.tsx';
import { VoucherTypeField } from '../components/voucher-type-fields.tsx';
import { WhenFields } from '../components/when-fields.tsx';
import { todayIn, useScheduleTimeZone } from '../lib/time-zone.ts';
import { useSaveFlow } from '../lib/use-save-flow.ts';
import { doneWith, type DialogProps, type EntryFormProps } from './dialog-props.ts';
import { EntryFormModal, SeriesAndErrors } from './entry-form-parts.tsx';
import '../schedule.css';

const FIELDS = [
  'date',
  'start_time',
  'end_time',
  'voucher_type_id',
  'client_ids',
  'contacts',
  'online',
  'location',
  'notes',
  'recurrence_count',
  'update_mode',
] as const;

export function SessionDialog(props: DialogProps<ProfessionalEventEntry>) {
  const { open, onOpenChange, entry, defaults } = props;
  return (
    <EntryFormModal kind="session" editing={entry !== undefined} open={open} onOpenChange={onOpenChange}>
      <SessionForm entry={entry} defaults={defaults} onDone={doneWith(props, 'event')} />
    </EntryFormModal>
  );
}

function SessionForm({ entry: event, defaults, onDone }: EntryFormProps<ProfessionalEventEntry>) {
  const { t } = useTranslation('schedule');
  const timeZone = useScheduleTimeZone();
  const editing = event !== undefined;
  const form = useSchemaForm(
    sessionFormSchema,
    editing ? sessionValuesFromEntry(event, timeZone) : newSessionValues(defaults ?? {}, todayIn(timeZone)),
  );
  useUnsavedForm(form.control);
  const save = useSaveEvent();
  const members = useGroupMembers();
  const sent = useRef<CreateEventBody | null>(null);

  // Only what the submit rules read: typing notes does not re-render the whole form.
  const [date, start_time, end_time, voucher_type_id, client_ids, contacts] = useWatch({
    control: form.control,
    name: ['date', 'start_time', 'end_time', 'voucher_type_id', 'client_ids', 'contacts'],
  });
  const invitees = countInvitees({ client_ids, contacts }, members);
  const block = sessionSubmitBlock(
    { date, start_time, end_time, voucher_type_id, contacts },
    { editing, invitees },
  );

  const flow = useSaveFlow(form, {
    block,
    fields: FIELDS,
    successKey: editing ? 'schedule:toasts.event_updated' : 'schedule:toasts.event_created',
    onDone: () => onDone(form.getValues('date')),
    send: (valid, allowOverlap) => {
      const body = sessionPayload(valid, { timeZone, editing, allowOverlap });
      sent.current = body;
      return save.mutateAsync({ id: event?.id ?? null, body });
    },
    tagOf: (key) => tagOfServerKey(key, sent.current, form.getValues('contacts')),
  });

  return (
    <FormProvider {...form}>
      <form className="form schedule-form" noValidate onSubmit={flow.submit}>
        <WhenFields timeZone={timeZone} />
        <VoucherTypeField kind="session" />
        <InviteeFields knownLabels={event ? knownLabels(event) : {}} tagErrors={flow.tagErrors} />
        <DetailsFields />
        <SeriesAndErrors
          item="event"
          editing={editing}
          inSeries={editing && hasSeries(event)}
          overlap={flow.overlap}
          onConfirmOverlap={flow.confirmOverlap}
        />
        <SubmitRow
          kind="session"
          block={block}
          busy={form.formState.isSubmitting}
          limit={inviteLimit(voucher_type_id)}
        >
          {editing ? t('session.submit_edit') : t('session.submit_create')}
        </SubmitRow>
      </form>
    </FormProvider>
  );
}

/** Members of every group by prefixed id (GET groups carries them), so a group counts its people. */
function useGroupMembers() {
  const groups = useInviteeGroups('');
  const byId = useMemo(
    () =>
      new Map(
        (groups.data ?? []).map((group) => [
          `${GROUP_ID_PREFIX}${group.id}`,
          (group.clients ?? []).map((client) => client.id),
        ]),
      ),
    [groups.data],
  );
  return useCallback((id: string) => byId.get(id), [byId]);
}

/** An edited session's invitees are named by their client book name, else the contact they were invited with. */
function knownLabels(event: ProfessionalEventEntry): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const invitation of event.invitations) {
    const label = invitation.full_name?.trim() || invitation.email || invitation.phone;
    if (invitation.professional_client_id && label) labels[invitation.professional_client_id] = label;
  }
  return labels;
}

/** The tag a server key such as `client_emails.1` is about, matched through the body that was sent. */
export function tagOfServerKey(
  key: string,
  body: CreateEventBody | null,
  tags: readonly string[],
): string | undefined {
  const match = /^(client_emails|client_phonenumbers)\.(\d+)$/.exec(key);
  if (!match || !body) return undefined;
  const list = match[1] === 'client_emails' ? body.client_emails : body.client_phonenumbers;
  const sentValue = list?.[Number(match[2])];
  if (sentValue === undefined) return undefined;
  return tags.find((tag) => {
    const { emails, phones } = splitContacts([tag]);
    return emails[0] === sentValue || phones[0] === sentValue;
  });
}
