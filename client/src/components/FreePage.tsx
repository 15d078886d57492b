import type { DocumentOf } from '@shared/content';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/usePageTitle';
import { Markdown } from './Markdown';
import { PageHero } from './PageHero';

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
      <PageHero {...hero} />
      <div className="container py-5">
        <div className="row">
          <div className="col-lg-9">
            {sections.map(({ id, heading, intro, points }) => (
              <section key={id} className="mb-5" aria-labelledby={id}>
                <h2 id={id} className="h4">
                  {heading}
                </h2>
                {intro && <Markdown text={intro} />}
                <ul>
                  {points.map((point) => (
                    <li key={point} className="mb-2">
                      {point}
                    </li>
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
