import type { PictureValue as Picture } from '@lanka-tours/shared/content';
import { SafeImage } from './SafeImage';
import { PICTURE_SIZES } from './picture-sizes';
import { langOf } from '../content/useSiteContent';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  picture: Picture;
}

/** The top of an inner page: its title over a full-width picture. */
export function PageHero({ hero }: { hero: PageHeroProps }) {
  const { eyebrow, title, lead, picture } = hero;
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <SafeImage
        sizes={PICTURE_SIZES.window}
        className="page-hero-picture"
        {...picture}
        lang={langOf(picture, 'alt')}
        priority
      />
      <div className="container page-hero-content">
        {eyebrow && (
          <p className="page-hero-eyebrow" lang={langOf(hero, 'eyebrow')}>
            {eyebrow}
          </p>
        )}
        <h1 id="page-title" lang={langOf(hero, 'title')}>
          {title}
        </h1>
        <p className="page-hero-lead" lang={langOf(hero, 'lead')}>
          {lead}
        </p>
      </div>
    </section>
  );
}
