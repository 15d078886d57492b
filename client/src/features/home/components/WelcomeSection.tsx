import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/control-icons';
import { SafeImage } from '../../../components/SafeImage';
import { SectionHeading } from '../../../components/SectionHeading';
import { WELCOME } from '../../../content/home';

export function WelcomeSection() {
  return (
    <section className="page-section" aria-labelledby="welcome-heading">
      <div className="container">
        <div className="row align-items-center gy-5 gx-lg-5">
          <div className="col-lg-6">
            <SectionHeading
              id="welcome-heading"
              eyebrow={WELCOME.eyebrow}
              title={WELCOME.title}
              align="start"
            />
            {WELCOME.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="home-welcome-text">
                {paragraph}
              </p>
            ))}
            <Link className="btn btn-primary btn-lg page-btn mt-2" to="/services">
              {WELCOME.linkLabel}
              <ArrowRightIcon />
            </Link>
          </div>
          <div className="col-lg-6">
            <SafeImage className="home-welcome-picture animate-on-scroll" {...WELCOME.picture} />
          </div>
        </div>
      </div>
    </section>
  );
}
