import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  lead?: string;
}

/**
 * The top of a page without a picture (the photo gallery, account and guides' pages, a page that
 * is only a message): the inner-page hero's band and type, in less height.
 */
export function PageHeader({ eyebrow, title, lead }: PageHeaderProps) {
  return (
    <section className="page-hero page-header" aria-labelledby="page-title">
      <div className="container page-hero-content">
        <p className="page-hero-eyebrow">{eyebrow}</p>
        <h1 id="page-title">{title}</h1>
        {lead && <p className="page-hero-lead">{lead}</p>}
      </div>
    </section>
  );
}

/** What stands in for a list with nothing in it yet. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="empty-state">
      <h2 className="empty-state-title">{title}</h2>
      <p className="mb-0">{text}</p>
    </div>
  );
}

interface MessagePageProps {
  eyebrow: string;
  title: string;
  /** The message and the way on. */
  children: ReactNode;
}

/**
 * A page that is only a message (not found, no access, no such album, an error): the sections'
 * small label and serif title over the message, filling the screen down to the footer.
 */
export function MessagePage({ eyebrow, title, children }: MessagePageProps) {
  return (
    <section className="page-message" aria-labelledby="page-title">
      <div className="container">
        <p className="section-eyebrow">{eyebrow}</p>
        <h1 id="page-title" className="section-title">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
