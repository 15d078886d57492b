import { Link } from 'react-router-dom';
import type { PageIconName } from '@lanka-tours/shared/content';
import { ArrowRightIcon } from './control-icons';
import { PageIcon } from './page-icons';
import { langOf } from '../content/useSiteContent';

interface IconCardProps {
  icon: PageIconName;
  title: string;
  text: string;
  /** With a destination, the title links there and the link covers the whole card. */
  link?: { to: string; cue: string };
  /** The content the title and text come from, which says which are in English. */
  texts?: object;
}

/** A card led by a pictogram: a service, a value, a promise. */
export function IconCard({ icon, title, text, link, texts = {} }: IconCardProps) {
  return (
    <article className="page-card animate-on-scroll">
      <div className="page-card-body">
        <span className="icon-badge mb-3" aria-hidden="true">
          <PageIcon name={icon} />
        </span>
        <h3 className="page-card-title" lang={langOf(texts, 'title')}>
          {link ? (
            <Link className="stretched-link" to={link.to}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className={`page-card-text${link ? '' : ' mb-0'}`} lang={langOf(texts, 'text')}>
          {text}
        </p>
        {link && (
          <span className="card-cue" aria-hidden="true">
            {link.cue}
            <ArrowRightIcon />
          </span>
        )}
      </div>
    </article>
  );
}
