/**
 * Unsaved voucher edits are not lost by accident: leaving the page inside the app asks first, and
 * closing or reloading the tab gets the browser's own question.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/modal/index.ts';

export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('vouchers');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      title={t('leave.title')}
      description={t('leave.text')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      danger
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
