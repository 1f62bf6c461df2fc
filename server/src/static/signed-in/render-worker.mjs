// The thread that renders signed-in pages (docs/architecture.md §8): it loads each remote's
// prerender bundle (render.cjs, its `renderSignedIn`) from the remote's build and answers one
// render per message. React runs here, in production mode (the thread's NODE_ENV), never on the
// API's event loop. A bundle is loaded again when its file changes (a remote redeployed alone).
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
/** Loaded bundles by path, with the stamp of the file they came from. */
const loaded = new Map();

/** The bundle's render function, or null: no bundle (an older build), or none exported. */
function renderFunction(file) {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return null;
  }
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const cached = loaded.get(file);
  if (cached?.stamp === stamp) return cached.render;
  // The bundle's own chunks (its lazy parts, beside it, with fixed names) go with it: a new build
  // must not run an old build's chunk.
  const folder = path.dirname(file) + path.sep;
  for (const key of Object.keys(require.cache)) if (key.startsWith(folder)) delete require.cache[key];
  const render = require(file)[workerData.exportName];
  const entry = { stamp, render: typeof render === 'function' ? render : null };
  loaded.set(file, entry);
  return entry.render;
}

parentPort.on('message', ({ id, bundle, url, state }) => {
  try {
    // Loading only (the server warming up): the first page then need not wait for React to load.
    if (url === null) return void renderFunction(bundle);
    const render = renderFunction(bundle);
    const page = render ? render(url, state) : null;
    const valid = page && typeof page.html === 'string' && typeof page.css === 'string';
    parentPort.postMessage({ id, page: valid ? { html: page.html, css: page.css } : null });
  } catch (error) {
    parentPort.postMessage({ id, page: null, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
});
