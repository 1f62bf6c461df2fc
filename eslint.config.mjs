// Lint for the whole monorepo. The import boundaries of docs/architecture.md are rules here, not habits:
// a remote never imports another remote or the shell; shared packages never import an app;
// shared-ui takes only the contract from shared-api, and shared-api never imports shared-ui;
// inside an app one feature never imports another; no module imports itself round a cycle;
// the server takes only @lectern/shared-api/contract and @lectern/build/artifacts from the workspace,
// and its layers import only downward (server/eslint.layers.mjs).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { ROUTER_EXPORTS } from '@lectern/build/router-exports';
import { SERVER_LAYER_ZONES, SERVER_ROUTE_RULES } from './server/eslint.layers.mjs';
import noImportCycle from './tools/repo-checks/no-import-cycle.mjs';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

const APPS = ['shell', 'remote-landing', 'remote-auth', 'remote-student', 'remote-management'];

/** The feature folders of an app as they are on disk now, so a new feature (or app) is covered without a list. */
function featuresOf(app) {
  try {
    return readdirSync(path.join(rootDir, app, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return []; // the app (or its features folder) does not exist yet
  }
}

// Zones checked on resolved files, so they hold for package names and relative paths alike.
// Paths are relative to the repository root (`basePath`), whichever folder eslint runs in.
const IMPORT_ZONES = [
  {
    target: './shared-ui',
    from: './shared-api',
    except: ['./src/contract'],
    message: 'shared-ui takes only @lectern/shared-api/contract (texts, types); the client, hooks and session store belong to the apps.',
  },
  {
    target: './shared-api',
    from: './shared-ui',
    message: 'shared-api never imports shared-ui: the contract and the data layer know nothing of the design system.',
  },
  ...APPS.flatMap((app) =>
    featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move what both need to src/components/, or compose them in a route.',
    })),
  ),
  ...SERVER_LAYER_ZONES,
];

// The shell shares a react-router facade with only these names (see tools/build/router-exports.mjs).
const ROUTER_PATHS = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  allowImportNames: ROUTER_EXPORTS,
  message: 'Only the names in tools/build/router-exports.mjs are shared at run time; add the name there first.',
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
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX, lectern: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Workspace packages resolve to their source, as in the builds and tests ("@lectern/source").
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['@lectern/source', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: rootDir, zones: IMPORT_ZONES }],
      // Not import-x/no-cycle: it skips type-only imports, and a circle closed by one passed lint.
      'lectern/no-import-cycle': 'error',
      // One style for relative imports: with the file's extension. The server runs its TypeScript
      // under Node, which needs it; the browser packages follow suit so every file reads the same.
      'import-x/extensions': ['error', 'always', { ignorePackages: true, checkTypeImports: true }],
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
      'no-restricted-imports': forbid(APPS, 'The server imports only @lectern/shared-api/contract and @lectern/build/artifacts from the workspace.', [
        {
          regex: '^@lectern/(?!shared-api/contract$|build/artifacts$)',
          message: 'The server imports only @lectern/shared-api/contract and @lectern/build/artifacts (what the builds leave for it) from the workspace.',
        },
        { regex: '^\\.{1,2}/.*(shared-api|shared-ui)/', message: 'Import @lectern/shared-api/contract by name.' },
        { regex: '^\\.{1,2}/.*tools/build/', message: 'Import @lectern/build/artifacts by name.' },
      ]),
    },
  },
  {
    files: ['tools/build/**/*.{mjs,cjs,mts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@lectern/*', '@lectern/*/*'], message: 'The build package knows no app or shared package: the apps pass it what it needs.' }] },
      ],
    },
  },
  {
    files: ['tools/build/artifacts.mjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!node:)', message: 'The server loads the artifact contract at run time: Node built-ins only.' }] },
      ],
    },
  },
  SERVER_ROUTE_RULES,
);
