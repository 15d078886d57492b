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

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'client/dist-ssr/**',
      '**/node_modules/**',
      'client/src/graphql/*.generated.ts',
      'client/src/graphql/generated.ts',
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
    rules: {
      'import-x/no-cycle': 'error',
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
          basePath: path.join(import.meta.dirname, 'server/src'),
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
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: 'shared/ is plain TypeScript the client imports too: only its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.{ts,mjs,cjs}', 'scripts/**/*.mjs', '*.{js,cjs,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
