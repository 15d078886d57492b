import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { usePageTitle } from '../../../lib/usePageTitle';
import '../content-editor.css';

/** Every page of the content editor: its header, then its own part. */
export function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  const { i18n } = useLingui();
  usePageTitle(title);
  return (
    <>
      <PageHeader
        eyebrow={i18n._('For our tour guides')}
        title={title}
        lead={i18n._(
          'The words and pictures of the public pages: save a draft, preview it, publish it.',
        )}
      />
      <div className="container py-5">{children}</div>
    </>
  );
}
