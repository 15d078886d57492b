// Bootstrap's stylesheet holds the rules of every component and utility; the site uses a few of
// them. The build keeps a selector of bootstrap.min.css when every class it requires is a word of
// the client's sources (class names are written out in full there), a prefix the sources complete
// at run time followed by such a word (`alert-${type}`, 'success'), or a class that a
// react-bootstrap component the client imports sets itself; a rule left with no selector goes.
// Rules that name no class (the variables, the reboot, keyframes) are kept, without the
// custom properties that nothing reads. The dialogs' rules (`.modal…`) are a part of their own
// (`bootstrap.min.css?part=dialogs`), which every module that imports react-bootstrap's Modal
// brings with it: no page's first visit opens a dialog.
import fs from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import postcss, { type Declaration, type Root } from 'postcss';
import type { Plugin } from 'vite';

const BOOTSTRAP_CSS = /\/bootstrap\/dist\/css\/bootstrap(\.min)?\.css(\?.*)?$/;
const DIALOGS_PART = 'bootstrap/dist/css/bootstrap.min.css?part=dialogs';
const IMPORTS_MODAL = /from 'react-bootstrap\/Modal'/;

const SOURCE_FILE = /\.(tsx?|html)$/;
const STYLE_FILE = /\.css$/;
const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * The classes each react-bootstrap component sets by itself, and the prefixes (ending in '-') it
 * completes with a prop's value (`modal-${size}`, `nav-${variant}`).
 */
const NAV = ['nav', 'nav-item', 'nav-link', 'active', 'disabled', 'nav-'];
const TABS = [...NAV, 'nav-tabs', 'tab-content', 'tab-pane', 'fade', 'show'];
const COMPONENT_CLASSES: Record<string, string[]> = {
  Modal: [
    'modal',
    'modal-dialog',
    'modal-dialog-centered',
    'modal-dialog-scrollable',
    'modal-content',
    'modal-header',
    'modal-title',
    'modal-body',
    'modal-footer',
    'modal-backdrop',
    'modal-static',
    'btn-close',
    'fade',
    'show',
    'modal-',
  ],
  Nav: NAV,
  Tab: TABS,
  Tabs: TABS,
};

interface UsedClasses {
  words: Set<string>;
  prefixes: string[];
  /** The custom properties the client's own styles and code read (`var(--bs-primary)`). */
  variables: Set<string>;
}

function filesIn(folder: string, name: RegExp): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const variablesIn = (text: string) =>
  [...text.matchAll(VARIABLE_REFERENCE)].map(([, name]) => name);

