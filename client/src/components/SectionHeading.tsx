interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'center' | 'start';
}

/** A section's small label, its h2 and an optional introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
}: SectionHeadingProps) {
  return (
    <div className={`section-heading section-heading-${align} animate-on-scroll`}>
      {eyebrow && <p className="section-eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {lead && <p className="section-lead">{lead}</p>}
    </div>
  );
}
