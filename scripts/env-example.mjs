// Writes .env.example from the tables of docs/configuration.md, so the two cannot
// disagree; `--check` fails instead when the file differs, or when the server reads a variable
// (server/src/config.ts) that the tables do not describe.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET = path.join(ROOT, '.env.example');

/** The rows of every `| variable | default | what it does |` table of the page. */
function settings(section) {
  const rows = [];
  let inTable = false;
  for (const line of section.split('\n')) {
    const cells = line.startsWith('|')
      ? line
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim())
      : null;
    if (!cells) inTable = false;
    else if (cells[0] === 'variable') inTable = true;
    else if (inTable && !/^-+$/.test(cells[0])) {
      const [variable, fallback, meaning] = cells;
      rows.push({ name: variable.replace(/`/g, ''), fallback, meaning });
    }
  }
  return rows;
}

const plain = (markdown) => markdown.replace(/`/g, '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

/**
 * A default that is one literal (with at most a note in brackets) is written as the value, ready
 * to uncomment; any other (computed, or none) is said in the comment, with an empty value.
 */
function entry({ name, fallback, meaning }) {
  const literal = /^`([^`$]+)`(?: \(.*\))?$/.exec(fallback)?.[1];
  const note =
    fallback === '—' || fallback === `\`${literal}\`` ? '' : ` (default: ${plain(fallback)})`;
  return `# ${plain(meaning)}${note}\n# ${name}=${literal ?? ''}\n`;
}

function render(rows) {
  const header = [
    '# Every setting, commented out, with its default. Copy this file to .env and uncomment what you',
    '# change: `npm start` and `npm run demo` read .env (the environment wins over it).',
    '# Written from docs/configuration.md by `npm run env:example`: edit that page.',
    '',
  ].join('\n');
  return `${header}\n${rows.map(entry).join('\n')}`;
}

/** The variables server/src/config.ts reads from the environment. */
function variablesReadByServer() {
  const source = fs.readFileSync(path.join(ROOT, 'server/src/config.ts'), 'utf8');
  const names = [...source.matchAll(/env(?:\.|, ')([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]);
  return [...new Set(names)];
}

const rows = settings(fs.readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8'));
const expected = render(rows);

if (!process.argv.includes('--check')) {
  fs.writeFileSync(TARGET, expected);
  console.log(`.env.example: ${rows.length} settings`);
} else {
  const problems = [];
  const undocumented = variablesReadByServer().filter((name) => !rows.some((r) => r.name === name));
  for (const name of undocumented) {
    problems.push(`${name} is read by server/src/config.ts but missing from docs/configuration.md`);
  }
  const current = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, 'utf8') : '';
  if (current !== expected) {
    problems.push(
      '.env.example differs from docs/configuration.md: run `npm run env:example` and commit.',
    );
  }
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log(`.env.example matches docs/configuration.md (${rows.length} settings)`);
}
