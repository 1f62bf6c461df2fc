// The list a remote writes for the shell's service worker: what it keeps, with which revision,
// and a version that changes exactly when a file does.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { PRECACHE_FILE, PRECACHE_VERSION } from './artifacts.mjs';
import { RemotePrecachePlugin, remotePrecacheList, sharedFallbackFiles } from './precache-list.mjs';

const folders = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function remoteBuild(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-precache-'));
  folders.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const BUILD = {
  'remoteEntry.js': 'entry',
  'mf-manifest.json': '{}',
  'mf-stats.json': '{}',
  '__federation_expose_LandingPage.0123456789.js': 'expose',
  '254.a940c78075.js': 'chunk',
  '254.a940c78075.js.map': 'map',
  '254.a940c78075.js.br': 'br',
  '254.a940c78075.js.gz': 'gz',
  'main.abcdef0123.css': 'css',
  'preload.json': '{}',
  'prerender/pages.json': '{}',
  'prerender/render.cjs': 'node',
};

test('lists what a browser loads, relative to the remote, the hashed names without a revision', async () => {
  const list = await remotePrecacheList(remoteBuild(BUILD));
  assert.equal(list.format, PRECACHE_VERSION);
  assert.deepEqual(
    list.files.map((file) => [file.url, file.revision === null ? 'by name' : 'revision']),
    [
      ['254.a940c78075.js', 'by name'],
      ['__federation_expose_LandingPage.0123456789.js', 'by name'],
      ['main.abcdef0123.css', 'by name'],
      ['mf-manifest.json', 'revision'],
      ['remoteEntry.js', 'revision'],
    ],
  );
  assert.equal(list.bytes, ['chunk', 'expose', 'css', '{}', 'entry'].join('').length);
  assert.match(list.version, /^[0-9a-f]{16}$/);
});

test('the version changes when an unhashed file changes, and only then', async () => {
  const first = await remotePrecacheList(remoteBuild(BUILD));
  const same = await remotePrecacheList(remoteBuild({ ...BUILD, 'preload.json': '{"other":1}' }));
  const changed = await remotePrecacheList(remoteBuild({ ...BUILD, 'remoteEntry.js': 'entry 2' }));
  assert.equal(same.version, first.version);
  assert.notEqual(changed.version, first.version);
});

test('the plugin writes precache.json once the build has written its files, and leaves it out of itself', async () => {
  const dir = remoteBuild(BUILD);
  let afterEmit;
  new RemotePrecachePlugin().apply({ options: { output: { path: dir } }, hooks: { afterEmit: { tapPromise: (_name, run) => (afterEmit = run) } } });
  await afterEmit();
  await afterEmit(); // a second build over the first: the old list is not a file to keep
  const written = JSON.parse(readFileSync(path.join(dir, PRECACHE_FILE), 'utf8'));
  assert.deepEqual(written, await remotePrecacheList(dir));
  assert.ok(!written.files.some((file) => file.url === PRECACHE_FILE));
});

const assets = (sync, async = []) => ({ js: { sync, async }, css: { sync: [], async: [] } });
const FEDERATED = {
  ...BUILD,
  '290.0123456789.js': 'router copy',
  '181.0123456789.js': 'react-dom copy',
  'mf-manifest.json': JSON.stringify({
    shared: [
      { name: 'react-router-dom', assets: assets(['290.0123456789.js']) },
      { name: 'react-dom', assets: assets(['181.0123456789.js']) },
      { name: 'react-dom/client', assets: assets(['181.0123456789.js']) },
      // Loaded by the exposed module as well: never a copy to skip.
      { name: 'tiny-shared', assets: assets(['254.a940c78075.js']) },
    ],
    exposes: [{ name: 'LandingPage', assets: assets(['__federation_expose_LandingPage.0123456789.js'], ['254.a940c78075.js']) }],
  }),
};

test('a file that only holds the remote’s copies of shared packages names them; one an exposed module loads does not', async () => {
  const dir = remoteBuild(FEDERATED);
  assert.deepEqual(Object.fromEntries(sharedFallbackFiles(dir)), { '290.0123456789.js': ['react-router-dom'], '181.0123456789.js': ['react-dom', 'react-dom/client'] });
  const list = await remotePrecacheList(dir);
  const byUrl = Object.fromEntries(list.files.map((file) => [file.url, file.fallbackFor ?? null]));
  assert.deepEqual(byUrl['181.0123456789.js'], ['react-dom', 'react-dom/client']);
  assert.deepEqual(byUrl['290.0123456789.js'], ['react-router-dom']);
  assert.equal(byUrl['254.a940c78075.js'], null);
  assert.equal(byUrl['remoteEntry.js'], null);
  // A build without a federation manifest has no such files.
  assert.equal(sharedFallbackFiles(remoteBuild({ 'remoteEntry.js': 'entry' })).size, 0);
});
