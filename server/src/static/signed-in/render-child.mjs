// The process that renders signed-in pages (docs/architecture.md §8): it loads remotes'
// prerender bundles (a release's render.cjs, its `renderSignedIn`) and answers one message at a
// time. React runs here, in production mode, never on the API's event loop. It runs sandboxed
// (sandbox.ts: Node's permission model, an env of NODE_ENV and NODE_PATH only), so a bundle
// reads nothing but its own release, the server's node_modules and the state it is given.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The bundle's export to call (SIGNED_IN_RENDER_EXPORT), from the parent. */
const exportName = process.argv[2];
/**
 * Loaded bundles' render functions by path. A bundle's path is a release's, and a release never
 * changes, so a loaded bundle is never loaded again; the parent bounds how many one process loads.
 */
const loaded = new Map();

/** The bundle's render function, or null when it exports none. */
function renderFunction(bundle) {
  if (!loaded.has(bundle)) {
    const render = require(bundle)[exportName];
    loaded.set(bundle, typeof render === 'function' ? render : null);
  }
  return loaded.get(bundle);
}

// Every message is answered, a load too: the parent counts an unanswered one as a hang.
process.on('message', ({ id, bundle, url, state }) => {
  try {
    const render = renderFunction(bundle);
    // url null: loading only (the server warming up), so the first page need not wait for React.
    if (url === null) return void process.send({ id, page: null });
    const page = render ? render(url, state) : null;
    const valid = page && typeof page.html === 'string' && typeof page.css === 'string';
    process.send({ id, page: valid ? { html: page.html, css: page.css } : null });
  } catch (error) {
    process.send({ id, page: null, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
});

// The server has gone (or closed the channel): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
