import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PictureValue as Picture } from '@lanka-tours/shared/content';
import { ArrowRightIcon } from './control-icons';
import { SafeImage } from './SafeImage';
import { PICTURE_SIZES } from './picture-sizes';
import { langOf } from '../content/useSiteContent';

interface PictureCardProps {
  picture: Picture;
  title: string;
  /** The title's language, when it is not the page's (useSiteContent.ts). */
  titleLang?: string;
  /** Where the whole card leads. */
  to: string;
  /** The visible invitation at the foot of the card, such as 'Explore'. */
  cue: string;
  /** A label over the picture's corner, such as the length of a tour. */
  badge?: string;
  children: ReactNode;
}

/** A card with a picture whose title links to `to`; the link covers the whole card. */
export function PictureCard(props: PictureCardProps) {
  const { picture, title, titleLang, to, cue, badge, children } = props;
  return (
    <article className="page-card animate-on-scroll">
      <div className="position-relative">
        <SafeImage
          sizes={PICTURE_SIZES.card}
          className="page-card-picture"
          {...picture}
          lang={langOf(picture, 'alt')}
        />
        {badge && <span className="picture-badge">{badge}</span>}
      </div>
      <div className="page-card-body">
        <h3 className="page-card-title" lang={titleLang}>
          <Link className="stretched-link" to={to}>
            {title}
          </Link>
        </h3>
        {children}
        <span className="card-cue" aria-hidden="true">
          {cue}
          <ArrowRightIcon />
        </span>
      </div>
    </article>
  );
}
