import { useLingui } from '@lingui/react';
import type { PictureValue, SectionOf } from '@lanka-tours/shared/content';
import { SafeImage } from '../../../components/SafeImage';
import { PICTURE_SIZES } from '../../../components/picture-sizes';
import { langOf } from '../../../content/useSiteContent';
import { SectionHeading } from '../../../components/SectionHeading';

/** The company's story beside a picture, then a grid of the places it shows travellers. */
interface StorySectionProps {
  story: SectionOf<'aboutSection', 'story'>;
  gallery: PictureValue[];
}

export function StorySection({ story, gallery }: StorySectionProps) {
  const { i18n } = useLingui();
  return (
    <section className="page-section" aria-labelledby="story-heading">
      <div className="container">
        <div className="row align-items-center gy-5 gx-lg-5">
          <div className="col-lg-6">
            <SectionHeading
              id="story-heading"
              eyebrow={story.eyebrow}
              title={story.title}
              align="start"
              texts={story}
            />
            {story.paragraphs.map((paragraph, index, paragraphs) => (
              <p
                key={paragraph.slice(0, 24)}
                className="about-text"
                lang={langOf(paragraphs, index)}
              >
                {paragraph}
              </p>
            ))}
          </div>
          <div className="col-lg-6">
            <SafeImage
              sizes={PICTURE_SIZES.besideText}
              className="about-story-picture animate-on-scroll"
              {...story.picture}
              lang={langOf(story.picture, 'alt')}
            />
          </div>
        </div>
        <ul className="about-gallery list-unstyled" aria-label={i18n._('Places we love to show')}>
          {gallery.map((picture) => (
            <li key={picture.src} className="animate-on-scroll">
              <SafeImage
                sizes={PICTURE_SIZES.quarter}
                className="about-gallery-picture"
                {...picture}
                lang={langOf(picture, 'alt')}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
