import { langOf } from '../content/useSiteContent';

interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'center' | 'start';
  /** The content these texts come from, which says which are in English (useSiteContent.ts). */
  texts?: object;
  /** The key of the lead's text in `texts`, when it is not `lead`. */
  leadKey?: string;
}

/** A section's small label, its h2 and an optional introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  texts = {},
  leadKey = 'lead',
}: SectionHeadingProps) {
  return (
    <div className={`section-heading section-heading-${align} animate-on-scroll`}>
      {eyebrow && (
        <p className="section-eyebrow" lang={langOf(texts, 'eyebrow')}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="section-title" lang={langOf(texts, 'title')}>
        {title}
      </h2>
      {lead && (
        <p className="section-lead" lang={langOf(texts, leadKey)}>
          {lead}
        </p>
      )}
    </div>
  );
}
