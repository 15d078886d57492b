import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import { besideTheData, E2E_DATA_DIR } from './tests/e2e/support/data-dir';

const PORT = Number(process.env.E2E_PORT ?? 5077);
/**
 * Chromium's headless shell, where installed (Debian's chromium-headless-shell): a new browser
 * context costs it half of what it costs the whole browser, and the journeys open hundreds.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Journeys in Chromium against the production build, on a server with its own database. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: besideTheData('playwright-output'),
  // A 2-core CI machine runs two browsers and the server at once, and on a virtual machine whose
  // fresh memory is slow to fault in, a long journey took 66 s: a test's time is a hang guard,
  // not a goal (timing goals are measured by scripts/lighthouse.mjs and bench.mjs).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // A journey waits on its server and the network for part of its time: two browsers left a
  // tenth of a 2-core machine idle, and three ran the journeys in five sixths of the time.
  workers: 3,
  // Under CI a journey that fails runs once more, and the summary counts it as flaky: twice in
  // some 600 journeys on a loaded 2-core machine, a click after the page was ready opened nothing
  // (docs/testing.md). A journey that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace films every frame, a fifth of a spec's time; CI keeps no files to open it from.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node server/dist/main.js',
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      // Links in emails (seen through the mail preview) lead back to the address under test.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_DB_PORT: process.env.E2E_DB_PORT ?? '5497',
      DATABASE_URL: '',
      NODE_ENV: 'test',
      // The journeys sign up more accounts from loopback than a household would in an hour.
      SIGNUPS_PER_HOUR: '1000',
      // The default tour guide, and the guides the booking, album and content journeys sign in as.
      ADMIN_EMAILS:
        'guide@serendibtrails.lk,enquiries@e2e.serendibtrails.lk,albums-e2e@serendibtrails.lk,content-e2e@serendibtrails.lk',
    },
  },
});
