// The part of the site's CSS that a rendered page needs for its first paint. The page document
// inlines it and loads the full stylesheets without blocking rendering (page-document.ts).
//
// A rule is kept when one of its selectors can match the page as rendered: every class, id,
// element and attribute name it requires occurs in the HTML (for :is() and :where(), one of their
// selectors). Attribute values, :not(), :has() and the other pseudo-classes are not judged, so
// such a rule is kept: the subset can only be larger than needed, never miss a rule that styles
// the page. The full stylesheets, loaded next, hold the same rules in the same order, so nothing
// on screen moves when they apply.
import { transform, type Selector } from 'lightningcss';

/** The browsers the critical CSS is written for: modern syntax only where all of them read it. */
const TARGETS = {
  chrome: 100 << 16,
  edge: 100 << 16,
  firefox: 100 << 16,
  safari: 15 << 16,
  ios_saf: 15 << 16,
};

interface Vocabulary {
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
  attributes: Set<string>;
}

/** Class names, ids, element names and attribute names that occur in `html`. */
function htmlVocabulary(html: string): Vocabulary {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id));
  const tags = new Set<string>();
  const attributes = new Set<string>();
  for (const [, tag, rest] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    tags.add(tag.toLowerCase());
    for (const [, name] of rest.matchAll(/\s([^\s=/>"']+)/g)) attributes.add(name.toLowerCase());
  }
  return { classes, ids, tags, attributes };
}

function canMatch(selector: Selector, vocabulary: Vocabulary): boolean {
  return selector.every((part) => {
    if (part.type === 'class') return vocabulary.classes.has(part.name);
    if (part.type === 'id') return vocabulary.ids.has(part.name);
    if (part.type === 'type') return vocabulary.tags.has(part.name.toLowerCase());
    if (part.type === 'attribute') return vocabulary.attributes.has(part.name.toLowerCase());
    // Pseudo-classes that match when one of their selectors does.
    if (
      part.type === 'pseudo-class' &&
      (part.kind === 'is' || part.kind === 'where' || part.kind === 'any')
    ) {
      return part.selectors.some((inner) => canMatch(inner, vocabulary));
    }
    return true;
  });
}

/** What decides the subset: the same words in a page give the same critical CSS. */
function signature({ classes, ids, tags, attributes }: Vocabulary): string {
  return [classes, ids, tags, attributes].map((names) => [...names].sort().join(' ')).join('|');
}

/** Subsets made, by stylesheets and vocabulary; pages that differ only in their data share one. */
const MADE_MAX = 200;

/**
 * The critical CSS of pages built from the stylesheets that `read` gives by name: each
 * stylesheet read once, and each subset made once for every page with the same vocabulary.
 */
export class CriticalCss {
  private readonly sheets = new Map<string, string>();
  private readonly made = new Map<string, string>();

  constructor(private readonly read: (file: string) => string) {}

  /** The rules of the stylesheets `files` that can apply to `html`, minified. */
  of(files: string[], html: string): string {
    const vocabulary = htmlVocabulary(html);
    const key = `${files.join(' ')}\n${signature(vocabulary)}`;
    let css = this.made.get(key);
    if (css === undefined) {
      css = subset(files.map((file) => this.sheet(file)).join('\n'), vocabulary);
      // A page whose words change with its data (a caption in a class name) must not fill memory.
      if (this.made.size >= MADE_MAX) this.made.clear();
      this.made.set(key, css);
    }
    return css;
  }

  private sheet(file: string): string {
    let css = this.sheets.get(file);
    if (css === undefined) {
      css = this.read(file);
      this.sheets.set(file, css);
    }
    return css;
  }
}

/** The rules of `css` that can apply to a page with `vocabulary`, minified. */
function subset(css: string, vocabulary: Vocabulary): string {
  const { code } = transform({
    filename: 'critical.css',
    code: Buffer.from(css),
    minify: true,
    targets: TARGETS,
    visitor: {
      Rule: {
        style(rule) {
          const keep = rule.value.selectors.some((selector) => canMatch(selector, vocabulary));
          return keep ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}
