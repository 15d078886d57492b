import { useLingui } from '@lingui/react';
import { pathInLanguage, type SiteLanguage } from '@lanka-tours/shared/site-languages';

/** The error screen of a page that failed to render, with the specification's wording. */
export default function RouteErrorPage({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className="container py-5">
      <h1>{i18n._('Unexpected Application Error!')}</h1>
      <p className="text-danger">{message}</p>
      <a href={pathInLanguage('/', i18n.locale as SiteLanguage)} className="btn btn-primary">
        {i18n._('Back to Home')}
      </a>
    </section>
  );
}
