import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import { PictureCard } from '../../../components/PictureCard';
import { langOf } from '../../../content/useSiteContent';
import { SectionHeading } from '../../../components/SectionHeading';
import { ContentText } from '../../../components/ContentText';

export function ExperienceCards({ cards }: SectionOf<'homeSection', 'experiences'>) {
  const { i18n } = useLingui();
  return (
    <section className="page-section page-section-tint" aria-labelledby="experiences-heading">
      <div className="container">
        <SectionHeading
          id="experiences-heading"
          eyebrow={i18n._('Experiences')}
          title={i18n._('Adventure, culture and cuisine')}
          lead={i18n._(
            'Every tour mixes what you love most; these are the moments travellers remember.',
          )}
        />
        <ul className="row g-4 list-unstyled">
          {cards.map((experience) => (
            <li key={experience.title} className="col-sm-6 col-lg-3">
              <PictureCard
                picture={experience.picture}
                title={experience.title}
                titleLang={langOf(experience, 'title')}
                to="/services"
                cue={i18n._('See tours')}
              >
                <ContentText as="p" className="page-card-text" of={experience} field="text" />
              </PictureCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
