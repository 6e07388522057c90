import type { ClientBookEntry } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/modal/index.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useDeleteClient } from '../api/delete-client.ts';
import { clientName } from './client-row.tsx';

/** "Remove {{name}}?" and `DELETE clients/{id}`; `onRemoved` runs after success (e.g. leave the profile). */
export function RemoveClientDialog({
  client,
  onClose,
  onRemoved,
}: {
  client: ClientBookEntry | null;
  onClose: () => void;
  onRemoved?: () => void;
}) {
  const { t } = useTranslation('book');
  const toast = useToast();
  const remove = useDeleteClient();
  return (
    <ConfirmDialog
      open={client !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('remove.title', { name: client ? clientName(client, t('list.unnamed')) : '' })}
      description={t('remove.text')}
      confirmLabel={t('actions.remove')}
      cancelLabel={t('actions.cancel')}
      danger
      busy={remove.isPending}
      onConfirm={() => {
        if (!client) return;
        remove.mutate(client.id, {
          onSuccess: () => {
            toast.success('book:toasts.client_removed');
            onClose();
            onRemoved?.();
          },
          onError: (error) => toast.error(error),
        });
      }}
    />
  );
}
