// Docs that cannot drift: every path written in docs/, a README or a source file's header comment
// names a file or folder that exists (doc-paths.mjs says how a path is looked for). A rename or a
// deletion that leaves a doc behind fails here, naming the doc and the path.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as artifacts from '@lectern/build/artifacts';
import { staleReferences } from './doc-paths.mjs';
import { headerComment, pathReferences } from './path-references.mjs';
import { repoTree } from './repo-tree.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Names no file of the tree has, on purpose. Each says why; keep this list tiny.
const NOT_IN_THE_TREE = new Set([
  // The backup archive's own entry (MANIFEST_ENTRY, server/src/platform/backup/manifest.ts), written into each archive.
  'server/README.md: manifest.json',
]);

/** The files a build writes (mf-manifest.json, prerender/pages.json, ...): the artifact contract's names. */
const builtNames = new Set(
  Object.values(artifacts)
    .filter((value) => typeof value === 'string')
    .flatMap((name) => [name, path.posix.basename(name)]),
);

test('the words read as paths: files by extension, folders by slash; URLs, globs, placeholders and packages are not', () => {
  const text =
    'See [the doc](docs/documents.md#jobs), `server/src/app.ts:12`, ./helpers.ts and domain/groups/live/. ' +
    'Not: https://example.edu/a.ts, `*.test.ts`, src/features/<name>, @lectern/shared-api/contract, /api/materials, ' +
    'node_modules/pg/package.json, `.ts`, e.g. Node.js. A wrapped live/stream-\n// sessions.ts.';
  assert.deepEqual(pathReferences(text), [
    { path: 'docs/documents.md', kind: 'file' },
    { path: 'server/src/app.ts', kind: 'file' },
    { path: './helpers.ts', kind: 'file' },
    { path: 'domain/groups/live', kind: 'folder' },
    { path: 'live/stream-sessions.ts', kind: 'file' },
  ]);
});

test("a source file's header is the comment it starts with, and nothing after", () => {
  assert.equal(headerComment('#!/usr/bin/env node\n// One job.\n// See a.ts.\nimport x from "./b.ts";\n// later.ts\n'), '// One job.\n// See a.ts.');
  assert.equal(headerComment('/**\n * See a.ts.\n */\nexport const x = 1; // b.ts\n'), '/**\n * See a.ts.\n */');
  assert.equal(headerComment('import x from "./b.ts";\n// a.ts\n'), '');
});

test('a path is found from any folder it may be written from; one that exists nowhere is named', () => {
  const tree = {
    files: new Set(['package.json', 'docs/guide.md', 'server/package.json', 'server/README.md', 'server/src/platform/cache/invalidation.ts', 'server/src/http/cached.ts']),
    folders: new Set(['', 'docs', 'server', 'server/src', 'server/src/platform', 'server/src/platform/cache', 'server/src/http']),
  };
  const texts = {
    'docs/guide.md': 'server/src/http/cached.ts, platform/cache/, ./guide.md, and/or, ../server/README.md, gone/old.ts',
    'server/README.md': '`cached.ts`, cache/invalidation.ts, ./src/http, previews.ts, dist/main.mjs, pdfjs-dist/build/pdf.mjs, mf-manifest.json',
    'server/src/http/cached.ts': '// Reads through cache/invalidation.ts and ../platform/cache/invalidation.ts, not ./invalidation.ts.\nexport {};',
  };
  const stale = staleReferences(tree, (file) => texts[file] ?? '', {
    isPackage: (name) => name === 'pdfjs-dist',
    builtNames: new Set(['mf-manifest.json']),
  });
  assert.deepEqual(stale, ['docs/guide.md: gone/old.ts', 'server/README.md: previews.ts', 'server/src/http/cached.ts: ./invalidation.ts']);
});

test('every path the docs, READMEs and header comments name exists', () => {
  const stale = staleReferences(repoTree(root), (file) => readFileSync(path.join(root, file), 'utf8'), {
    isPackage: (name) => existsSync(path.join(root, 'node_modules', name)),
    builtNames,
  }).filter((reference) => !NOT_IN_THE_TREE.has(reference));
  assert.deepEqual(stale, [], `Paths that exist nowhere (fix the path or reword):\n${stale.join('\n')}`);
});
