// Fails when git ignores a file among the sources: the suite would pass on this machine and the
// file be missing from every clone (a folder named like one the ignore rules mean elsewhere).
import { execFileSync } from 'node:child_process';

const SOURCE_FOLDERS = [
  'client/src',
  'client/build',
  'client/codegen',
  'server/src',
  'shared/src',
  'tests',
  'scripts',
];
/** What the suite and the tools write below the sources, ignored on purpose. */
const WRITTEN_BY_TOOLS = /^tests\/\.tmp\//;

const ignored = execFileSync(
  'git',
  ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--', ...SOURCE_FOLDERS],
  { encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => file && !WRITTEN_BY_TOOLS.test(file));

if (ignored.length) {
  console.error('git ignores these source files, so no clone would have them:');
  for (const file of ignored) console.error(`  ${file}`);
  process.exit(1);
}
console.log('every source file is one git keeps');
