import { IconCard } from '../../../components/IconCard';
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
              <IconCard {...value} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
