/**
 * ConfirmDialog: a yes/no question in a Modal, e.g. "Remove this client?".
 *
 *   <ConfirmDialog open={open} onOpenChange={setOpen} title={…} description={…}
 *     confirmLabel={t('…')} cancelLabel={t('…')} danger busy={mutation.isPending}
 *     onConfirm={() => mutation.mutate()} />
 *
 * The dialog stays open while `busy`; the caller closes it on success. Cancel gets focus first so a
 * stray Enter never confirms a destructive action.
 */
import type { ReactNode } from 'react';
import { Button } from '../ui/index.ts';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  danger = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={title}
      description={description}
      size="sm"
      footer={
        <div className="modal__actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy} autoFocus>
            {cancelLabel}
          </Button>
          <Button
            variant="primary"
            className={danger ? 'button--danger' : undefined}
            loading={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      }
    />
  );
}
