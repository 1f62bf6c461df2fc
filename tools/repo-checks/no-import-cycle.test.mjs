// The cycle rule counts every import: a circle closed by `import type` or by `import()` is one,
// and a chain that does not come back is not. Each case is a few files in a folder of its own.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';
import { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import noImportCycle from './no-import-cycle.mjs';

const folder = mkdtempSync(path.join(os.tmpdir(), 'no-import-cycle-'));
after(() => rmSync(folder, { recursive: true, force: true }));

// The resolver and parser settings of eslint.config.mjs, and nothing else.
const eslint = new ESLint({
  cwd: folder,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { lectern: { rules: { 'no-import-cycle': noImportCycle } } },
      settings: {
        'import-x/extensions': ['.ts'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })],
      },
      rules: { 'lectern/no-import-cycle': 'error' },
    },
  ],
});

let cases = 0;
/** Writes `files` into a folder of their own and lints them: `file:line message` for each problem. */
async function lint(files) {
  const dir = path.join(folder, `case-${cases++}`);
  mkdirSync(dir);
  const written = Object.entries(files).map(([name, source]) => {
    writeFileSync(path.join(dir, name), source);
    return path.join(dir, name);
  });
  const results = await eslint.lintFiles(written);
  return results.flatMap((result) => result.messages.map((message) => `${path.basename(result.filePath)}:${message.line} ${message.message}`));
}

test('a circle closed by a type-only import is reported on each of its files', async () => {
  const problems = await lint({
    'lists.ts': "import { snippets } from './snippets.ts';\nexport const lists = snippets;",
    'snippets.ts': "import { words } from './filters.ts';\nexport const snippets = words;",
    'filters.ts': "import type { Source } from './lists.ts';\nexport const words = 1;\nexport type Own = Source;",
  });
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(problems.find((problem) => problem.startsWith('lists.ts')), /^lists\.ts:1 Import cycle: this file → snippets\.ts → filters\.ts → this file\.$/);
});

test('a circle closed by a dynamic import is reported', async () => {
  const problems = await lint({
    'page.ts': "export type Format = (text: string) => string;\nexport const later = () => import('./format.ts');",
    'format.ts': "import type { Format } from './page.ts';\nexport const format: Format = (text) => text;",
  });
  assert.equal(problems.length, 2, problems.join('\n'));
});

test('imports that never come back are not a cycle', async () => {
  const problems = await lint({
    'a.ts': "import type { B } from './b.ts';\nimport { c } from './c.ts';\nexport const a: B = c;",
    'b.ts': "import { c } from './c.ts';\nexport type B = typeof c;",
    'c.ts': 'export const c = 1;',
  });
  assert.deepEqual(problems, []);
});
