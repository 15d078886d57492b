import { SectionHeading } from '../../../components/SectionHeading';
import { HOW_IT_WORKS } from '../../../content/home';

export function HowItWorks() {
  return (
    <section className="page-section" aria-labelledby="how-heading">
      <div className="container">
        <SectionHeading
          id="how-heading"
          eyebrow="How it works"
          title="From first message to first sunrise"
        />
        <ol className="how-steps row g-4 list-unstyled">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className="col-sm-6 col-lg-3">
              <div className="how-step animate-on-scroll">
                <span className="how-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="page-card-title">
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="page-card-text mb-0">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
