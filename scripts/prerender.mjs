// Last step of the client build (after `vite build` and `vite build --ssr`): renders every public
// route to client/dist/<route>/index.html with its own head and structured data, the
// page-not-found screen to 404.html, and writes sitemap.xml, robots.txt and the list of the
// client's other routes, which the server answers with the plain app shell (spa-fallback.html).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { criticalCss } from './critical-css.mjs';

// React and the router pick their production builds from this, as the browser bundle does.
process.env.NODE_ENV = 'production';

const CLIENT = fileURLToPath(new URL('../client/', import.meta.url));
const DIST = path.join(CLIENT, 'dist');
const TEMPLATE = path.join(DIST, 'index.html');
const SHELL = path.join(DIST, 'spa-fallback.html');
const HEAD_SLOT = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const ROOT_SLOT = '<div id="root"></div>';

const renderer = await import(pathToFileURL(path.join(CLIENT, 'dist-ssr', 'entry-server.js')).href);
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'));

// Fresh from `vite build`, index.html is the app shell; after this script it is the home page.
const built = fs.readFileSync(TEMPLATE, 'utf8');
if (built.includes(ROOT_SLOT)) fs.writeFileSync(SHELL, built);
const template = fs.readFileSync(SHELL, 'utf8');
if (!HEAD_SLOT.test(template) || !template.includes(ROOT_SLOT)) {
  throw new Error('client/index.html needs its <!--page-head--> block and an empty #root');
}

/** A chunk and every chunk it imports statically, by manifest key. */
function chunkClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    chunkClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loadedByEntry = chunkClosure([entryKey]);

/** The scripts and styles of the route's pages, so the browser fetches them with the entry. */
function pageAssets(sources) {
  const links = [];
  for (const key of chunkClosure(sources)) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    if (loadedByEntry.has(key)) continue;
    for (const css of manifest[key].css ?? []) {
      links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
    links.push(`<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
  }
  return [...new Set(links)];
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;

/**
 * The CSS the page needs for its first paint goes inline; the full stylesheets load without
 * holding rendering up (and apply when they arrive; no script needed for that but the onload).
 */
function inlineCriticalCss(html) {
  const sheets = [...html.matchAll(STYLESHEET)].map(([, file]) => file);
  if (!sheets.length) return html;
  const css = sheets.map((file) => fs.readFileSync(path.join(DIST, file), 'utf8')).join('\n');
  let first = true;
  return html.replace(STYLESHEET, (_link, file) => {
    const deferred =
      `<link rel="stylesheet" crossorigin href="/${file}" media="print" onload="this.media='all'">` +
      `<noscript><link rel="stylesheet" crossorigin href="/${file}"></noscript>`;
    if (!first) return deferred;
    first = false;
    return `<style>${criticalCss(css, html)}</style>\n    ${deferred}`;
  });
}

/**
 * The page reads and paints without JavaScript, which only makes it interactive: the scripts
 * must not take bandwidth from the stylesheets and the images of the first screen.
 */
function deprioritizeScripts(html) {
  return html.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin/g,
    '<$1 fetchpriority="low" crossorigin',
  );
}

function pageFile(route) {
  return route === '/' ? TEMPLATE : path.join(DIST, route.slice(1), 'index.html');
}

async function prerender(route, file) {
  const page = await renderer.renderPage(route);
  const links = pageAssets(page.pageSources);
  // The page's own styles go after the entry's, where the browser would add them on navigation.
  const html = deprioritizeScripts(
    inlineCriticalCss(
      template
        .replace(HEAD_SLOT, () => page.headHtml)
        .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
        .replace(ROOT_SLOT, () => `<div id="root">${page.appHtml}</div>`),
    ),
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  return path.relative(DIST, file);
}

const written = [];
for (const route of renderer.PRERENDERED_PATHS) {
  written.push(await prerender(route, pageFile(route)));
}
written.push(await prerender(renderer.NOT_FOUND_PATH, path.join(DIST, '404.html')));

const appRoutes = renderer
  .routePatterns()
  .filter((pattern) => pattern !== '/*' && !renderer.PRERENDERED_PATHS.includes(pattern));
fs.writeFileSync(path.join(DIST, 'client-routes.json'), `${JSON.stringify(appRoutes, null, 2)}\n`);
fs.writeFileSync(path.join(DIST, 'sitemap.xml'), renderer.sitemap());
fs.writeFileSync(path.join(DIST, 'robots.txt'), renderer.robots());

console.log(
  `Prerendered for ${renderer.SITE_URL}: ${written.join(', ')}; sitemap.xml, robots.txt, ` +
    `client-routes.json (${appRoutes.join(', ')})`,
);
