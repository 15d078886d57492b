import { siteLanguageOfTag, type SiteLanguage } from '@lanka-tours/shared/site-languages';

/** A range's weight: `q=0.8`; 1 when it has none, 0 (refused) when it is not a number. */
function weightOf(parameters: string[]): number {
  const q = parameters.find((parameter) => /^q=/i.test(parameter.trim()));
  if (!q) return 1;
  const weight = Number(q.trim().slice(2));
  return Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0;
}

/**
 * The site language an Accept-Language header prefers (RFC 9110: the highest quality value
 * first, in the order written among equals; `q=0` never): `de-AT` is German, `zh-CN` and
 * `zh-Hans` Simplified Chinese. Undefined when it names none of the site's languages.
 */
export function languageFromHeader(header: string | undefined): SiteLanguage | undefined {
  if (!header) return undefined;
  let best: { language: SiteLanguage; weight: number } | undefined;
  for (const part of header.slice(0, 1000).split(',')) {
    const [range, ...parameters] = part.trim().split(';');
    const language = siteLanguageOfTag(range.trim());
    const weight = weightOf(parameters);
    if (language && weight > 0 && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language;
}
