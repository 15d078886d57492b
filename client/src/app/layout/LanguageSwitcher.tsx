import { useLingui } from '@lingui/react';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  pathInLanguage,
  SITE_LANGUAGES,
} from '@lanka-tours/shared/site-languages';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { GlobeIcon } from '../../components/icons';
import { usePageLanguage } from '../../lib/page-language';
import '../../styles/language-switcher.css';
import { rememberLanguageChosen } from './language-choice';
import { useDismiss } from './useDismiss';

/**
 * The languages the site speaks, each a link to the page shown now in that language (loaded
 * anew: each language's page is its own address), which no page then suggests another
 * language after. Works as a disclosure without JavaScript.
 */
export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const current = usePageLanguage();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDetailsElement>(null);
  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(container, open, dismiss);

  return (
    <details
      ref={container}
      className="language-switcher"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary aria-label={i18n._('Language: {language}', { language: LANGUAGE_NAMES[current] })}>
        <GlobeIcon />
        <span aria-hidden="true">{current.toUpperCase()}</span>
      </summary>
      <ul className="dropdown-menu show">
        {SITE_LANGUAGES.map((language) => (
          <li key={language}>
            <a
              className="dropdown-item"
              href={`${pathInLanguage(pathname, language)}${search}${hash}`}
              hrefLang={LANGUAGE_TAGS[language]}
              lang={LANGUAGE_TAGS[language]}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => rememberLanguageChosen(language)}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
