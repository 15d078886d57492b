import { PictureCard } from '../../../components/PictureCard';
import { SectionHeading } from '../../../components/SectionHeading';
import { EXPERIENCES } from '../../../content/home';

export function ExperienceCards() {
  return (
    <section className="page-section page-section-tint" aria-labelledby="experiences-heading">
      <div className="container">
        <SectionHeading
          id="experiences-heading"
          eyebrow="Experiences"
          title="Adventure, culture and cuisine"
          lead="Every tour mixes what you love most; these are the moments travellers remember."
        />
        <ul className="row g-4 list-unstyled">
          {EXPERIENCES.map((experience) => (
            <li key={experience.title} className="col-sm-6 col-lg-3">
              <PictureCard
                picture={experience.picture}
                title={experience.title}
                to="/services"
                cue="See tours"
              >
                <p className="page-card-text">{experience.text}</p>
              </PictureCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
