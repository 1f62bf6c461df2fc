// The artifact contract as the server relies on it: the checksum's exact recipe, and the
// prerender writing pages.json in the format and at the path the server reads.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { PRERENDER_DIR, PRERENDER_PAGES_FILE, PRERENDERED_PAGES_PATH, PRERENDERED_PAGES_VERSION, pageChecksum } from './artifacts.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'lectern-artifacts-'));
after(() => rmSync(folder, { recursive: true, force: true }));

test('a page checksum is sha256 over the html, a NUL, then the css, in hex', () => {
  const expected = createHash('sha256').update(Buffer.from('<p>é</p>\u0000.a{color:red}', 'utf8')).digest('hex');
  assert.equal(pageChecksum('<p>é</p>', '.a{color:red}'), expected);
  // The NUL keeps the boundary: moving text from the html to the css changes the checksum.
  assert.notEqual(pageChecksum('ab', 'c'), pageChecksum('a', 'bc'));
});

test('the prerendered pages are at prerender/pages.json in a remote output', () => {
  assert.equal(PRERENDERED_PAGES_PATH, `${PRERENDER_DIR}/${PRERENDER_PAGES_FILE}`);
  assert.equal(PRERENDERED_PAGES_PATH, 'prerender/pages.json');
});

test('the prerender writes each page with its html, css and checksum, in the current format', () => {
  const bundle = path.join(folder, 'render.cjs');
  const out = path.join(folder, PRERENDER_PAGES_FILE);
  writeFileSync(bundle, `exports.pages = { '/': () => ({ html: '<main>Hi</main>', css: '.m{}' }), '/auth/signin': () => ({ html: '<form></form>', css: '' }) };\n`);
  const prerender = fileURLToPath(new URL('./prerender.mjs', import.meta.url));
  execFileSync(process.execPath, [prerender, bundle, out], { stdio: 'pipe' });
  assert.deepEqual(JSON.parse(readFileSync(out, 'utf8')), {
    version: PRERENDERED_PAGES_VERSION,
    pages: {
      '/': { html: '<main>Hi</main>', css: '.m{}', sha256: pageChecksum('<main>Hi</main>', '.m{}') },
      '/auth/signin': { html: '<form></form>', css: '', sha256: pageChecksum('<form></form>', '') },
    },
  });
});
