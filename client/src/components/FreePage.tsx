import type { DocumentOf } from '@lanka-tours/shared/content';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/usePageTitle';
import { Markdown } from './Markdown';
import { langOf } from '../content/useSiteContent';
import { PageHero } from './PageHero';
import { ContentText } from '../components/ContentText';

interface FreePageProps {
  /** A published free page: the privacy notice, the terms, the imprint. */
  page: DocumentOf<'page'>;
  /** What the page adds after its sections. */
  children?: ReactNode;
}

/** A free page: its hero, then each section's heading, intro and points. */
export function FreePage({ page: { hero, sections }, children }: FreePageProps) {
  usePageTitle(hero.title);
  return (
    <>
      <PageHero hero={hero} />
      <div className="container py-5">
        <div className="row">
          <div className="col-lg-9">
            {sections.map((section) => (
              <section key={section.id} className="mb-5" aria-labelledby={section.id}>
                <ContentText as="h2" id={section.id} className="h4" of={section} field="heading" />
                {section.intro && <Markdown text={section.intro} lang={langOf(section, 'intro')} />}
                <ul>
                  {section.points.map((point, index, points) => (
                    <ContentText as="li" key={point} className="mb-2" of={points} field={index} />
                  ))}
                </ul>
              </section>
            ))}
            {children}
          </div>
        </div>
      </div>
    </>
  );
}
