import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/usePageTitle';
import { PageHeader } from './PageHeader';

interface GuidesPageFrameProps {
  title: string;
  lead?: string;
  /** The body's classes beside `container`: its spacing, a class of the page's own. */
  bodyClassName?: string;
  children: ReactNode;
}

/** Every tour guides' page: the tab's title, the header "For our tour guides", then its body. */
export function GuidesPageFrame({
  title,
  lead,
  bodyClassName = 'py-5',
  children,
}: GuidesPageFrameProps) {
  const { i18n } = useLingui();
  usePageTitle(title);
  return (
    <>
      <PageHeader eyebrow={i18n._('For our tour guides')} title={title} lead={lead} />
      <div className={`container ${bodyClassName}`}>{children}</div>
    </>
  );
}
