import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/index.ts';
import { PageTitle } from '../../components/ui/index.ts';
import { BrandMark } from '../../components/standalone-page/brand-mark.tsx';
import { formatDate } from '../../lib/format-dates.ts';
import './pages.css';

/** The date the texts below were last changed; shown in the reader's date format. */
const UPDATED = new Date(Date.UTC(2026, 10, 1));

/**
 * Privacy and terms share one readable layout: short sections with headings, one idea per paragraph.
 * Each line of a section body in the catalog becomes its own paragraph.
 */
export function LegalPage({ doc, sections }: { doc: 'privacy' | 'terms'; sections: readonly string[] }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const date = formatDate(UPDATED, i18n.language, { timeZone: 'UTC', month: 'long' });

  return (
    <main className="legal" id="main">
      <article className="legal__column">
        <BrandMark />
        <PageTitle title={t(`pages.${doc}.title`)} subtitle={t('pages.legal.updated', { date })} />
        <p className="legal__intro">{t(`pages.${doc}.intro`)}</p>
        {sections.map((section) => (
          <section key={section} className="legal__section" aria-labelledby={`${doc}-${section}`}>
            <h2 id={`${doc}-${section}`}>{t(`pages.${doc}.sections.${section}.title`)}</h2>
            {t(`pages.${doc}.sections.${section}.body`)
              .split('\n')
              .map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
          </section>
        ))}
        <div>
          {/* Usually opened from the sign-up form in a new tab or from a link; back returns there. */}
          <Button
            variant="secondary"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          >
            {t('pages.legal.back')}
          </Button>
        </div>
      </article>
    </main>
  );
}
