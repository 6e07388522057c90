import { AUTONYMS, LANGUAGE_TAGS, LANGUAGES, type Language } from './site-languages.ts';

interface Props {
  current: Language;
  label: string;
  /** The same page in another language. */
  hrefFor: (language: Language) => string;
}

/** Short codes for the eye, each language's own name for screen readers and search engines. */
export function LanguageSwitcher({ current, label, hrefFor }: Props) {
  return (
    <nav aria-label={label}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={hrefFor(language)}
              hrefLang={LANGUAGE_TAGS[language]}
              lang={LANGUAGE_TAGS[language]}
              aria-current={language === current ? 'page' : undefined}
            >
              <span aria-hidden="true">{language.toUpperCase()}</span>
              <span className="sr">{AUTONYMS[language]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
