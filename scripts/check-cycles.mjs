// `npm run lint` (and `npm test`): fails on any import cycle, between files of the server, the
// client, the shared package or the tests, and between the server's folders (common/, db/, graphql/, each modules/<name>/ …,
// and each file beside app.ts), so the layers stay one-way: a folder never imports, through any
// path, a folder that imports it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each checked part: its sources, and the tsconfig that resolves their imports. */
const PARTS = [
  { name: 'server', sources: 'server/src', tsConfig: 'server/tsconfig.json' },
  { name: 'client', sources: 'client/src', tsConfig: 'client/tsconfig.json' },
  { name: 'shared', sources: 'shared/src', tsConfig: 'shared/tsconfig.json' },
  { name: 'tests', sources: 'tests', tsConfig: 'tests/tsconfig.json' },
];

/** The import graph of one part's sources, type-only imports included. */
function importGraph({ sources, tsConfig }) {
  return madge(path.join(ROOT, sources), {
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/^\.tmp\//],
    tsConfig: path.join(ROOT, tsConfig),
  });
}

/** The server folder a file belongs to: `modules/auth`, `common`, or the file itself at the top. */
function folderOf(file) {
  const parts = file.split('/');
  if (parts.length === 1) return file;
  return parts[0] === 'modules' ? parts.slice(0, 2).join('/') : parts[0];
}

/** Strongly connected components (Tarjan) of more than one node: each is a loop. */
function loops(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Folder → folder, each edge with one import that makes it. */
function folderEdges(graph) {
  const edges = new Map();
  for (const [from, targets] of Object.entries(graph)) {
    for (const to of targets) {
      const [a, b] = [folderOf(from), folderOf(to)];
      if (a === b) continue;
      if (!edges.has(a)) edges.set(a, new Map());
      if (!edges.get(a).has(b)) edges.get(a).set(b, `${from} → ${to}`);
    }
  }
  return edges;
}

const problems = [];
for (const part of PARTS) {
  const graph = await importGraph(part);
  for (const cycle of graph.circular()) {
    problems.push(`${part.name}: import cycle ${[...cycle, cycle[0]].join(' → ')}`);
  }
  if (part.name !== 'server') continue;
  const edges = folderEdges(graph.obj());
  for (const loop of loops(edges)) {
    const members = new Set(loop);
    const imports = loop.flatMap((folder) =>
      [...(edges.get(folder) ?? [])].filter(([to]) => members.has(to)).map(([, why]) => why),
    );
    problems.push(
      `server: folders import each other (${loop.join(', ')}):\n    ${imports.join('\n    ')}`,
    );
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  'No import cycle between files (server, client, shared, tests) or between the server’s folders.',
);
