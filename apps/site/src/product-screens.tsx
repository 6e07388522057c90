import { SCREENS, screenFile, type Screen } from './screens.ts';
import { siteText } from './site-content.ts';
import type { Language } from './site-languages.ts';

/** How wide each picture is drawn (the stylesheet's .shots), so the browser picks the file it needs. */
const SIZES: Record<Screen['device'], string> = {
  laptop: '(min-width:60rem) 58rem, calc(100vw - 2rem)',
  phone: '(min-width:40rem) 16rem, calc(50vw - 1.5rem)',
};

/**
 * The app as it is, in the page's language: the professional's week on a laptop, then a client's
 * calendar and the vouchers on a phone (scripts/screenshots.mjs takes them from the demo data). Below
 * the first screen, so they load lazily and never hold up the page.
 */
export function ProductScreens({ language }: { language: Language }) {
  const t = siteText(language);
  const srcSet = (screen: Screen, format: 'avif' | 'webp') =>
    screen.widths.map((width) => `/${screenFile(language, screen.name, width, format)} ${width}w`).join(',');
  return (
    <section aria-labelledby="screens">
      <h2 id="screens">{t('screens.title')}</h2>
      <ul className="shots">
        {SCREENS.map((screen) => (
          <li key={screen.name} className={screen.device}>
            <figure>
              <picture>
                <source type="image/avif" srcSet={srcSet(screen, 'avif')} sizes={SIZES[screen.device]} />
                <source type="image/webp" srcSet={srcSet(screen, 'webp')} sizes={SIZES[screen.device]} />
                <img
                  src={`/${screenFile(language, screen.name, screen.widths[0]!, 'webp')}`}
                  alt={t(`screens.${screen.name}.alt`)}
                  width={screen.width}
                  height={screen.height}
                  loading="lazy"
                  decoding="async"
                />
              </picture>
              <figcaption>{t(`screens.${screen.name}.caption`)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
