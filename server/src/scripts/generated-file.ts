import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a file generated from the code; with --check, fails instead when the committed copy
 * differs, naming the command that rewrites it.
 */
export function writeOrCheck(file: string, content: string, command: string): void {
  const name = path.basename(file);
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (committed !== content) {
      console.error(`${name} differs from the code: run \`${command}\` and commit.`);
      process.exit(1);
    }
    console.log(`${name} matches the code`);
    return;
  }
  fs.writeFileSync(file, content);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
