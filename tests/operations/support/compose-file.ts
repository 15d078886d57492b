import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../server/support/server-process';

/**
 * docker-compose.yml as `docker compose config` reads it: `${VAR}`, `${VAR:-default}` and
 * `${VAR:?message}` (which refuses the file when VAR is unset or empty) filled from `env`.
 */
export function composeConfig(env: Record<string, string>): ComposeFile {
  const text = fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const missing: string[] = [];
  const filled = text.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_whole, name: string, kind?: string, rest?: string) => {
      const value = env[name];
      if (value) return value;
      if (kind === '?') missing.push(`${name}: ${rest}`);
      return kind === '-' ? (rest ?? '') : '';
    },
  );
  if (missing.length) throw new Error(`required variable ${missing.join('; ')}`);
  return parse(filled, { merge: true }) as ComposeFile;
}

export interface ComposeService {
  image?: string;
  profiles?: string[];
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string | number>;
  command?: string[];
  depends_on?: Record<string, unknown>;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}
