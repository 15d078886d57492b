import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/usePageTitle';

/** A page whose content has not been built yet: its heading, and what will stand there. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="container py-5">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
