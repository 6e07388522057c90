/**
 * Install-to-home-screen prompt (docs/product/screens.md#overlays): the browser's beforeinstallprompt event
 * is captured
 * and offered once; a dismissal or an install is remembered so we never nag.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/index.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';

/** Not in the DOM typings: Chromium-only event. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function InstallPrompt() {
  const { t } = useTranslation('app');
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (readStored(STORAGE_KEYS.installPromptDismissed) === 'true') return;
    const capture = (e: Event) => {
      e.preventDefault(); // keep the browser's mini-infobar away; we offer it in our own words
      // The browser may offer again later in this visit; once answered, we stay quiet.
      if (readStored(STORAGE_KEYS.installPromptDismissed) !== 'true') setEvent(e as BeforeInstallPromptEvent);
    };
    // Installed through the browser's own menu: nothing left to offer.
    const installed = () => {
      writeStored(STORAGE_KEYS.installPromptDismissed, 'true');
      setEvent(null);
    };
    window.addEventListener('beforeinstallprompt', capture);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', capture);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!event) return null;
  const close = () => {
    writeStored(STORAGE_KEYS.installPromptDismissed, 'true');
    setEvent(null);
  };
  const install = async () => {
    // Answered either way: the browser's own dialog decides, and we do not ask again.
    close();
    await event.prompt().catch(() => undefined);
  };
  return (
    <section className="banner banner--install" aria-label={t('install.install')}>
      <p>{t('install.text')}</p>
      <div className="banner__actions">
        <Button variant="ghost" onClick={close}>
          {t('install.dismiss')}
        </Button>
        <Button onClick={() => void install()}>{t('install.install')}</Button>
      </div>
    </section>
  );
}
