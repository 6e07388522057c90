/** Create (`POST groups`) or edit (`PUT groups/{id}`) a group: a name and its members. */
import { groupBody, type GroupEntry } from '@sessionbook/domain';
import { Controller } from 'react-hook-form';
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
import { useSaveGroup } from '../api/save-group.ts';
import { MemberPicker } from './member-picker.tsx';

export interface GroupFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group?: GroupEntry | undefined;
  onSaved?: (group: GroupEntry) => void;
}

export function GroupFormModal({ open, onOpenChange, group, onSaved }: GroupFormModalProps) {
  const { t } = useTranslation('book');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={group ? t('groups.edit_title') : t('groups.create_title')}
      size="lg"
    >
      {open && (
        <GroupForm
          group={group}
          onDone={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      )}
    </Modal>
  );
}

function GroupForm({
  group,
  onDone,
}: {
  group: GroupEntry | undefined;
  onDone: (group: GroupEntry) => void;
}) {
  const { t } = useTranslation('book');
  const save = useSaveGroup(group?.id);
  const form = useSchemaForm(groupBody, {
    name: group?.name ?? '',
    client_ids: (group?.clients ?? []).map((client) => client.id),
  });
  useUnsavedForm(form.control);
  const { register, formState, control } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => save.mutateAsync(values),
    fields: ['name', 'client_ids'],
    success: group ? 'book:toasts.group_saved' : 'book:toasts.group_created',
    onSuccess: onDone,
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('groups.name')}
        autoComplete="off"
        error={formState.errors.name}
        {...register('name')}
      />
      <Controller
        control={control}
        name="client_ids"
        render={({ field }) => <MemberPicker selected={field.value ?? []} onChange={field.onChange} />}
      />
      <FormError errors={formState.errors} submitted={formState.isSubmitted} />
      <SubmitButton busy={busy}>{group ? t('groups.submit_edit') : t('groups.submit_create')}</SubmitButton>
    </form>
  );
}
