import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** `get /api/tour-albums/:id`, … : every route the built REST router registers. */
export function registeredRestRoutes(): string[] {
  const script = path.join(__dirname, 'list-rest-routes.cjs');
  return JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' })) as string[];
}
