import fs from 'node:fs';
import path from 'node:path';
import { federatedConfig } from '@lectern/build/federation';

const dir = path.dirname(new URL(import.meta.url).pathname);
const inline = (file) => fs.readFileSync(path.join(dir, 'src', file), 'utf8').trim();

// The host: no remotes at build time; /remotes.json (or the map the server inlines) names them at run time.
// Its federation runtime plugins: reload once on a stale chunk, fresh script URLs when Retry is pressed,
// a task boundary between the steps of loading a remote's module.
export default federatedConfig({
  name: 'shell',
  dir,
  port: 3000,
  isHost: true,
  runtimePlugins: ['reloadOnStaleChunk.ts', 'freshScriptsOnRetry.ts', 'yieldWhileLoading.ts'].map((file) => path.join(dir, 'src', 'federation', file)),
  // Inlined into the page's head: they must run before the scripts have loaded.
  // The web app manifest, its icons and the offline page, copied as they are (no hash in their names).
  publicDir: 'public',
  // Production builds only: tools/build/service-worker.mjs builds it and injects the shell's file list.
  serviceWorker: './src/serviceWorker/sw.ts',
  templateParameters: {
    holdEarlyInput: inline('earlyInput/holdEarlyInput.js'),
    startAfterPaint: inline('firstPaint/startAfterPaint.js'),
  },
});
