// Which message catalogs each page needs (docs/languages.md): the features whose files the page's
// module reaches through its imports, static or lazy, and, when it translates the shared rules'
// messages, the shared catalog of each rules module it reaches (`shared-booking` …). A part
// loaded by `lazyPart` (lib/lazy-part.tsx) is left out of its page's reach: it loads its own
// catalogs when it loads. Writes client/src/lib/page-catalogs.generated.ts; with --check it
// changes nothing and fails when that file is not what the code gives.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

const CLIENT = 'client/src';
const SHARED = 'shared/src';
const OUTPUT = `${CLIENT}/lib/page-catalogs.generated.ts`;
const ROUTER = `${CLIENT}/app/router.tsx`;
/** Modules through which a part shows the shared rules' messages. */
const SHARED_TRANSLATORS = [
  `${CLIENT}/lib/translate-shared-message.ts`,
  `${CLIENT}/lib/translate-message.ts`,
];
/** What loads a module at run time (type-only imports load nothing). */
const IMPORT =
  /(?:import|export)\s(?!type\s)[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)|import\s+'([^']+)'/g;
/** Type-only imports, by which a descriptor table names the messages it mirrors. */
const TYPE_IMPORT = /import\s+type\s[^'";]*?from\s*'([^']+)'/g;

/** An import's file (relative, or `@lanka-tours/shared/…`), with the extensions TypeScript would try. */
function resolve(from, specifier) {
  const shared = specifier.startsWith('@lanka-tours/shared/');
  if (!shared && !specifier.startsWith('.')) return undefined;
  const base = shared
    ? path.join(SHARED, specifier.slice('@lanka-tours/shared/'.length))
    : path.join(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

/** A part that loads with its own catalogs: `lazyPart('<its path from client/src>', () => import('…'))`. */
const LAZY_PART = /lazyPart\(\s*'([^']+)',\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
/** Each part, by its path from client/src. */
const parts = new Map();

/** The parts a module loads with `lazyPart`, checking that each names its own module. */
function partsOf(file) {
  return [...fs.readFileSync(file, 'utf8').matchAll(LAZY_PART)].map(([, name, specifier]) => {
    const module = resolve(file, specifier);
    const own = module && path.relative(CLIENT, module);
    if (name !== own) throw new Error(`${file}: lazyPart('${name}') loads ${own}; name it so.`);
    parts.set(name, module);
    return module;
  });
}

/** What a module loads at run time, but the parts it leaves to `lazyPart`. */
function importsOf(file, pattern = IMPORT) {
  const lazyParts = pattern === IMPORT ? partsOf(file) : [];
  return [...fs.readFileSync(file, 'utf8').matchAll(pattern)]
    .map((match) => resolve(file, match[1] ?? match[2] ?? match[3]))
    .filter((module) => module && !lazyParts.includes(module));
}

/**
 * Each shared module whose messages a domain's catalog translates (what its
 * messages/<domain>-messages.ts imports, other domains' messages included), by the catalogs it needs.
 */
function sharedDomains() {
  const domains = new Map();
  const files = fs
    .readdirSync(`${SHARED}/messages`)
    .filter((file) => file.endsWith('-messages.ts'));
  const domainOf = (file) => /\/messages\/([\w-]+)-messages\.ts$/.exec(file)?.[1];
  for (const file of files.map((name) => `${SHARED}/messages/${name}`)) {
    const domain = domainOf(file);
    const own = [`shared-${domain}`];
    for (const module of [...importsOf(file), ...importsOf(file, TYPE_IMPORT)]) {
      const other = domainOf(module);
      if (other) own.push(`shared-${other}`);
      // messages/descriptor.ts is the descriptors' own machinery, shared by every domain.
      else if (!module.startsWith(`${SHARED}/messages/`)) {
        domains.set(module, [...(domains.get(module) ?? []), `shared-${domain}`]);
      }
    }
    domains.set(file, own);
  }
  // A rules module names the domain whose messages import it, and every catalog those use.
  for (const [module, names] of domains) {
    domains.set(module, [
      ...new Set(
        names.flatMap(
          (name) => domains.get(`${SHARED}/messages/${name.slice(7)}-messages.ts`) ?? [name],
        ),
      ),
    ]);
  }
  return domains;
}
const SHARED_DOMAINS = sharedDomains();

/**
 * What a module reaches through its imports: the features, the shared catalogs of the rules
 * modules, and whether it translates their messages.
 */
function reachOf(start) {
  const seen = new Set();
  const features = new Set();
  const shared = new Set();
  let translates = false;
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const feature = /^client\/src\/features\/([^/]+)\//.exec(file)?.[1];
    if (feature) features.add(feature);
    if (SHARED_TRANSLATORS.includes(file)) translates = true;
    for (const name of SHARED_DOMAINS.get(file) ?? []) shared.add(name);
    // The translators reach every rule; what a page translates is what it reaches itself.
    if (!SHARED_TRANSLATORS.includes(file)) importsOf(file).forEach(visit);
  };
  visit(start);
  return { features, shared, translates };
}

const pages = [
  ...new Set(
    [...fs.readFileSync(ROUTER, 'utf8').matchAll(/page\(\s*'([^']+)'/g)].map(([, file]) => file),
  ),
].sort();
const entryReach = reachOf(`${CLIENT}/main.tsx`);
const entry = [...entryReach.features, ...(entryReach.translates ? entryReach.shared : [])].sort();
/** The catalogs a page or part loads besides the entry's. */
function catalogsOf(module) {
  const { features, shared, translates } = reachOf(module);
  // A page that translates shared messages may be handed one by the layout (a guard's notice).
  const sharedNeeded = translates ? [...shared, ...entryReach.shared] : [];
  const names = new Set([...features, ...sharedNeeded].filter((name) => !entry.includes(name)));
  return [...names].sort();
}
const byPage = Object.fromEntries(
  pages.map((file) => [file, catalogsOf(path.join(`${CLIENT}/app`, file))]),
);
// Parts found on the way, and the parts of parts.
const byPart = {};
for (let found = [...parts]; found.length; found = [...parts].filter(([name]) => !byPart[name])) {
  for (const [name, module] of found) byPart[name] = catalogsOf(module);
}
const sortedParts = Object.fromEntries(Object.entries(byPart).sort(([a], [b]) => (a < b ? -1 : 1)));
const generated = `// Generated by scripts/page-catalogs.mjs (\`npm run i18n\`): do not edit.

/** The catalogs every page loads besides the layout's: what the app's entry reaches. */
export const ENTRY_CATALOGS: readonly string[] = ${JSON.stringify(entry)};

/** The catalogs each page module (by its path from client/src/app) loads with it. */
export const PAGE_CATALOGS: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(byPage)};

/** The catalogs each lazily loaded part (by its path from client/src) loads with it. */
export const PART_CATALOGS: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(sortedParts)};
`;
const text = await prettier.format(generated, {
  ...(await prettier.resolveConfig(OUTPUT)),
  filepath: OUTPUT,
});

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
  if (committed !== text) {
    console.error(`${OUTPUT} is out of date: run \`npm run i18n\` and commit.`);
    process.exit(1);
  }
  console.log('each page names the catalogs its parts need');
} else {
  fs.writeFileSync(OUTPUT, text);
}
