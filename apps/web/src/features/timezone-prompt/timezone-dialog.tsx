/**
 * The "time zone change" modal (docs/product/rules.md#time-zone-prompt): switch the account to the device's
 * zone, or not now
 * (asked again after a week), with a "don't ask me again" box. Changing saves the zone with
 * `PATCH user` and puts the reply in the session, so the calendar redraws in the new zone at once.
 */
import { MODAL_CLOSE_MS, timeZoneLabel } from '@sessionbook/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CheckboxField } from '../../components/form/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { Button } from '../../components/ui/index.ts';
import { queryClient } from '../../lib/query-client.ts';
import { updateSession } from '../../lib/session-store.ts';
import { STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { useToast } from '../../lib/toast.tsx';
import { updateTimeZone } from './api/update-time-zone.ts';
import { OPTED_OUT } from './rules.ts';
import './timezone-prompt.css';

export interface TimezoneDialogProps {
  currentZone: string;
  offeredZone: string;
  /** The dialog is done (answered or dismissed): the prompt unmounts it. */
  onDone: () => void;
}

export function TimezoneDialog({ currentZone, offeredZone, onDone }: TimezoneDialogProps) {
  const { t, i18n } = useTranslation('app');
  const toast = useToast();
  const [never, setNever] = useState(false);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(true);
  const { key } = useLocation();
  const openedAt = useRef(key);
  const now = new Date();

  /** Remembers the answer: asked now, and whether to ask ever again. */
  function remember() {
    writeStored(STORAGE_KEYS.timezoneSuggestedAt, String(Date.now()));
    if (never) writeStored(STORAGE_KEYS.noTimezoneUpdates, OPTED_OUT);
  }

  function close() {
    setOpen(false);
    // Unmounted after the close animation, so the sheet slides away instead of vanishing.
    setTimeout(onDone, MODAL_CLOSE_MS);
  }

  function notNow() {
    remember();
    close();
  }

  async function change() {
    setBusy(true);
    try {
      const saved = await updateTimeZone(offeredZone);
      remember();
      updateSession({ user: saved });
      // Lists fetched for the old zone's days refetch for the new one.
      void queryClient.invalidateQueries();
      toast.success('timezone_prompt.changed');
      close();
    } catch (error) {
      toast.error(error);
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next || busy) return;
        // Leaving the page is no answer: ask again on the next visit. Escape, the backdrop and the
        // close button are "not now".
        if (key !== openedAt.current) close();
        else notNow();
      }}
      title={t('timezone_prompt.title')}
      description={t('timezone_prompt.text', {
        detected: timeZoneLabel(offeredZone, i18n.language, now),
        current: timeZoneLabel(currentZone, i18n.language, now),
      })}
      size="sm"
      className="timezone-prompt"
      footer={
        <div className="modal__actions">
          <Button variant="secondary" onClick={notNow} disabled={busy} autoFocus>
            {t('timezone_prompt.not_now')}
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void change()}>
            {t('timezone_prompt.change')}
          </Button>
        </div>
      }
    >
      <CheckboxField
        className="timezone-prompt__never"
        name="no_timezone_updates"
        label={t('timezone_prompt.never')}
        checked={never}
        disabled={busy}
        onChange={(event) => setNever(event.target.checked)}
      />
    </Modal>
  );
}
