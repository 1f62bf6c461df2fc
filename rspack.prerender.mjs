// Build-time prerendering of a remote's public pages (docs/architecture.md §8). A second, Node-target
// compilation of the remote's `src/prerender.tsx` (same SWC settings, so styled-components
// gets the same class names as in the browser) runs after the browser build and writes
// `prerender/pages.json` into the remote's own output: a remote redeployed alone brings its
// own markup, and the server inlines whichever is current.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PRERENDER_DIR = 'prerender';
const PRERENDER_PAGES_FILE = 'pages.json';
const BUNDLE = 'render.cjs';

/** The fragment's checksum: the server inlines a page only when its html and css still match it. */
function pageChecksum(html, css) {
  return createHash('sha256').update(html).update('\0').update(css).digest('hex');
}

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
    output: { path: path.join(outputPath, PRERENDER_DIR), filename: BUNDLE, library: { type: 'commonjs2' }, clean: true },
    resolve: { ...resolve, conditionNames: ['@lectern/source', 'node', 'require', 'default'], alias: {} },
    // Packages run from this checkout's node_modules as Node loads them (one React for
    // react-dom/server), by absolute path so an output folder anywhere can run; the
    // workspace's own packages compile from source like the browser build.
    externals: [
      ({ request }, callback) =>
        /^[@a-z]/i.test(request) && !request.startsWith('@lectern/')
          ? callback(null, `commonjs ${createRequire(path.join(dir, 'package.json')).resolve(request)}`)
          : callback(),
    ],
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
      execFileSync(process.execPath, [new URL(import.meta.url).pathname, path.join(folder, BUNDLE), path.join(folder, PRERENDER_PAGES_FILE)], {
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: 'inherit',
      });
    });
  }
}

/** `node rspack.prerender.mjs <bundle> <out>`: renders every page the bundle's `pages` lists. */
function renderAll(bundle, out) {
  const { pages } = createRequire(import.meta.url)(bundle);
  const rendered = {};
  for (const [url, render] of Object.entries(pages)) {
    const { html, css } = render();
    rendered[url] = { html, css, sha256: pageChecksum(html, css) };
  }
  writeFileSync(out, JSON.stringify({ version: 1, pages: rendered }));
  console.log(`prerendered ${Object.keys(rendered).join(', ')}`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) renderAll(process.argv[2], process.argv[3]);
