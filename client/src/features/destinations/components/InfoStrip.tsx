import { useLingui } from '@lingui/react';

/** In English, the ids of their translations. */
const FACTS = [
  {
    title: /*i18n*/ 'Perfect Weather',
    text: /*i18n*/ 'A tropical climate with an average of 28°C and a dry season somewhere on the island in every month.',
  },
  {
    title: /*i18n*/ 'Exquisite Cuisine',
    text: /*i18n*/ 'Rice and curry, hoppers, fresh seafood and Ceylon tea, flavoured with the island’s own spices.',
  },
  {
    title: /*i18n*/ 'Local Guides',
    text: /*i18n*/ 'Certified guides who grew up here and bring every temple, forest and village to life.',
  },
] as const;

export function InfoStrip() {
  const { i18n } = useLingui();
  return (
    <section className="page-section" aria-labelledby="info-strip-title">
      <div className="container">
        <h2 id="info-strip-title" className="visually-hidden">
          {i18n._('Why travel in Sri Lanka')}
        </h2>
        <div className="row g-4 text-center">
          {FACTS.map((fact) => (
            <div key={fact.title} className="col-md-4">
              <h3 className="page-card-title">{i18n._(fact.title)}</h3>
              <p className="page-card-text mb-0">{i18n._(fact.text)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
