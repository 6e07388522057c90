/**
 * The edit-vouchers screen's unsaved changes: how many, Undo (the last one), Discard (all) and
 * "Save changes", which asks first and then sends them together (`POST vouchers/changes`). A 409 keeps
 * every staged change and says "Unable to update vouchers".
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/modal/index.ts';
import { isApiError } from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/index.ts';
import { useToast } from '../../../lib/toast.tsx';
import { UNABLE_TO_UPDATE, useSaveVoucherChanges } from '../../../entities/vouchers/index.ts';
import type { StagedEdits } from '../use-staged-edits.ts';

export function UnsavedBar({ staged }: { staged: StagedEdits }) {
  const { t } = useTranslation('vouchers');
  const toast = useToast();
  const save = useSaveVoucherChanges();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const count = staged.changes.length;

  if (!staged.dirty && !failed) return null;

  const onSave = () => {
    setFailed(false);
    save.mutate(staged.changes, {
      onSuccess: () => {
        staged.discard();
        setConfirming(false);
        toast.success('vouchers:toasts.saved');
      },
      onError: (error) => {
        setConfirming(false);
        if (isApiError(error) && error.status === 409) setFailed(true);
        else toast.error(error);
      },
    });
  };

  return (
    <div className="vouchers__unsaved" role="region" aria-label={t('unsaved.label')}>
      {failed && (
        <p className="vouchers__unsaved-error" role="alert">
          {t(`common:${UNABLE_TO_UPDATE}`)}
        </p>
      )}
      <div className="vouchers__unsaved-head">
        <p className="vouchers__unsaved-count" role="status">
          {t('unsaved.count', { count })}
        </p>
        <Button variant="ghost" onClick={staged.undo} disabled={!staged.dirty || save.isPending}>
          {t('unsaved.undo')}
        </Button>
      </div>
      <div className="vouchers__unsaved-actions">
        <Button
          variant="secondary"
          onClick={() => {
            staged.discard();
            setFailed(false);
          }}
          disabled={!staged.dirty || save.isPending}
        >
          {t('unsaved.discard')}
        </Button>
        <Button
          variant="primary"
          onClick={() => setConfirming(true)}
          disabled={count === 0}
          loading={save.isPending}
        >
          {t('unsaved.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('unsaved.confirm_title', { count })}
        description={t('unsaved.confirm_text')}
        confirmLabel={t('unsaved.save')}
        cancelLabel={t('actions.cancel')}
        busy={save.isPending}
        onConfirm={onSave}
      />
    </div>
  );
}
