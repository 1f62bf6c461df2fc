// Build-time prerendering of a remote's public pages (docs/architecture.md §8). A second, Node-target
// compilation of the remote's `src/prerender.tsx` (same SWC settings, so styled-components
// gets the same class names as in the browser) runs after the browser build and writes
// `prerender/pages.json` into the remote's own output: a remote redeployed alone brings its
// own markup, and the server inlines whichever is current. The same bundle (`render.cjs`) may
// export `renderSignedIn` (SIGNED_IN_RENDER_EXPORT), which the server calls for each request of
// a signed-in page it lists.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDER_BUNDLE_FILE, PRERENDER_DIR, PRERENDER_PAGES_FILE, PRERENDERED_PAGES_VERSION, pageChecksum } from './artifacts.mjs';

const thisFile = fileURLToPath(import.meta.url);
/** This checkout's node_modules (tools/build/ is two levels below the repo's root). */
const repoModules = fileURLToPath(new URL('../../node_modules', import.meta.url));

/**
 * The Node compilation. `webName` is the browser compilation it waits for: that one cleans the
 * output folder, which would otherwise delete these files.
 */
export function prerenderConfig({ webName, dir, outputPath, entry, rules, resolve, plugins }) {
  return {
    name: `${webName}-prerender`,
    dependencies: [webName],
    context: dir,
    mode: 'production',
    target: 'node',
    devtool: false,
    entry: { render: entry },
    output: { path: path.join(outputPath, PRERENDER_DIR), filename: PRERENDER_BUNDLE_FILE, library: { type: 'commonjs2' }, clean: true },
    resolve: { ...resolve, conditionNames: ['@lectern/source', 'node', 'require', 'default'], alias: {} },
    // Packages stay out of the bundle, required by name: Node resolves them when the bundle
    // runs, with the same algorithm and conditions, from the node_modules of whoever runs it
    // (one React for react-dom/server). So a bundle built on another machine runs against the
    // server's own packages (the server's render process has them on NODE_PATH), and names no
    // path of the machine that built it. The workspace's own packages compile from source like
    // the browser build.
    externals: [({ request }, callback) => (/^[@a-z]/i.test(request) && !request.startsWith('@lectern/') ? callback(null, `commonjs ${request}`) : callback())],
    module: { rules },
    experiments: { css: true },
    plugins: [...plugins, new PrerenderPlugin()],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

class PrerenderPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrerenderPlugin', () => {
      const folder = compiler.options.output.path;
      // A fresh Node in production mode: React and styled-components as the browser runs them.
      // The bundle requires its packages by name; an output folder outside the repo
      // (LECTERN_OUTPUT_PATH) has no node_modules above it, so this checkout's are on NODE_PATH.
      const nodePath = [repoModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
      execFileSync(process.execPath, [thisFile, path.join(folder, PRERENDER_BUNDLE_FILE), path.join(folder, PRERENDER_PAGES_FILE)], {
        env: { ...process.env, NODE_ENV: 'production', NODE_PATH: nodePath },
        stdio: 'inherit',
      });
    });
  }
}

/** `node prerender.mjs <bundle> <out>`: renders every page the bundle's `pages` lists. */
function renderAll(bundle, out) {
  const { pages = {} } = createRequire(import.meta.url)(bundle);
  /** @type {import('./artifacts.mjs').PrerenderedPages} */
  const rendered = { version: PRERENDERED_PAGES_VERSION, pages: {} };
  for (const [url, render] of Object.entries(pages)) {
    const { html, css } = render();
    rendered.pages[url] = { html, css, sha256: pageChecksum(html, css) };
  }
  writeFileSync(out, JSON.stringify(rendered));
  if (Object.keys(rendered.pages).length > 0) console.log(`prerendered ${Object.keys(rendered.pages).join(', ')}`);
}

if (process.argv[1] === thisFile) renderAll(process.argv[2], process.argv[3]);
