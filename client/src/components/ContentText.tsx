import type { HTMLAttributes } from 'react';
import { langOf } from '../content/useSiteContent';

type TextTag =
  'p' | 'span' | 'h1' | 'h2' | 'h3' | 'h4' | 'li' | 'dt' | 'dd' | 'strong' | 'figcaption';

type ContentTextProps<K extends string | number> = {
  /** The object or list of the content that holds the text. */
  of: { readonly [key in K]?: string | null };
  /** The text's key in it (a field's name, or a list's index). */
  field: K;
  /** The element that shows it; a `<span>` unless told. */
  as?: TextTag;
} & Omit<HTMLAttributes<HTMLElement>, 'lang' | 'children'>;

/**
 * One text of the site's content in its element, marked `lang="en"` when the page shows it in
 * English for want of a translation: `<ContentText as="h3" of={member} field="name" />`.
 */
export function ContentText<K extends string | number>({
  of,
  field,
  as: Tag = 'span',
  ...attributes
}: ContentTextProps<K>) {
  return (
    <Tag {...attributes} lang={langOf(of, field)}>
      {of[field]}
    </Tag>
  );
}

/** A banner card's h2 and its paragraph, from a section of the content with a title and a text. */
export function BannerTitleAndText({
  id,
  of,
}: {
  id: string;
  of: { title: string; text: string };
}) {
  return (
    <>
      <ContentText as="h2" id={id} className="page-serif h3" of={of} field="title" />
      <ContentText as="p" className="mb-0" of={of} field="text" />
    </>
  );
}
