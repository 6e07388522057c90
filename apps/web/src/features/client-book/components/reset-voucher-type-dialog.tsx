/**
 * The reset-voucher-type modal (docs/product/screens.md#dialogs): one balance of the client back to 0, kept
 * in the
 * change log (`POST clients/{id}/vouchers/reset`).
 */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/modal/index.ts';
import { useToast } from '../../../lib/toast.tsx';
import { formatCount, useResetVoucherType, useVoucherKindText } from '../../../entities/vouchers/index.ts';

export interface ResetTarget {
  type: { id: number; type: string };
  duration: number;
  totalCount: number;
}

export function ResetVoucherTypeDialog({
  entryId,
  target,
  onClose,
}: {
  entryId: string;
  target: ResetTarget | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('vouchers');
  const toast = useToast();
  const kindText = useVoucherKindText();
  const reset = useResetVoucherType();
  const kind = target ? kindText(target) : '';
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('reset.title', { kind })}
      description={
        target ? t('reset.text', { kind, balance: formatCount(target.totalCount, i18n.language) }) : undefined
      }
      confirmLabel={t('reset.confirm')}
      cancelLabel={t('actions.cancel')}
      danger
      busy={reset.isPending}
      onConfirm={() => {
        if (!target) return;
        reset.mutate(
          { entryId, body: { voucher_type_id: target.type.id, duration: target.duration } },
          {
            onSuccess: () => {
              toast.success('vouchers:toasts.reset');
              onClose();
            },
            onError: (error) => toast.error(error),
          },
        );
      }}
    />
  );
}
