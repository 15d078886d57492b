import type { SiteLanguage } from '@lanka-tours/shared/site-languages';

/** The letterhead the build writes in English; each other language's is beside it. */
const BUILT_LETTERHEAD = '/letterhead.pdf';

interface LetterheadFile {
  href: string;
  fileName: string;
}

/**
 * The letterhead in the page's language (client/build/build-letterhead.mjs writes `/letterhead.de.pdf`
 * …), saved as `…-de.pdf`; a file the editors chose instead is offered as it is.
 */
export function letterheadIn(letterhead: LetterheadFile, language: SiteLanguage): LetterheadFile {
  if (letterhead.href !== BUILT_LETTERHEAD || language === 'en') return letterhead;
  return {
    href: `/letterhead.${language}.pdf`,
    fileName: letterhead.fileName.replace(/\.pdf$/, `-${language}.pdf`),
  };
}
