import type { ReactNode } from 'react';
import type { Picture } from '../content/picture';
import { usePageTitle } from '../lib/usePageTitle';
import '../styles/page-sections.css';
import { SafeImage } from './SafeImage';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  picture: Picture;
  children?: ReactNode;
}

/** The top of an inner page: its title over a full-width picture. Also names the browser tab. */
export function PageHero({ eyebrow, title, lead, picture, children }: PageHeroProps) {
  usePageTitle(title);
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <SafeImage className="page-hero-picture" {...picture} priority />
      <div className="container page-hero-content">
        {eyebrow && <p className="page-hero-eyebrow">{eyebrow}</p>}
        <h1 id="page-title">{title}</h1>
        <p className="page-hero-lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
