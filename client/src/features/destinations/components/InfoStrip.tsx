const FACTS = [
  {
    title: 'Perfect Weather',
    text: 'A tropical climate with an average of 28°C and a dry season somewhere on the island in every month.',
  },
  {
    title: 'Exquisite Cuisine',
    text: 'Rice and curry, hoppers, fresh seafood and Ceylon tea, flavoured with the island’s own spices.',
  },
  {
    title: 'Local Guides',
    text: 'Certified guides who grew up here and bring every temple, forest and village to life.',
  },
] as const;

export function InfoStrip() {
  return (
    <section className="page-section" aria-labelledby="info-strip-title">
      <div className="container">
        <h2 id="info-strip-title" className="visually-hidden">
          Why travel in Sri Lanka
        </h2>
        <div className="row g-4 text-center">
          {FACTS.map((fact) => (
            <div key={fact.title} className="col-md-4">
              <h3 className="page-card-title">{fact.title}</h3>
              <p className="page-card-text mb-0">{fact.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
