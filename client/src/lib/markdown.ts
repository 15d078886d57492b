// The Markdown the tour guides write in the content editor, read into a small tree that
// components/Markdown.tsx renders as React elements. It never yields HTML: raw HTML and entities
// stay the text they were typed as, and a link only keeps an address that is safe to follow.
//
// Our own parser rather than a library: the editor offers paragraphs, line breaks, **strong**,
// *em*, links and lists, which fit in this file (under 2 kB gzip with its component).
// react-markdown brings unified and micromark (tens of kB), and markdown-to-jsx parses raw HTML
// into elements unless told not to and carries syntax the editor does not offer; the first-load
// budget has no room for either.

export type MarkdownInline =
  | string
  | { type: 'break' }
  | { type: 'strong' | 'em'; children: MarkdownInline[] }
  | { type: 'link'; href: string; external: boolean; children: MarkdownInline[] };

export type MarkdownBlock =
  | { type: 'paragraph'; children: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; start: number; items: MarkdownInline[][] };

const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const NUMBERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const ESCAPABLE = /[!-/:-@[-`{-~]/;
/** `(address)` after a link's text: no spaces inside, one level of parentheses allowed. */
const DESTINATION = /\([ \t]*((?:[^\s()]|\([^\s()]*\))+)[ \t]*\)/y;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** `source` as paragraphs and lists; a newline inside either is a line break. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let lines: string[] = [];
  let list: { ordered: boolean; start: number; items: string[][] } | undefined;
  const close = () => {
    if (lines.length) blocks.push({ type: 'paragraph', children: inlineLines(lines) });
    if (list) blocks.push({ type: 'list', ...list, items: list.items.map(inlineLines) });
    lines = [];
    list = undefined;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const numbered = NUMBERED.exec(line);
    const item = numbered?.[2] ?? BULLET.exec(line)?.[1];
    if (!line.trim()) close();
    else if (item !== undefined) {
      if (lines.length || (list && list.ordered !== !!numbered)) close();
      list ??= { ordered: !!numbered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      list.items.push([item]);
    } else if (list) list.items[list.items.length - 1].push(line.trim());
    else lines.push(line.trim());
  }
  close();
  return blocks;
}

function inlineLines(lines: string[]): MarkdownInline[] {
  return lines.flatMap((line, index) =>
    index ? [{ type: 'break' } as const, ...parseInline(line)] : parseInline(line),
  );
}

interface Parsed {
  nodes: MarkdownInline[];
  /** Where the text goes on after what was parsed. */
  next: number;
}

/** Emphasis, strong emphasis and links in one line; what matches none of them is text. */
export function parseInline(text: string): MarkdownInline[] {
  const nodes: MarkdownInline[] = [];
  let plain = '';
  const add = (more: MarkdownInline[]) => {
    if (plain) nodes.push(plain);
    plain = '';
    nodes.push(...more);
  };
  const brackets = matchingBrackets(text);
  // A delimiter that found no closer from one place finds none further on: not searched again,
  // so a long line of unmatched delimiters takes linear time.
  const unclosedFrom = new Map<string, number>();
  const emphasis = (start: number): Parsed | undefined => {
    const delimiter = text.startsWith('**', start) ? '**' : text[start];
    if (delimiter !== '**' && delimiter !== '*' && delimiter !== '_') return undefined;
    if (start >= (unclosedFrom.get(delimiter) ?? Infinity)) return undefined;
    const end = closer(text, start, delimiter);
    if (end < 0) {
      if (opens(text, start, delimiter)) unclosedFrom.set(delimiter, start);
      return undefined;
    }
    const children = parseInline(text.slice(start + delimiter.length, end));
    const type = delimiter === '**' ? 'strong' : 'em';
    return { nodes: [{ type, children }], next: end + delimiter.length };
  };
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\\' && ESCAPABLE.test(text[i + 1] ?? '')) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    const parsed = emphasis(i) ?? link(text, i, brackets.get(i));
    if (parsed) {
      add(parsed.nodes);
      i = parsed.next;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  add([]);
  return nodes;
}

/** The `]` that closes each `[` of `text`, by position. */
function matchingBrackets(text: string): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '[') open.push(i);
    else if (text[i] === ']' && open.length) pairs.set(open.pop()!, i);
  }
  return pairs;
}

/** Whether `delimiter` at `start` can open emphasis: text follows, and not inside a word. */
function opens(text: string, start: number, delimiter: string): boolean {
  const next = text[start + delimiter.length];
  if (!next || /\s/.test(next) || inUnderscoreRun(text, start, delimiter)) return false;
  return delimiter === '**' || !isWordCharacter(text[start - 1]);
}

// snake_case and 2*3*4 are words, not emphasis.
const isWordCharacter = (char: string | undefined) => /[\p{L}\p{N}]/u.test(char ?? '');

// Underscores side by side belong to a name (__init__, window.__name): only a lone one emphasises.
const inUnderscoreRun = (text: string, at: number, delimiter: string) =>
  delimiter === '_' && (text[at - 1] === '_' || text[at + 1] === '_');

/** Where the emphasis opened by `delimiter` at `start` closes, or -1 when it does not. */
function closer(text: string, start: number, delimiter: string): number {
  if (!opens(text, start, delimiter)) return -1;
  let strongCloses = true;
  for (let j = start + delimiter.length + 1; j < text.length; j += 1) {
    if (text[j] === '\\') j += 1;
    else if (delimiter === '*' && text.startsWith('**', j)) {
      // Strong emphasis inside is skipped whole; once one found no closer, none will.
      const inner = strongCloses ? closer(text, j, '**') : -1;
      if (inner < 0 && opens(text, j, '**')) strongCloses = false;
      j = inner > 0 ? inner + 1 : j + 1;
    } else if (
      text.startsWith(delimiter, j) &&
      !/\s/.test(text[j - 1]) &&
      !inUnderscoreRun(text, j, delimiter)
    ) {
      if (delimiter === '**' || !isWordCharacter(text[j + delimiter.length])) return j;
    }
  }
  return -1;
}

/** `[label](address)` from `start` to `end`, the label's `]`; an unsafe address leaves the label as text. */
function link(text: string, start: number, end: number | undefined): Parsed | undefined {
  if (end === undefined) return undefined;
  DESTINATION.lastIndex = end + 1;
  const destination = DESTINATION.exec(text);
  if (!destination) return undefined;
  const href = destination[1];
  const children = parseInline(text.slice(start + 1, end));
  const safe = safeAddress(href);
  const nodes: MarkdownInline[] = safe
    ? [{ type: 'link', ...safe, children: children.length ? children : [href] }]
    : children;
  return { nodes, next: end + 1 + destination[0].length };
}

/**
 * The address as a link may carry it: http(s) (another site), mailto and tel, and paths of this
 * site (/…, #…, ?…); none for anything else (javascript:, data:, vbscript: however written,
 * //other.site, a scheme hidden behind an entity).
 */
function safeAddress(href: string): { href: string; external: boolean } | undefined {
  // Browsers drop control characters from addresses: one may hide a scheme (java\tscript:).
  if (/[^!-~\u00a0-\uffff]/.test(href)) return undefined;
  const scheme = SCHEME.exec(href)?.[1].toLowerCase();
  if (scheme === 'http' || scheme === 'https') return { href, external: true };
  if (scheme === 'mailto' || scheme === 'tel') return { href, external: false };
  if (/^(\/(?![/\\])|#|\?)/.test(href)) return { href, external: false };
  return undefined;
}
