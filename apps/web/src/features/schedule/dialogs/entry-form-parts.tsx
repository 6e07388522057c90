/** What the create/edit dialogs of a session, a class and a slot share around their own fields. */
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form/index.ts';
import { Modal } from '../../../components/modal/index.ts';
import { OverlapWarning } from '../components/overlap-warning.tsx';
import { RecurrenceFields } from '../components/recurrence-fields.tsx';
import { UpdateModeField } from '../components/update-mode-field.tsx';

/** The dialog: "Edit …" for an entry, else "New …" with its description (`schedule:{kind}.…`). */
export function EntryFormModal({
  kind,
  editing,
  open,
  onOpenChange,
  children,
}: {
  kind: 'session' | 'class' | 'slot';
  editing: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('schedule');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t(`${kind}.edit_title`) : t(`${kind}.create_title`)}
      description={editing ? undefined : t(`${kind}.create_description`)}
    >
      {children}
    </Modal>
  );
}

/**
 * Below the fields: which occurrences an edit of a series applies to (a new entry gets the recurrence
 * instead), the form's error summary and, once the server reported one, the overlap warning.
 */
export function SeriesAndErrors({
  item,
  editing,
  inSeries,
  overlap = false,
  onConfirmOverlap,
}: {
  item: 'event' | 'slot';
  editing: boolean;
  inSeries: boolean;
  overlap?: boolean;
  onConfirmOverlap?: () => void;
}) {
  const { errors, isSubmitted, isSubmitting } = useFormState();
  return (
    <>
      {editing ? inSeries && <UpdateModeField item={item} /> : <RecurrenceFields />}
      <FormError errors={errors} submitted={isSubmitted} />
      {overlap && onConfirmOverlap && <OverlapWarning busy={isSubmitting} onConfirm={onConfirmOverlap} />}
    </>
  );
}
