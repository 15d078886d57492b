import { lazy, Suspense } from 'react';
import { usePageLanguage } from '../../lib/page-language';
import { useHydrated } from '../../lib/useHydrated';
import { suggestedLanguage } from './language-choice';

// Most visits are offered nothing: the note's code and styles load only for those that are.
const LanguageSuggestion = lazy(() =>
  import('./LanguageSuggestion').then(({ LanguageSuggestion }) => ({
    default: LanguageSuggestion,
  })),
);

/**
 * On a first visit whose browser prefers another of the site's languages, once the page is
 * running (only the browser knows its languages): the offer of the page in that language.
 */
export function LanguageOffer() {
  const hydrated = useHydrated();
  const pageLanguage = usePageLanguage();
  const language = hydrated ? suggestedLanguage(pageLanguage) : undefined;
  if (!language) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion language={language} />
    </Suspense>
  );
}
