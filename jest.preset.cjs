// Shared jest settings for the browser packages: SWC transpiles TS/TSX, jsdom renders,
// and the "@lectern/source" export condition makes workspace packages resolve to source.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: {
    customExportConditions: ['@lectern/source', 'browser', 'require', 'default'],
  },
  transform: {
    '^.+\\.(t|j)sx?$|\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // lucide-react's one-icon entries (lucide-react/icons/<name>) are ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!lucide-react/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.browser.ts')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  clearMocks: true,
  // A journey of a dozen typed fields takes about 1 s here, and five times that on a busy 2-core
  // CI machine (the default 5 s limit failed there once). A real hang still fails at this limit.
  testTimeout: 20_000,
};
