import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import { SectionHeading } from '../../../components/SectionHeading';
import { ContentText } from '../../../components/ContentText';

export function HowItWorks({ steps }: SectionOf<'homeSection', 'howItWorks'>) {
  const { i18n } = useLingui();
  return (
    <section className="page-section" aria-labelledby="how-heading">
      <div className="container">
        <SectionHeading
          id="how-heading"
          eyebrow={i18n._('How it works')}
          title={i18n._('From first message to first sunrise')}
        />
        <ol className="how-steps row g-4 list-unstyled">
          {steps.map((step, index) => (
            <li key={step.title} className="col-sm-6 col-lg-3">
              <div className="how-step animate-on-scroll">
                <span className="how-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="page-card-title">
                  <span className="visually-hidden">
                    {i18n._('Step {number}:', { number: index + 1 })}{' '}
                  </span>
                  <ContentText of={step} field="title" />
                </h3>
                <ContentText as="p" className="page-card-text mb-0" of={step} field="text" />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
