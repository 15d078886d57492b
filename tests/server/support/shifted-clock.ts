import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TMP_DIR } from './server-process';

/**
 * A clock for servers a test starts: each loads `clock-preload.cjs`, and `moveTo` sets the moment
 * all of them read, at once. Their database's clock stays the machine's.
 */
export function shiftedClock(name: string) {
  mkdirSync(TMP_DIR, { recursive: true });
  const file = path.join(TMP_DIR, `${name}-clock.txt`);
  writeFileSync(file, '0');
  return {
    /** The variables that make a server read this clock. */
    variables: {
      NODE_OPTIONS: `--require ${path.join(__dirname, 'clock-preload.cjs')}`,
      TEST_CLOCK_FILE: file,
    },
    /** From now on the servers' time is `moment` (and runs on from there). */
    moveTo(moment: Date): void {
      writeFileSync(file, String(moment.getTime() - Date.now()));
    },
  };
}
