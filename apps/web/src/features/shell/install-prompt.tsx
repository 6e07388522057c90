/**
 * Install-to-home-screen offer (docs/product/screens.md#overlays): the browser's beforeinstallprompt
 * event is captured from the start (its own mini-infobar held back) and offered once, in our words, to
 * someone who has an account and has used the app a little on this device: signed in, from the
 * INSTALL_OFFER_AFTER_SCREENS th screen they open. A visitor on the sign-in page is never asked to
 * install an app they have no account for (docs/decisions/0037-one-voice-one-look.md). An answer or an
 * install is remembered.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/index.ts';
import { useSession } from '../../lib/session.tsx';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';

/**
 * Screens a signed-in person opens on this device before the offer: the calendar, then a few more
 * (a client's professionals and a booking, a trainer's client book and a class). Counted per device,
 * as installing is: an account on a new phone is offered the app there too.
 */
export const INSTALL_OFFER_AFTER_SCREENS = 5;

/** Not in the DOM typings: Chromium-only event. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const answered = () => readStored(STORAGE_KEYS.installPromptDismissed) === 'true';
const screensSeen = () => Number(readStored(STORAGE_KEYS.installOfferScreens)) || 0;

export function InstallPrompt() {
  const { t } = useTranslation('app');
  const { isAuthenticated } = useSession();
  const { pathname } = useLocation();
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [screens, setScreens] = useState(screensSeen);

  useEffect(() => {
    if (answered()) return;
    const capture = (e: Event) => {
      e.preventDefault(); // keep the browser's mini-infobar away; we offer it in our own words
      // The browser may offer again later in this visit; once answered, we stay quiet.
      if (!answered()) setEvent(e as BeforeInstallPromptEvent);
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

  // Each screen opened while signed in counts once; the count stops where the offer starts.
  useEffect(() => {
    if (!isAuthenticated || answered()) return;
    const seen = screensSeen();
    if (seen >= INSTALL_OFFER_AFTER_SCREENS) return;
    writeStored(STORAGE_KEYS.installOfferScreens, String(seen + 1));
    setScreens(seen + 1);
  }, [isAuthenticated, pathname]);

  if (!event || !isAuthenticated || screens < INSTALL_OFFER_AFTER_SCREENS) return null;
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
