// Every name the apps import from React Query is one the shared facade provides: a name missing
// from query-exports.mjs would be undefined in a production build, and only there.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { QUERY_EXPORTS } from './query-exports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCES = ['shell', 'shared-api', 'shared-ui', 'remote-landing', 'remote-auth', 'remote-student', 'remote-management'].map((dir) => path.join(root, dir, 'src'));

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.|\.spec\./.test(entry.name)) yield file;
  }
}

/**
 * The value names a file imports from React Query (type-only imports erase). A value imported
 * from query-core itself comes back as `query-core:<name>`: query-core is no longer shared on its
 * own, so such an import would bring a second copy with its own caches and managers.
 */
export function importedNames(source) {
  const names = [];
  const imports = /import\s+(type\s+)?([^;]*?)\s+from\s+['"]@tanstack\/(react-query|query-core)['"]/gs;
  for (const [, typeOnly, clause, pkg] of source.matchAll(imports)) {
    if (typeOnly) continue;
    const named = clause.match(/\{([^}]*)\}/s);
    // A default or namespace import is never allowed through a facade.
    const items = named ? named[1].split(',').map((part) => part.trim()).filter((item) => item && !item.startsWith('type ')).map((item) => item.split(/\s+as\s+/)[0]) : [clause.trim()];
    names.push(...items.map((name) => (pkg === 'query-core' ? `query-core:${name}` : name)));
  }
  return names;
}

test('the check reads named, renamed, multi-line and type-only imports', () => {
  const source = "import { useQuery, type QueryKey,\n  useMutation as mutate } from '@tanstack/react-query';\nimport type { Query } from '@tanstack/query-core';\nimport { hashKey } from '@tanstack/query-core';";
  assert.deepEqual(importedNames(source), ['useQuery', 'useMutation', 'query-core:hashKey']);
});

test('every React Query name the apps import is in QUERY_EXPORTS, and nothing is imported from query-core itself', () => {
  const missing = [];
  for (const dir of SOURCES) {
    for (const file of sourceFiles(dir)) {
      for (const name of importedNames(readFileSync(file, 'utf8'))) {
        if (!QUERY_EXPORTS.includes(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
  }
  assert.deepEqual(missing, []);
});
