// Lint for the whole monorepo. The import boundaries of DESIGN.md §2 are rules here, not habits:
// a remote never imports another remote or the shell; shared packages never import an app;
// the server takes only @lectern/shared-api/contract from the workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { ROUTER_EXPORTS } from './router-exports.mjs';

const APPS = ['shell', 'remote-landing', 'remote-auth', 'remote-student', 'remote-management'];

// The shell shares a react-router facade with only these names (see router-exports.mjs).
const ROUTER_PATHS = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  allowImportNames: ROUTER_EXPORTS,
  message: 'Only the names in router-exports.mjs are shared at run time; add the name there first.',
}));

/** Forbid importing the listed workspace folders, by package name or by relative path. */
function forbid(folders, message, extraPatterns = []) {
  return [
    'error',
    {
      paths: ROUTER_PATHS,
      patterns: [
        ...folders.map((folder) => ({ group: [`@lectern/${folder}`, `@lectern/${folder}/*`, `**/${folder}/**`, `**/${folder}`], message })),
        ...extraPatterns,
      ],
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', 'shell/**/*.ts', 'remote-*/**/*.ts', 'shared-*/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...APPS.filter((app) => app.startsWith('remote-')).map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': forbid(
        APPS.filter((app) => app !== remote),
        'A remote never imports the shell or another remote: share through @lectern/shared-ui or @lectern/shared-api.',
      ),
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': forbid(
        APPS.filter((app) => app !== 'shell'),
        'The shell loads remotes at run time through module federation, never by import.',
      ),
    },
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}', 'shared-api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(APPS, 'Shared packages never import the shell or a remote.'),
    },
  },
  {
    files: ['shared-api/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(APPS, 'The contract is plain TypeScript shared with the server.', [
        { group: ['react', 'react-*', '@tanstack/*', 'zustand', 'zustand/*'], message: 'The contract has no React and no browser state.' },
      ]),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(APPS, 'The server imports only @lectern/shared-api/contract from the workspace.', [
        { regex: '^@lectern/(?!shared-api/contract$)', message: 'The server imports only @lectern/shared-api/contract from the workspace.' },
        { regex: '^\\.{1,2}/.*(shared-api|shared-ui)/', message: 'Import @lectern/shared-api/contract by name.' },
      ]),
    },
  },
);
