import { useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { parseMarkdown, type MarkdownInline } from '../lib/markdown';

/**
 * Text a tour guide wrote in Markdown (lib/markdown.ts), as React elements: paragraphs, lists,
 * line breaks, strong and emphasised words and links. Never HTML: what looks like a tag is text.
 * `lang` marks each block's language (a text shown in English for want of a translation).
 */
export function Markdown({ text, lang }: { text: string; lang?: string }) {
  return parseMarkdown(text).map((block, index) => {
    if (block.type === 'paragraph') {
      return (
        <p key={index} lang={lang}>
          {inline(block.children)}
        </p>
      );
    }
    const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{inline(item)}</li>);
    if (!block.ordered) {
      return (
        <ul key={index} lang={lang}>
          {items}
        </ul>
      );
    }
    return (
      <ol key={index} lang={lang} start={block.start === 1 ? undefined : block.start}>
        {items}
      </ol>
    );
  });
}

type LinkNode = Extract<MarkdownInline, { type: 'link' }>;

function inline(nodes: MarkdownInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    if (node.type === 'break') return <br key={index} />;
    if (node.type === 'link') return <MarkdownLink key={index} link={node} />;
    const children = inline(node.children);
    return node.type === 'strong' ? (
      <strong key={index}>{children}</strong>
    ) : (
      <em key={index}>{children}</em>
    );
  });
}

/** Another site's page opens in a new tab; the site's own paths navigate in place. */
function MarkdownLink({ link: { href, external, children } }: { link: LinkNode }) {
  const { i18n } = useLingui();
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {inline(children)}
        <span className="visually-hidden"> {i18n._('(opens in a new tab)')}</span>
      </a>
    );
  }
  if (href.startsWith('/')) return <Link to={href}>{inline(children)}</Link>;
  return <a href={href}>{inline(children)}</a>;
}
