/**
 * Server integration tests (real HTTP, real PostgreSQL), the security suite (same shared server),
 * operations tests (several servers, faults, backups: each file starts its own) and client
 * component tests.
 */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }];
/** The shared package's sources, so that no test needs it built first. */
const SHARED_SOURCES = { '^@lanka-tours/shared/(.*)$': '<rootDir>/shared/src/$1' };

module.exports = {
  // jest reads the timeout at the top level only; server tests start real processes.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: SHARED_SOURCES,
      globalSetup: '<rootDir>/tests/server/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/server/support/global-teardown.ts',
    },
    {
      displayName: 'security',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/security'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: SHARED_SOURCES,
      globalSetup: '<rootDir>/tests/server/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/server/support/global-teardown.ts',
    },
    {
      displayName: 'operations',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/operations'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: SHARED_SOURCES,
    },
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/tests/client/support/jsdom-environment.ts',
      roots: ['<rootDir>/tests/client'],
      testMatch: ['**/*.test.ts?(x)'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: {
        ...SHARED_SOURCES,
        '\\.css$': '<rootDir>/tests/client/support/style-module.ts',
        // The bundler's `import.meta.glob`, which jest lacks, done with the file system.
        '^\\./catalog-modules$': '<rootDir>/tests/client/support/catalog-modules.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/tests/client/support/setup.ts'],
    },
  ],
};
