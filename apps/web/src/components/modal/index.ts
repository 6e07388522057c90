export { Modal, MODAL_CLOSE_MS, type ModalProps } from './modal.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { useUnsavedChanges } from './unsaved-changes.ts';
export { connectSheetHistory, listenForSheetBack } from './sheet-history.ts';
