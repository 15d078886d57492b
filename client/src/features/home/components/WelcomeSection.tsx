import type { SectionOf } from '@lanka-tours/shared/content';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/control-icons';
import { SafeImage } from '../../../components/SafeImage';
import { PICTURE_SIZES } from '../../../components/picture-sizes';
import { langOf } from '../../../content/useSiteContent';
import { SectionHeading } from '../../../components/SectionHeading';
import { ContentText } from '../../../components/ContentText';

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
              texts={welcome}
            />
            {welcome.paragraphs.map((paragraph, index, paragraphs) => (
              <p
                key={paragraph.slice(0, 24)}
                className="home-welcome-text"
                lang={langOf(paragraphs, index)}
              >
                {paragraph}
              </p>
            ))}
            <Link className="btn btn-primary btn-lg page-btn mt-2" to="/services">
              <ContentText of={welcome} field="linkLabel" />
              <ArrowRightIcon />
            </Link>
          </div>
          <div className="col-lg-6">
            <SafeImage
              sizes={PICTURE_SIZES.besideText}
              className="home-welcome-picture animate-on-scroll"
              {...welcome.picture}
              lang={langOf(welcome.picture, 'alt')}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
