import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The files beside server/src/app.ts that build the app from all its parts. */
const WIRING = [
  './app.ts',
  './apollo-server.ts',
  './main.ts',
  './rest-router.ts',
  './schema.ts',
  './services.ts',
];

/** The shared package is imported by its name, never by a path into its folder. */
const SHARED_BY_NAME = {
  regex: '(^|/)shared/src(/|$)',
  message: 'Import the shared package by its name: @lanka-tours/shared/<file>.',
};

/**
 * Zones that keep each folder of `parent` a unit reached from outside only through its index.ts,
 * its only public face: neither its sibling units nor the folders and files in `outside` import
 * anything else of it. Inside a unit, files import each other directly.
 */
function publicFaceZones({ parent, units, outside, noun }) {
  return units.map((unit) => ({
    target: [
      ...outside,
      ...units.filter((other) => other !== unit).map((other) => `${parent}/${other}`),
    ],
    from: `${parent}/${unit}`,
    except: ['./index.ts'],
    message: `Import the ${unit} ${noun} through its index.ts, its only public face.`,
  }));
}

const CLIENT = path.join(import.meta.dirname, 'client/src');
/** The client's foundation: plain parts that know no feature and nothing of the app's shell. */
const FOUNDATION = ['./components', './content', './data', './graphql', './lib', './styles'];

/**
 * The client's boundaries: a feature is reached from outside only through its index.ts (its
 * pages are route entries that only the router's glob loads); features know the app's shell only
 * through the session; the foundation imports no feature and no part of the app.
 */
const CLIENT_ZONES = [
  ...publicFaceZones({
    parent: './features',
    units: fs.readdirSync(path.join(CLIENT, 'features')),
    outside: ['./app', ...FOUNDATION],
    noun: 'feature',
  }),
  {
    target: FOUNDATION,
    from: ['./features', './app'],
    message:
      'components/, content/, data/, graphql/ and lib/ are beneath the features: they import none.',
  },
  {
    target: './features',
    from: './app',
    except: ['./session/index.ts'],
    message: 'Features reach the app shell only through app/session.',
  },
];

const SERVER = path.join(import.meta.dirname, 'server/src');

/**
 * A server module is reached from outside only through its index.ts: from the other modules, the
 * wiring beside app.ts, db/, scripts/ and every other folder of server/src.
 */
const MODULE_ZONES = publicFaceZones({
  parent: './modules',
  units: fs.readdirSync(path.join(SERVER, 'modules')),
  outside: fs
    .readdirSync(SERVER)
    .filter((entry) => entry !== 'modules')
    .map((entry) => `./${entry}`),
  noun: 'module',
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'client/dist-ssr/**',
      '**/node_modules/**',
      'client/src/graphql/*.generated.ts',
      'client/src/graphql/generated.ts',
      '**/locales/*/*.ts',
      'data/**',
      'tests/.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    // Import cycles are found by scripts/check-cycles.mjs (madge), in a tenth of the time.
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The server's layers, one way (scripts/check-cycles.mjs fails on any loop between folders):
    // common/ is beneath everything, and the transports' pieces know no feature and no wiring.
    files: ['server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: SERVER,
          zones: [
            {
              target: './common',
              from: ['./db', './observability', './modules', './graphql', './rest', './http'],
              message: 'common/ is beneath every other folder: it imports none of them.',
            },
            {
              target: [
                './common',
                './db',
                './graphql',
                './http',
                './modules',
                './observability',
                './rest',
              ],
              from: WIRING,
              message: 'The wiring beside app.ts imports the rest; nothing imports the wiring.',
            },
            {
              target: ['./graphql', './rest', './http'],
              from: './modules',
              message: 'graphql/, rest/ and http/ hold pieces the modules import: they know none.',
            },
            ...MODULE_ZONES,
          ],
        },
      ],
    },
  },
  {
    // Everything else reaches the shared package by its name, so that it stays one package.
    files: ['server/src/**/*.ts', 'client/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_BY_NAME] }] },
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^[^.]',
              message:
                'The shared package is plain TypeScript that both sides import: no package, no Node.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import from './support/test': its pages wait for the app to hydrate a rendered page before acting.",
            },
          ],
          patterns: [SHARED_BY_NAME],
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: CLIENT, zones: CLIENT_ZONES }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      'server/**/*.ts',
      'tests/**/*.{ts,mjs,cjs}',
      'scripts/**/*.mjs',
      'client/codegen/*.cjs',
      'client/build/**/*.mjs',
      '*.{js,cjs,mjs,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
