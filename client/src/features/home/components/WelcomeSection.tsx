import type { SectionOf } from '@shared/content';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/control-icons';
import { SafeImage } from '../../../components/SafeImage';
import { SectionHeading } from '../../../components/SectionHeading';

export function WelcomeSection({ welcome }: { welcome: SectionOf<'homeSection', 'welcome'> }) {
  return (
    <section className="page-section" aria-labelledby="welcome-heading">
      <div className="container">
        <div className="row align-items-center gy-5 gx-lg-5">
          <div className="col-lg-6">
            <SectionHeading
              id="welcome-heading"
              eyebrow={welcome.eyebrow}
              title={welcome.title}
              align="start"
            />
            {welcome.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="home-welcome-text">
                {paragraph}
              </p>
            ))}
            <Link className="btn btn-primary btn-lg page-btn mt-2" to="/services">
              {welcome.linkLabel}
              <ArrowRightIcon />
            </Link>
          </div>
          <div className="col-lg-6">
            <SafeImage className="home-welcome-picture animate-on-scroll" {...welcome.picture} />
          </div>
        </div>
      </div>
    </section>
  );
}
