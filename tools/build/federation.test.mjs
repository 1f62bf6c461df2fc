// Which of the host's modules go into its start-up chunks (docs/architecture.md §8).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { hostStartupChunks, sharedSingletons } from './federation.mjs';
import { QUERY_EXPORTS } from './query-exports.mjs';

const LATER = [/[\\/]node_modules[\\/]react-toastify[\\/]/, /[\\/]shared-api[\\/]src[\\/]offline[\\/]/];
const { cacheGroups } = hostStartupChunks(LATER);
const file = (name) => ({ nameForCondition: () => name });
/** The start-up chunk a module goes into, or null: the highest priority group whose test takes it. */
function chunkOf(module) {
  const groups = Object.values(cacheGroups).sort((a, b) => b.priority - a.priority);
  return groups.find((group) => group.test(module))?.name ?? null;
}

test("React's DOM package and its scheduler: a chunk of their own", () => {
  assert.equal(chunkOf(file('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')), 'startup-react-dom');
  assert.equal(chunkOf(file('/repo/node_modules/scheduler/cjs/scheduler.production.js')), 'startup-react-dom');
});

test('every other module the host starts with: the other start-up chunk', () => {
  assert.equal(chunkOf(file('/repo/node_modules/react/cjs/react.production.js')), 'startup');
  assert.equal(chunkOf(file('/repo/node_modules/styled-components/dist/styled-components.browser.esm.js')), 'startup');
  assert.equal(chunkOf(file('/repo/shared-ui/src/search/SearchBox.tsx')), 'startup');
  assert.equal(chunkOf(file('/repo/shell/src/serviceWorker/registerServiceWorker.ts')), 'startup');
});

test('what the host loads only later keeps its own chunks', () => {
  assert.equal(chunkOf(file('/repo/node_modules/react-toastify/dist/index.mjs')), null);
  assert.equal(chunkOf(file('/repo/shared-api/src/offline/keptStore.ts')), null);
});

test("a federation module (a shared package's consumer) stays where it is: moved, it would load that package with the start-up", () => {
  assert.equal(chunkOf({ nameForCondition: () => undefined }), null);
  assert.equal(chunkOf({}), null);
  for (const group of Object.values(cacheGroups)) assert.equal(group.chunks, 'async');
});

test('React Query is shared as a facade of the names Lectern uses, with query-core inside it, not shared on its own', () => {
  const shared = sharedSingletons();
  assert.equal(shared['@tanstack/query-core'], undefined);
  const facade = readFileSync(shared['@tanstack/react-query'].import, 'utf8');
  assert.match(facade, new RegExp(`export \\{ ${QUERY_EXPORTS.join(', ')} \\} from '@lectern/react-query-impl'`));
  assert.equal(shared['@tanstack/react-query'].singleton, true);
});

test('each facade is shared as the version of the package it stands for, which its requiredVersion accepts', () => {
  const shared = sharedSingletons();
  for (const name of ['@tanstack/react-query', 'react-router', 'react-router-dom']) {
    const { version, requiredVersion } = shared[name];
    assert.match(version, /^\d+\.\d+\.\d+/, name);
    assert.equal(requiredVersion, `^${version}`, name);
  }
});
