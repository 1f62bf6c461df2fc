// The shell's service worker learns, at the shell's build, which shared packages the shell
// provides: remotes' own copies of those are not downloaded for offline use.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { writeHostShared } from './service-worker.mjs';

const folders = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function shellBuild(worker) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-sw-'));
  folders.push(dir);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react-dom' }, { name: 'react' }, { name: 'react' }] }));
  writeFileSync(path.join(dir, 'sw.js'), worker);
  return dir;
}

test('writes the shell’s shared packages into the worker, as the JSON text it parses', () => {
  for (const quote of ['"', "'"]) {
    const dir = shellBuild(`const s=new Set(JSON.parse(${quote}__LECTERN_HOST_SHARED__${quote}));`);
    writeHostShared(path.join(dir, 'sw.js'), dir);
    const written = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    const hostShared = new Function(`${written} return s;`)();
    assert.deepEqual([...hostShared], ['react', 'react-dom']);
  }
});

test('a worker without the placeholder, or with two, fails the build', () => {
  for (const worker of ['const s=new Set([]);', 'a("__LECTERN_HOST_SHARED__");b("__LECTERN_HOST_SHARED__");']) {
    const dir = shellBuild(worker);
    assert.throws(() => writeHostShared(path.join(dir, 'sw.js'), dir), /placeholder once/);
  }
});
