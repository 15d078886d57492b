import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/control-icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { ABOUT_VISION } from '../../../content/about';

export function VisionSection() {
  return (
    <section className="page-section page-section-tint" aria-labelledby="vision-heading">
      <div className="container about-vision">
        <SectionHeading
          id="vision-heading"
          eyebrow={ABOUT_VISION.eyebrow}
          title={ABOUT_VISION.title}
          lead={ABOUT_VISION.text}
        />
        <Link className="btn btn-primary btn-lg page-btn" to="/contact">
          {ABOUT_VISION.linkLabel}
          <ArrowRightIcon />
        </Link>
      </div>
    </section>
  );
}
