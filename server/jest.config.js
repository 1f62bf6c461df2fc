// The server runs jest in native ESM mode (kysely 0.29 is ESM-only): SWC strips types and
// keeps `import`, and the "@lectern/source" condition resolves the contract to its source.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  testEnvironmentOptions: {
    customExportConditions: ['@lectern/source', 'node'],
  },
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
  },
  // CommonJS dependencies that require() ESM-only packages get a shim: see test/esm-shims/README.md.
  resolver: '<rootDir>/test/esm-shims/resolver.cjs',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  clearMocks: true,
  // PGlite needs seconds to start on a busy machine.
  testTimeout: 30_000,
  // The machines are small and shared; PGlite is memory-hungry.
  maxWorkers: 2,
};
