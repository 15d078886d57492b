// The part of the site's CSS that a prerendered page needs for its first paint. The prerenderer
// inlines it and loads the full stylesheets without blocking rendering (scripts/prerender.mjs).
//
// A rule is kept when one of its selectors can match the page as prerendered: every class, id,
// element and attribute name it requires occurs in the HTML (for :is() and :where(), one of their
// selectors). Attribute values, :not(), :has() and the other pseudo-classes are not judged, so
// such a rule is kept: the subset can only be larger than needed, never miss a rule that styles
// the page. The full stylesheets, loaded
// next, hold the same rules in the same order, so nothing on screen moves when they apply.
import { transform } from 'lightningcss';

/** The browsers the critical CSS is written for: modern syntax only where all of them read it. */
const TARGETS = {
  chrome: 100 << 16,
  edge: 100 << 16,
  firefox: 100 << 16,
  safari: 15 << 16,
  ios_saf: 15 << 16,
};

/** Class names, ids, element names and attribute names that occur in `html`. */
export function htmlVocabulary(html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id));
  const tags = new Set();
  const attributes = new Set();
  for (const [, tag, rest] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    tags.add(tag.toLowerCase());
    for (const [, name] of rest.matchAll(/\s([^\s=/>"']+)/g)) attributes.add(name.toLowerCase());
  }
  return { classes, ids, tags, attributes };
}

/** Pseudo-classes that match when one of their selectors does. */
const ANY_OF = new Set(['is', 'where', 'any']);

function canMatch(selector, vocabulary) {
  return selector.every((part) => {
    if (part.type === 'class') return vocabulary.classes.has(part.name);
    if (part.type === 'id') return vocabulary.ids.has(part.name);
    if (part.type === 'type') return vocabulary.tags.has(part.name.toLowerCase());
    if (part.type === 'attribute') return vocabulary.attributes.has(part.name.toLowerCase());
    if (part.type === 'pseudo-class' && ANY_OF.has(part.kind)) {
      return part.selectors.some((inner) => canMatch(inner, vocabulary));
    }
    return true;
  });
}

/** The rules of `css` that can apply to `html`, minified. */
export function criticalCss(css, html) {
  const vocabulary = htmlVocabulary(html);
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
