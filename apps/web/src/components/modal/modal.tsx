/**
 * Modal: the one dialog of the app, on @radix-ui/react-dialog.
 *
 *   <Modal
 *     open={open}
 *     onOpenChange={setOpen}            // called with false on Escape, backdrop click, close button, route change
 *     title={t('…')}                     // required: the dialog's accessible name (an <h2>)
 *     description={t('…')}               // optional: muted line under the title, tied via aria-describedby
 *     footer={<Button>…</Button>}        // optional: actions kept at the bottom (in thumb reach on phones)
 *     size="md"                          // 'sm' | 'md' (default) | 'lg': max width on desktop
 *   >
 *     …body…
 *   </Modal>
 *
 * Behaviour: focus is trapped inside while open, and the page behind it is inert (out of the tab order
 * and hidden from screen readers; live regions stay heard). When it closes, focus returns to the element
 * that opened it, or, when that is gone, to the next sensible place (./focus-return.ts). A close button
 * (labelled `app:common.close`) sits in the header. On screens narrower than
 * 600 px it is a bottom sheet that rises from the bottom; wider it is a centred dialog. Closing runs a
 * MODAL_CLOSE_MS (500 ms) animation, which prefers-reduced-motion shortens to (almost) nothing.
 * The bottom sheet can be dragged down by its grab handle or header: past DRAG_CLOSE_PX (200 px) it
 * closes (through `onOpenChange(false)`, like every other way out), short of that it springs back
 * (./use-sheet-drag.ts; why not vaul: docs/decisions/0008-bottom-sheet-drag.md).
 *
 * `ConfirmDialog` (./confirm-dialog.tsx) builds a yes/no question on top of it.
 *
 * Unsaved changes (issue 25): a form inside calls `useUnsavedChanges(isDirty)` (./unsaved-changes.ts),
 * or the owner passes `unsaved`; then Escape, the backdrop, the close button, a drag and the back button
 * ask "Discard your changes?" (Keep editing / Discard) instead of closing; an untouched form closes at
 * once. The owner's own buttons (Cancel, a successful save) close through `onOpenChange` as before.
 * The back button closes the modal instead of leaving the page (./sheet-history.ts).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { MODAL_CLOSE_MS } from '@sessionbook/domain';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../ui/index.ts';
import { openSheet, type SheetEntry } from './sheet-history.ts';
import { UnsavedContext, type UnsavedRegistry } from './unsaved-changes.ts';
import { InertOutside } from '../ui/inert-outside.tsx';
import { focusAfterClosing, rememberOpening } from './focus-return.ts';
import { useSheetDrag } from './use-sheet-drag.ts';
import './modal.css';

/** Length of the close animation (docs/product/look-and-feel.md#accessible-by-default: reduced motion shortens it). */
export { MODAL_CLOSE_MS };

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
  /** Extra class on the dialog surface. */
  className?: string;
  /** The owner holds changes a close would lose (forms inside can use `useUnsavedChanges` instead). */
  unsaved?: boolean;
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  footer,
  size = 'md',
  children,
  className,
  unsaved = false,
}: ModalProps) {
  const { t } = useTranslation('app');
  useCloseOnRouteChange(open, onOpenChange);
  const opener = useOpener(open);
  const style = { '--modal-close-ms': `${MODAL_CLOSE_MS}ms` } as CSSProperties;
  const sheet = useRef<HTMLDivElement>(null);
  const guard = useDiscardGuard(open, onOpenChange, unsaved);
  const startDrag = useSheetDrag(sheet, guard.requestClose);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : guard.requestClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__backdrop" style={style} />
        <Dialog.Content
          ref={sheet}
          className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
          style={style}
          onOpenAutoFocus={(event) => {
            rememberOpening(event.currentTarget as Element, opener.current);
            // A modal opened over another one: the outer one's focus trap undoes React's autoFocus
            // before this one's trap starts, so the element marked for it is focused here.
            const preferred = sheet.current?.querySelector<HTMLElement>('[data-autofocus]');
            if (preferred) {
              event.preventDefault();
              preferred.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to a Dialog.Trigger; our modals are opened by any button.
            event.preventDefault();
            const dialog = event.currentTarget as Element;
            const active = document.activeElement;
            // Something else took focus meanwhile (another dialog, the next page's heading): it stays.
            if (active && active !== document.body && active.isConnected && !dialog.contains(active)) return;
            focusAfterClosing(dialog)?.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <InertOutside layerOf={dialogLayer} />
          {/* Pointer-only affordance: keyboard and screen-reader users close with Escape or the button. */}
          <div className="modal__handle" aria-hidden="true" onPointerDown={startDrag} />
          <header className="modal__header" onPointerDown={startDrag}>
            <div className="modal__heading">
              {/* Focusable by script only: where focus returns when a dialog opened from here is done. */}
              <Dialog.Title className="modal__title" tabIndex={-1}>
                {title}
              </Dialog.Title>
              {description && (
                <Dialog.Description className="modal__description">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close className="icon-button modal__close" aria-label={t('common.close')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  fill="none"
                />
              </svg>
            </Dialog.Close>
          </header>
          <div className="modal__body">
            <UnsavedContext.Provider value={guard.registry}>{children}</UnsavedContext.Provider>
          </div>
          {footer && <footer className="modal__footer">{footer}</footer>}
          <DiscardQuestion open={guard.asking} onKeep={guard.keep} onDiscard={guard.discard} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Discard your changes?": keeping is the default, so a stray Enter loses nothing. */
function DiscardQuestion({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('app');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onKeep()}
      title={t('discard.title')}
      description={t('discard.text')}
      size="sm"
      footer={
        <div className="modal__actions">
          <Button variant="secondary" onClick={onKeep} data-autofocus>
            {t('discard.keep')}
          </Button>
          <Button variant="primary" className="button--danger" onClick={onDiscard}>
            {t('discard.discard')}
          </Button>
        </div>
      }
    />
  );
}

/**
 * Every way out the user did not choose by a button of the form (Escape, backdrop, close button, drag,
 * back) goes through `requestClose`: closed at once, or asked first when something is unsaved.
 */
function useDiscardGuard(open: boolean, onOpenChange: (open: boolean) => void, unsavedByOwner: boolean) {
  const [asking, setAsking] = useState(false);
  // Kept in a ref, not state: a form reports a change from its effect, and an Escape or back press in
  // the same moment must already see it. As state it waited for one more render, which a busy phone
  // (and CI) delivered after the key: the modal closed and the typing was lost.
  const unsavedIds = useRef(new Set<string>());
  const registry = useMemo<UnsavedRegistry>(
    () => ({
      set: (id, unsaved) => {
        if (unsaved) unsavedIds.current.add(id);
        else unsavedIds.current.delete(id);
      },
    }),
    [],
  );
  const latest = useRef({ unsavedByOwner, onOpenChange });
  useLayoutEffect(() => {
    latest.current = { unsavedByOwner, onOpenChange };
  });

  const requestClose = useCallback(() => {
    if (latest.current.unsavedByOwner || unsavedIds.current.size > 0) setAsking(true);
    else latest.current.onOpenChange(false);
  }, []);
  const entry = useSheetEntry(open, requestClose);
  // Closed by its owner, the question goes too.
  if (!open && asking) setAsking(false);

  return {
    asking,
    registry,
    requestClose,
    keep: () => {
      setAsking(false);
      entry.current?.restore();
    },
    discard: () => {
      setAsking(false);
      latest.current.onOpenChange(false);
    },
  };
}

/** The history entry of an open modal (./sheet-history.ts): back closes the modal, not the page. */
function useSheetEntry(open: boolean, onBack: () => void) {
  const entry = useRef<SheetEntry | null>(null);
  useEffect(() => {
    if (!open) return;
    const opened = openSheet(onBack);
    entry.current = opened;
    return () => {
      opened.close();
      if (entry.current === opened) entry.current = null;
    };
  }, [open, onBack]);
  return entry;
}
const dialogLayer = (marker: HTMLElement) => marker.closest('[role="dialog"]');

/** The element that had focus when the modal opened, to give focus back when it closes. */
function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own effects move focus inside.
  useLayoutEffect(() => {
    if (!open || !(document.activeElement instanceof HTMLElement)) return;
    // Opened from a dropdown menu item: the item disappears with its menu, so focus returns to the
    // menu's trigger instead.
    const fromMenu = document.activeElement.closest('[role="menu"]')
      ? document.querySelector<HTMLElement>('[aria-haspopup="menu"][aria-expanded="true"]')
      : null;
    opener.current = fromMenu ?? document.activeElement;
  }, [open]);
  return opener;
}

/** A route change (back button, a link inside the dialog) closes an open modal. */
function useCloseOnRouteChange(open: boolean, onOpenChange: (open: boolean) => void) {
  const location = useLocation();
  const first = useRef(location.key);
  const latest = useRef({ open, onOpenChange });
  useEffect(() => {
    latest.current = { open, onOpenChange };
  });
  useEffect(() => {
    if (location.key === first.current) return;
    first.current = location.key;
    if (latest.current.open) latest.current.onOpenChange(false);
  }, [location.key]);
}
