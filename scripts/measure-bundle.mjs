// `node scripts/measure-bundle.mjs [/route ...]`: the JavaScript and CSS a first visit to each route
// downloads before the page is interactive, from the production build (npm run build), against the
// budgets: 120 kB gzip of JavaScript for `/` (and `/de` …), 130 kB for every other route, 15 kB
// gzip of CSS. Without routes, every public route in every language, with a table of them all at
// the end. Exits with 1 when a route is over a budget.
//
// Initial JavaScript = the scripts and module preloads of the route's HTML as the built server
// renders it (started here, on a database of its own) and the chunks its app-chunks block names
// for the entry to fetch once the first screen has loaded: the entry, the app's start, the page
// chunk that is loaded before hydration, and every chunk they import statically, as the build
// manifest lists them. Sizes are gzip -9 and brotli (max quality),
// in kB of 1000 bytes, as Vite reports them. CSS = the stylesheets the page links (loaded without
// blocking its first paint) and, reported beside them, the critical CSS inlined in the page.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { requireBuild, startProductionServer, stop } from './lib/server-process.mjs';

const DIST = fileURLToPath(new URL('../client/dist/', import.meta.url));
const PUBLIC_PAGES = ['/', '/about', '/services', '/gallery', '/contact', '/showcase', '/privacy'];
/** The site's languages' prefixes (shared/src/site-languages.ts), English first. */
const LANGUAGE_PREFIXES = ['', '/de', '/fr', '/ru', '/zh'];
const PUBLIC_ROUTES = LANGUAGE_PREFIXES.flatMap((prefix) =>
  PUBLIC_PAGES.map((page) => (page === '/' ? prefix || '/' : `${prefix}${page}`)),
);
const isHome = (route) => LANGUAGE_PREFIXES.some((prefix) => route === (prefix || '/'));
const BUDGET_KB = { js: 130, css: 15 };
const HOME_JS_BUDGET_KB = 120;
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (!routes.length) routes.push(...PUBLIC_ROUTES);

const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'));
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

const kB = (bytes) => (bytes / 1000).toFixed(1).padStart(7);

function sizes(file, content = fs.readFileSync(path.join(DIST, file))) {
  return {
    raw: content.length,
    gzip: zlib.gzipSync(content, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

/** The files a route's HTML names, and those their chunks import statically. */
function initialFiles(html) {
  const named = [
    ...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]*\shref="\/([^"]+)"/g),
  ].map((match) => match[1]);
  // The chunks the entry fetches once the first screen has loaded, before the page is interactive.
  const appChunks = /<script type="application\/json" id="app-chunks">([^<]*)<\/script>/.exec(html);
  if (appChunks) named.push(...JSON.parse(appChunks[1]));
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = byFile.get(file);
    for (const key of chunk?.imports ?? []) visit(manifest[key].file);
    for (const css of chunk?.css ?? []) files.add(css);
  };
  named.forEach(visit);
  return [...files];
}

requireBuild({ client: true });
const { server, baseUrl } = await startProductionServer({ tmpDir: 'tests/.tmp/measure-bundle' });
const pages = new Map();
try {
  for (const route of routes) pages.set(route, await (await fetch(`${baseUrl}${route}`)).text());
} finally {
  await stop(server);
}

/** The critical CSS the page carries inline. */
function inlineCss(html) {
  return Buffer.from([...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => css).join(''));
}

let over = false;
const summary = [];
for (const route of routes) {
  const html = pages.get(route);
  const rows = initialFiles(html).map((file) => ({ file, ...sizes(file) }));
  console.log(
    `\nInitial downloads for ${route}\n${'raw'.padStart(55)}${'gzip'.padStart(8)}${'brotli'.padStart(8)}`,
  );
  for (const kind of ['.js', '.css']) {
    const group = rows.filter((row) => row.file.endsWith(kind));
    for (const row of group) {
      console.log(`  ${row.file.padEnd(46)}${kB(row.raw)} ${kB(row.gzip)} ${kB(row.brotli)}`);
    }
    const total = (key) => group.reduce((sum, row) => sum + row[key], 0);
    console.log(
      `  ${`total ${kind.slice(1).toUpperCase()}`.padEnd(46)}${kB(total('raw'))} ${kB(total('gzip'))} ${kB(total('brotli'))}`,
    );
    const budget = kind === '.js' && isHome(route) ? HOME_JS_BUDGET_KB : BUDGET_KB[kind.slice(1)];
    const gzipKb = total('gzip') / 1000;
    summary.push({ route, kind: kind.slice(1), gzipKb, budget });
    const verdict = gzipKb <= budget ? 'within' : 'OVER';
    console.log(
      `  ${kind === '.js' ? 'JavaScript' : 'CSS'}: ${gzipKb.toFixed(1)} kB gzip, ${verdict} the ${budget} kB budget`,
    );
    over ||= gzipKb > budget;
  }
  const inline = sizes('inline', inlineCss(html));
  console.log(
    `  ${'critical CSS inline'.padEnd(46)}${kB(inline.raw)} ${kB(inline.gzip)} ${kB(inline.brotli)}`,
  );
}

console.log(
  `\n${'route'.padEnd(18)}${'JS'.padStart(8)}${'budget'.padStart(8)}${'CSS'.padStart(8)}${'budget'.padStart(8)}`,
);
for (const route of routes) {
  const [js, css] = ['js', 'css'].map((kind) =>
    summary.find((row) => row.route === route && row.kind === kind),
  );
  const cell = ({ gzipKb, budget }) =>
    `${gzipKb.toFixed(1).padStart(8)}${String(budget).padStart(8)}${gzipKb > budget ? ' OVER' : ''}`;
  console.log(`${route.padEnd(18)}${cell(js)}${cell(css)}`);
}
process.exit(over ? 1 : 0);