/** The words of the client's sources, and the class prefixes they complete at run time. */
export function usedClasses(clientDir: string): UsedClasses {
  const words = new Set<string>();
  const prefixes = new Set<string>();
  const variables = new Set<string>();
  const src = path.join(clientDir, 'src');
  for (const file of filesIn(src, STYLE_FILE)) {
    for (const name of variablesIn(fs.readFileSync(file, 'utf8'))) variables.add(name);
  }
  for (const file of [...filesIn(src, SOURCE_FILE), path.join(clientDir, 'index.html')]) {
    const text = fs.readFileSync(file, 'utf8');
    for (const name of variablesIn(text)) variables.add(name);
    for (const word of text.split(/[^\w-]+/)) if (word) words.add(word);
    for (const [, prefix] of text.matchAll(/([a-z][\w-]*-)\$\{/g)) prefixes.add(prefix);
    for (const [, component] of text.matchAll(/from 'react-bootstrap\/(\w+)'/g)) {
      for (const name of COMPONENT_CLASSES[component] ?? []) {
        (name.endsWith('-') ? prefixes : words).add(name);
      }
    }
  }
  return { words, prefixes: [...prefixes], variables };
}

/** A class of the sources, or one they complete: a prefix followed by a word of theirs. */
function classIsUsed(name: string, used: UsedClasses): boolean {
  return (
    used.words.has(name) ||
    used.prefixes.some(
      (prefix) => name.startsWith(prefix) && used.words.has(name.slice(prefix.length)),
    )
  );
}

/** `:not(…)` asks for a class to be absent: what it names says nothing of what the page uses. */
const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g;

/** Every class the selector requires is used; so is every Bootstrap switch (`[data-bs-theme]`). */
function canMatch(selector: string, used: UsedClasses): boolean {
  const required = selector.replace(NEGATION, '');
  const classes = [...required.matchAll(/\.([A-Za-z_-][\w-]*)/g)].map(([, name]) => name);
  const switches = [...required.matchAll(/\[(data-bs-[\w-]+)/g)].map(([, name]) => name);
  return (
    classes.every((name) => classIsUsed(name, used)) &&
    switches.every((name) => used.words.has(name))
  );
}

/**
 * Bootstrap's custom properties (`--bs-*`) that nothing reads: not the kept rules, not the values
 * of the properties they read, nor the client's own styles and code.
 */
function unreadVariables(root: Root, used: UsedClasses): Declaration[] {
  const read = new Set(used.variables);
  const variables = new Map<string, Declaration[]>();
  root.walkDecls((declaration) => {
    if (!declaration.prop.startsWith('--')) {
      for (const name of variablesIn(declaration.value)) read.add(name);
      return;
    }
    variables.set(declaration.prop, [...(variables.get(declaration.prop) ?? []), declaration]);
  });
  const pending = [...read];
  while (pending.length) {
    for (const declaration of variables.get(pending.pop()!) ?? []) {
      for (const name of variablesIn(declaration.value)) {
        if (!read.has(name)) pending.push(name);
        read.add(name);
      }
    }
  }
  return [...variables]
    .filter(([name]) => name.startsWith('--bs-') && !read.has(name))
    .flatMap(([, declarations]) => declarations);
}

/** The rules of `css` that can apply to markup using `used`, with only such selectors. */
export function usedRules(css: string, used: UsedClasses): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const selectors = rule.selectors.filter((selector) => canMatch(selector, used));
    if (selectors.length) rule.selectors = selectors;
    else rule.remove();
  });
  for (const declaration of unreadVariables(root, used)) declaration.remove();
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  // The file's source map describes the whole stylesheet.
  root.walkComments((comment) => {
    if (comment.text.startsWith('# sourceMappingURL=')) comment.remove();
  });
  return root.toString();
}

/** A selector of the dialogs' part: it requires a class of the Modal's. */
const isDialogSelector = (selector: string) => /\.modal/.test(selector.replace(NEGATION, ''));

/**
 * The dialogs' part of the kept rules (`dialogs`), or the rest: the rest keeps every rule that
 * names no class of theirs, the variables, the reboot and the keyframes included.
 */
export function bootstrapPart(css: string, dialogs: boolean): string {
  const root = postcss.parse(css);
  if (dialogs) root.walkAtRules(/keyframes$/, (atRule) => void atRule.remove());
  root.walkRules((rule) => {
    const selectors = rule.selectors.filter((selector) => isDialogSelector(selector) === dialogs);
    if (selectors.length) rule.selectors = selectors;
    else rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * Vite plugin: the production build ships only the Bootstrap rules the client can use, with the
 * dialogs' rules in a part that comes with the modules that open a dialog.
 */
export function usedBootstrap(clientDir: string): Plugin {
  return {
    name: 'used-bootstrap',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (BOOTSTRAP_CSS.test(id)) {
        const kept = usedRules(code, usedClasses(clientDir));
        return { code: bootstrapPart(kept, id.endsWith('?part=dialogs')), map: null };
      }
      if (!SOURCE_FILE.test(id) || !IMPORTS_MODAL.test(code)) return null;
      const withPart = new MagicString(code).prepend(`import '${DIALOGS_PART}';`);
      return { code: withPart.toString(), map: withPart.generateMap({ hires: true }) };
    },
  };
}
