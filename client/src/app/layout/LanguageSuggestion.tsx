import {
  LANGUAGE_TAGS,
  pathInLanguage,
  type SiteLanguage,
} from '@lanka-tours/shared/site-languages';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { GlobeIcon } from '../../components/icons';
import '../../styles/language-suggestion.css';
import { rememberLanguageChosen, SUGGESTION_MESSAGES } from './language-choice';

/** A note, in `language`, that the page exists in it too, with a link there and a way to turn it down. */
export function LanguageSuggestion({ language }: { language: SiteLanguage }) {
  const { pathname, search, hash } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const messages = SUGGESTION_MESSAGES[language];
  const dismiss = () => {
    rememberLanguageChosen();
    setDismissed(true);
  };

  return (
    <aside
      className="language-suggestion"
      lang={LANGUAGE_TAGS[language]}
      aria-label={messages.offer}
    >
      <GlobeIcon />
      <p>{messages.offer}</p>
      <a
        className="btn btn-book"
        href={`${pathInLanguage(pathname, language)}${search}${hash}`}
        hrefLang={LANGUAGE_TAGS[language]}
        onClick={() => rememberLanguageChosen(language)}
      >
        {messages.accept}
      </a>
      <button type="button" className="language-suggestion-dismiss" onClick={dismiss}>
        {messages.dismiss}
      </button>
    </aside>
  );
}
