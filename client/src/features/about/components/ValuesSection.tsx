import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import { IconCard } from '../../../components/IconCard';
import { SectionHeading } from '../../../components/SectionHeading';

export function ValuesSection({ values }: SectionOf<'aboutSection', 'values'>) {
  const { i18n } = useLingui();
  return (
    <section className="page-section" aria-labelledby="values-heading">
      <div className="container">
        <SectionHeading
          id="values-heading"
          eyebrow={i18n._('What guides us')}
          title={i18n._('Our core values')}
        />
        <ul className="row g-4 list-unstyled">
          {values.map((value) => (
            <li key={value.title} className="col-sm-6 col-lg-3">
              <IconCard {...value} texts={value} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
