import fs from 'node:fs';
import path from 'node:path';
import { request } from '../server/support/http';
import { REPO_ROOT } from '../server/support/server-process';

/** The build writes source maps for error reports; they hold the whole client source. */
const ASSETS = path.join(REPO_ROOT, 'client', 'dist', 'assets');

test('source maps are written by the build but never served', async () => {
  const maps = fs.readdirSync(ASSETS).filter((file) => file.endsWith('.js.map'));
  expect(maps.length).toBeGreaterThan(0);
  for (const map of maps.slice(0, 5)) {
    const answer = await request('GET', `/assets/${map}`);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('sourcesContent');
  }
});

test('no script points a browser at its source map', () => {
  const scripts = fs.readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(fs.readFileSync(path.join(ASSETS, script), 'utf8')).not.toMatch(/sourceMappingURL/);
  }
});
