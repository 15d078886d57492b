import type { SectionOf } from '@lanka-tours/shared/content';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/control-icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { ContentText } from '../../../components/ContentText';

export function VisionSection({ vision }: { vision: SectionOf<'aboutSection', 'vision'> }) {
  return (
    <section className="page-section page-section-tint" aria-labelledby="vision-heading">
      <div className="container about-vision">
        <SectionHeading
          id="vision-heading"
          eyebrow={vision.eyebrow}
          title={vision.title}
          lead={vision.text}
          texts={vision}
          leadKey="text"
        />
        <Link className="btn btn-primary btn-lg page-btn" to="/contact">
          <ContentText of={vision} field="linkLabel" />
          <ArrowRightIcon />
        </Link>
      </div>
    </section>
  );
}
