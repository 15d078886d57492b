import { PageIcon } from '../../../components/page-icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { CORE_VALUES } from '../../../content/about';

export function ValuesSection() {
  return (
    <section className="page-section" aria-labelledby="values-heading">
      <div className="container">
        <SectionHeading id="values-heading" eyebrow="What guides us" title="Our core values" />
        <ul className="row g-4 list-unstyled">
          {CORE_VALUES.map((value) => (
            <li key={value.title} className="col-sm-6 col-lg-3">
              <article className="page-card animate-on-scroll">
                <div className="page-card-body">
                  <span className="icon-badge mb-3" aria-hidden="true">
                    <PageIcon name={value.icon} />
                  </span>
                  <h3 className="page-card-title">{value.title}</h3>
                  <p className="page-card-text mb-0">{value.text}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
