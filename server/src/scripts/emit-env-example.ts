import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { SETTINGS, SETTING_GROUPS, type SettingName } from '../config-settings';
import { writeOrCheck } from './generated-file';

const PAGE = 'docs/configuration.md';
/** The code that reads the environment; a variable it names must be a declared setting. */
const READERS = ['server/src/config.ts', 'server/src/scripts/backups/backup-settings.ts'];

function entry(name: SettingName): string {
  const { fallback, fallbackNote, description } = SETTINGS[name];
  const note = fallbackNote ? ` (default: ${fallbackNote})` : '';
  return `# ${description}${note}\n# ${name}=${fallback ?? ''}\n`;
}

function envExample(): string {
  const header = [
    '# Every setting, commented out, with its default. Copy this file to .env and uncomment what you',
    '# change: `npm start` and `npm run demo` read .env (the environment wins over it).',
    '# Written from server/src/config-settings.ts by `npm run generate`: edit that file.',
    '',
  ].join('\n');
  const groups = SETTING_GROUPS.map(
    ({ title, names }) => `# ---- ${title} ----\n\n${names.map(entry).join('\n')}`,
  );
  return `${header}\n${groups.join('\n')}`;
}

/** The names in the first column of the page's `| variable | default | … |` tables. */
function settingsNamedByPage(page: string): string[] {
  const names: string[] = [];
  let inTable = false;
  for (const line of page.split('\n')) {
    const cells = line.startsWith('|') ? line.split('|').map((cell) => cell.trim()) : null;
    if (!cells) inTable = false;
    else if (cells[1] === 'variable' && cells[2] === 'default') inTable = true;
    else if (inTable && !/^-+$/.test(cells[1])) names.push(cells[1].replace(/`/g, ''));
  }
  return names;
}

/** What the page, or the code reading the environment, says that the declared settings do not. */
function disagreements(): string[] {
  const declared = Object.keys(SETTINGS);
  const documented = settingsNamedByPage(fs.readFileSync(path.join(REPO_ROOT, PAGE), 'utf8'));
  const problems = [
    ...declared
      .filter((name) => !documented.includes(name))
      .map((name) => `${name} is a setting that ${PAGE} does not describe`),
    ...documented
      .filter((name) => !declared.includes(name))
      .map(
        (name) => `${PAGE} describes ${name}, which is no setting of server/src/config-settings.ts`,
      ),
  ];
  for (const reader of READERS) {
    const source = fs.readFileSync(path.join(REPO_ROOT, reader), 'utf8');
    const read = new Set([...source.matchAll(/env(?:\.|\[')([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
    for (const name of read) {
      if (!declared.includes(name)) {
        problems.push(
          `${reader} reads ${name}, which server/src/config-settings.ts does not declare`,
        );
      }
    }
  }
  return problems;
}

/** Writes .env.example from the declared settings; with --check, fails when it differs. */
function main(): void {
  const problems = disagreements();
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  writeOrCheck(path.join(REPO_ROOT, '.env.example'), envExample(), 'npm run generate');
}

main();
