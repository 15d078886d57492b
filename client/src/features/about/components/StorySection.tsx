import { SafeImage } from '../../../components/SafeImage';
import { SectionHeading } from '../../../components/SectionHeading';
import { ABOUT_GALLERY, ABOUT_STORY } from '../../../content/about';

/** The company's story beside a picture, then a grid of the places it shows travellers. */
export function StorySection() {
  return (
    <section className="page-section" aria-labelledby="story-heading">
      <div className="container">
        <div className="row align-items-center gy-5 gx-lg-5">
          <div className="col-lg-6">
            <SectionHeading
              id="story-heading"
              eyebrow={ABOUT_STORY.eyebrow}
              title={ABOUT_STORY.title}
              align="start"
            />
            {ABOUT_STORY.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="about-text">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="col-lg-6">
            <SafeImage className="about-story-picture animate-on-scroll" {...ABOUT_STORY.picture} />
          </div>
        </div>
        <ul className="about-gallery list-unstyled" aria-label="Places we love to show">
          {ABOUT_GALLERY.map((picture) => (
            <li key={picture.src} className="animate-on-scroll">
              <SafeImage className="about-gallery-picture" {...picture} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
