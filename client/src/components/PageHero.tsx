import type { PictureValue as Picture } from '@shared/content';
import { SafeImage } from './SafeImage';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  picture: Picture;
}

/** The top of an inner page: its title over a full-width picture. */
export function PageHero({ eyebrow, title, lead, picture }: PageHeroProps) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <SafeImage className="page-hero-picture" {...picture} priority />
      <div className="container page-hero-content">
        {eyebrow && <p className="page-hero-eyebrow">{eyebrow}</p>}
        <h1 id="page-title">{title}</h1>
        <p className="page-hero-lead">{lead}</p>
      </div>
    </section>
  );
}
