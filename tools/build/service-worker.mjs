// The shell's service worker (docs/offline.md): a third compilation of the shell's
// `src/serviceWorker/sw.ts`, run after its browser build, then workbox-build's injectManifest
// writes the shell's own files (with revisions) into it as `self.__WB_MANIFEST` and puts it at
// the root of the shell's build as sw.js. The app shell page (served by the server from
// index.html) is listed with index.html's hash as its revision: a new shell build is a new app shell.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { injectManifest } from 'workbox-build';
import { APP_SHELL_PATH, OFFLINE_PAGE_PATH, PRECACHE_FILE, SERVICE_WORKER_FILE } from './artifacts.mjs';
import { precacheOptions } from './precache-list.mjs';
import { precompressFile } from './precompress.mjs';

/**
 * Stands for the shell's shared packages in the worker's compilation, which runs before they are
 * known: the shell's mf-manifest.json is read once its build is written (InjectShellManifestPlugin).
 */
const HOST_SHARED_PLACEHOLDER = '__LECTERN_HOST_SHARED__';

/** What the worker's source reads as `process.env.LECTERN_SW_*` (names with one home: artifacts.mjs). */
function workerDefines() {
  return new rspack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify('production'),
    'process.env.LECTERN_SW_HOST_SHARED': JSON.stringify(HOST_SHARED_PLACEHOLDER),
    'process.env.LECTERN_SW_APP_SHELL': JSON.stringify(APP_SHELL_PATH),
    'process.env.LECTERN_SW_OFFLINE_PAGE': JSON.stringify(OFFLINE_PAGE_PATH),
    'process.env.LECTERN_SW_PRECACHE_FILE': JSON.stringify(PRECACHE_FILE),
  });
}

/**
 * The worker's compilation. `webName` is the browser compilation it waits for: that one cleans
 * the output folder, and its files are what the worker precaches.
 * @param {{ webName: string, dir: string, outputPath: string, entry: string, rules: object[], resolve: object, workDir: string }} options
 */
export function serviceWorkerConfig({ webName, dir, outputPath, entry, rules, resolve, workDir }) {
  mkdirSync(workDir, { recursive: true });
  return {
    name: `${webName}-service-worker`,
    dependencies: [webName],
    context: dir,
    mode: 'production',
    target: 'webworker',
    devtool: false,
    entry: { sw: entry },
    // Built beside, not into, the shell's output: injectManifest writes the finished worker there.
    output: { path: workDir, filename: '[name].js', clean: true, chunkFormat: false, chunkLoading: false },
    resolve: { ...resolve, conditionNames: ['@lectern/source', 'worker', 'browser', 'import', 'module', 'default'] },
    module: { rules },
    plugins: [workerDefines(), new InjectShellManifestPlugin(outputPath)],
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

class InjectShellManifestPlugin {
  constructor(shellOutput) {
    this.shellOutput = shellOutput;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('InjectShellManifestPlugin', async () => {
      const swSrc = path.join(compiler.options.output.path, 'sw.js');
      const swDest = path.join(this.shellOutput, SERVICE_WORKER_FILE);
      const { count, size, warnings } = await injectManifest({
        ...precacheOptions(this.shellOutput, { ignores: [SERVICE_WORKER_FILE, 'mf-manifest.json'] }),
        swSrc,
        swDest,
        modifyURLPrefix: { '': '/' },
        additionalManifestEntries: [{ url: APP_SHELL_PATH, revision: appShellRevision(this.shellOutput) }],
      });
      for (const warning of warnings) console.warn(`service worker: ${warning}`);
      writeHostShared(swDest, this.shellOutput);
      // Written after the browser build's precompression: its own brotli and gzip copies.
      await precompressFile(swDest);
      console.log(`service worker: ${count} shell files precached, ${(size / 1024).toFixed(1)} KB (and ${OFFLINE_PAGE_PATH}'s page for the rest)`);
    });
  }
}

/**
 * Writes the shared packages the shell provides (its mf-manifest.json) into the finished worker,
 * as the JSON text its source parses; a worker without the placeholder, or with two, fails the build.
 */
export function writeHostShared(workerFile, shellOutput) {
  const manifest = JSON.parse(readFileSync(path.join(shellOutput, 'mf-manifest.json'), 'utf8'));
  const names = [...new Set(manifest.shared.map((shared) => shared.name))].sort();
  const source = readFileSync(workerFile, 'utf8');
  const placeholder = new RegExp(`(["'])${HOST_SHARED_PLACEHOLDER}\\1`, 'g');
  const found = source.match(placeholder)?.length ?? 0;
  if (found !== 1) throw new Error(`service worker: expected the shared packages' placeholder once, found it ${found} times`);
  writeFileSync(workerFile, source.replace(placeholder, () => JSON.stringify(JSON.stringify(names))));
}

/** The app shell is index.html served without a session: it changes exactly when index.html does. */
export function appShellRevision(shellOutput) {
  return createHash('sha256').update(readFileSync(path.join(shellOutput, 'index.html'))).digest('hex').slice(0, 16);
}
