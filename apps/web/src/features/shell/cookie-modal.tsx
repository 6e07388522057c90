/**
 * The cookie notice as a dialog that must be accepted first (rules.cookies.type `modal`): no close
 * button, Escape and clicks outside do nothing, focus stays inside. Its own chunk: the default banner
 * keeps the dialog code off the first load.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/modal/modal.css';

export function CookieModal({
  privacyLink,
  acceptButton,
}: {
  privacyLink: ReactNode;
  acceptButton: ReactNode;
}) {
  const { t } = useTranslation('app');
  const stay = (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__backdrop" />
        <Dialog.Content className="modal modal--sm" onEscapeKeyDown={stay} onInteractOutside={stay}>
          <header className="modal__header">
            <Dialog.Title className="modal__title">{t('cookies.label')}</Dialog.Title>
          </header>
          <Dialog.Description className="modal__body">
            {t('cookies.text')} {privacyLink}
          </Dialog.Description>
          <footer className="modal__footer modal__actions">{acceptButton}</footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
