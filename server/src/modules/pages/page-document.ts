import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '@lanka-tours/shared/escape-html';
import {
  RENDERED_STATE_ID,
  type RenderedParts,
  type ShellState,
} from '@lanka-tours/shared/page-rendering';
import { APP_CHUNKS_ID, BOOT_SOURCE } from '@lanka-tours/shared/app-start';
import { LANGUAGE_TAGS, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { CriticalCss } from './critical-css';

const HEAD_SLOT = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
/**
 * The app shell answers a member's and a tour guide's pages, one-time links and a guide's preview
 * of drafts: none is for search results, in any language.
 */
const SHELL_ROBOTS = '<meta name="robots" content="noindex, follow" data-head>';
const ROOT_SLOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
/** The app's entry script in the built shell, and the module preloads Vite names with it. */
const APP_SCRIPTS =
  /\s*<(script type="module"|link rel="modulepreload") crossorigin (src|href)="[^"]+">(<\/script>)?/g;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The built app shell (client/dist/index.html) made into a page: the rendered markup in #root,
 * the page's head, its chunks named, the CSS of its first paint inline and the full stylesheets
 * loaded without blocking, and the page's language and the site's origin on <html>.
 *
 * The page reads and paints without JavaScript, which only makes it interactive: in place of the
 * app's scripts it loads the boot script (client/src/boot.ts), which starts the app once the
 * first screen is painted, from the chunks the page names in a JSON block, entry first.
 */
export class PageDocument {
  private readonly template: string;
  /** The template with the boot script in place of the app's scripts, for rendered pages. */
  private readonly bootTemplate: string;
  private readonly manifest: Record<string, ManifestChunk>;
  private readonly loadedByEntry: Set<string>;
  private readonly criticalCss: CriticalCss;

  constructor(
    clientDist: string,
    private readonly siteUrl: string,
  ) {
    this.template = fs.readFileSync(path.join(clientDist, 'index.html'), 'utf8');
    const complete = ['<html lang="en"', ROOT_SLOT].every((part) => this.template.includes(part));
    if (!HEAD_SLOT.test(this.template) || !complete) {
      throw new Error(
        'client/index.html needs <html lang>, its <!--page-head--> and an empty #root',
      );
    }
    const manifestFile = path.join(clientDist, '.vite', 'manifest.json');
    this.manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const entry = Object.keys(this.manifest).find(
      (key) => this.manifest[key].isEntry && key !== BOOT_SOURCE,
    );
    this.loadedByEntry = this.closure(entry ? [entry] : []);
    const boot = this.manifest[BOOT_SOURCE]?.file;
    if (!boot) throw new Error(`The client build has no ${BOOT_SOURCE}`);
    this.bootTemplate = this.template
      .replace(APP_SCRIPTS, '')
      .replace(
        '</head>',
        () =>
          `  <script type="module" fetchpriority="low" crossorigin src="/${boot}"></script>\n  </head>`,
      );
    this.criticalCss = new CriticalCss((file) =>
      fs.readFileSync(path.join(clientDist, file), 'utf8'),
    );
  }

  /**
   * A language's app shell, for the pages the browser renders (signed-in pages, one-time links),
   * with the data its first render starts from when given.
   */
  shell(language: SiteLanguage, state: ShellState | null): string {
    const links = state
      ? this.pageAssets(state.pageSources).map((asset) =>
          asset.endsWith('.css')
            ? `<link rel="stylesheet" crossorigin href="/${asset}">`
            : `<link rel="modulepreload" crossorigin href="/${asset}">`,
        )
      : [];
    const html = this.template
      .replace('<!--/page-head-->', () => `${SHELL_ROBOTS}\n    <!--/page-head-->`)
      .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
      .replace(ROOT_SLOT, () => ROOT_SLOT + stateBlock(state?.stateJson ?? null));
    return this.withLanguage(language, html);
  }

  /** The page, with `headHtml` in place of the render's own head when given (album pages). */
  compose(page: RenderedParts, headHtml = page.headHtml): string {
    const assets = this.pageAssets(page.pageSources);
    const links = [
      // No frame is drawn until the page is parsed to the chunk list after #root: a frame drawn
      // from part of the page (the parser yields on a slow phone) moved what it showed as the
      // rest arrived. (A browser without render-blocking `expect` links draws as before.)
      `<link rel="expect" href="#${APP_CHUNKS_ID}" blocking="render">`,
      ...assets
        .filter((asset) => asset.endsWith('.css'))
        .map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
    ];
    const entryFiles = [...this.loadedByEntry].map((key) => this.manifest[key].file);
    const chunks = [...entryFiles, ...assets.filter((asset) => asset.endsWith('.js'))];
    // The page's own styles go after the entry's, where the browser would add them on navigation.
    const html = this.bootTemplate
      .replace(HEAD_SLOT, () => headHtml)
      .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
      .replace(
        ROOT_SLOT,
        () =>
          `<div id="root">${page.appHtml}</div>${stateBlock(page.stateJson)}` +
          `<script type="application/json" id="${APP_CHUNKS_ID}">${JSON.stringify(chunks)}</script>`,
      );
    return this.withLanguage(page.language, this.inlineCriticalCss(html));
  }

  /** The page's language and the site's origin (for the browser's links) on <html>. */
  private withLanguage(language: SiteLanguage, html: string): string {
    return html.replace(
      /<html lang="en"/,
      () => `<html lang="${LANGUAGE_TAGS[language]}" data-site-url="${escapeHtml(this.siteUrl)}"`,
    );
  }

  /** A chunk and every chunk it imports statically, by manifest key. */
  private closure(keys: string[], seen = new Set<string>()): Set<string> {
    for (const key of keys) {
      if (seen.has(key) || !this.manifest[key]) continue;
      seen.add(key);
      this.closure(this.manifest[key].imports ?? [], seen);
    }
    return seen;
  }

  /** The files of the route's pages past the entry's: stylesheets and scripts, in load order. */
  private pageAssets(sources: string[]): string[] {
    const files: string[] = [];
    for (const key of this.closure(sources)) {
      if (this.loadedByEntry.has(key)) continue;
      files.push(...(this.manifest[key].css ?? []), this.manifest[key].file);
    }
    return [...new Set(files)];
  }

  /**
   * The CSS the page needs for its first paint goes inline; the full stylesheets load without
   * holding rendering up (media="print"); the boot script applies them all at once when all have
   * arrived, so that the page is restyled once (client/src/boot.ts). Without scripts, <noscript>
   * links them.
   */
  private inlineCriticalCss(html: string): string {
    const sheets = [...html.matchAll(STYLESHEET)].map(([, file]) => file);
    if (!sheets.length) return html;
    const css = this.criticalCss.of(sheets, html);
    let first = true;
    return html.replace(STYLESHEET, (_link, file: string) => {
      const deferred =
        `<link rel="stylesheet" crossorigin href="/${file}" media="print">` +
        `<noscript><link rel="stylesheet" crossorigin href="/${file}"></noscript>`;
      if (!first) return deferred;
      first = false;
      return `<style>${css}</style>\n    ${deferred}`;
    });
  }
}

/** The data block the browser's Apollo cache starts from; nothing when there is none. */
function stateBlock(stateJson: string | null): string {
  return stateJson
    ? `<script type="application/json" id="${RENDERED_STATE_ID}">${stateJson}</script>`
    : '';
}
