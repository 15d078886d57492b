import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { GuidesPageFrame } from '../../../components/GuidesPageFrame';
import '../content-editor.css';

/** Every page of the content editor: its header, then its own part. */
export function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <GuidesPageFrame
      title={title}
      lead={i18n._(
        'The words and pictures of the public pages: save a draft, preview it, publish it.',
      )}
    >
      {children}
    </GuidesPageFrame>
  );
}
