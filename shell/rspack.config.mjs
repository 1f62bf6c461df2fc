import fs from 'node:fs';
import path from 'node:path';
import { federatedConfig } from '@lectern/build/federation';

const dir = path.dirname(new URL(import.meta.url).pathname);
const inline = (file) => fs.readFileSync(path.join(dir, 'src', file), 'utf8').trim();

// The host: no remotes at build time; /remotes.json (or the map the server inlines) names them at run time.
// Its federation runtime plugins: reload once on a stale chunk, fresh script URLs when Retry is pressed,
// a task boundary between the steps of loading a remote's module, a remote that failed to load reported.
export default federatedConfig({
  name: 'shell',
  dir,
  port: 3000,
  isHost: true,
  runtimePlugins: ['reloadOnStaleChunk.ts', 'freshScriptsOnRetry.ts', 'yieldWhileLoading.ts', 'reportLoadErrors.ts'].map((file) => path.join(dir, 'src', 'federation', file)),
  // Inlined into the page's head: they must run before the scripts have loaded.
  // The web app manifest, its icons and the offline page, copied as they are (no hash in their names).
  publicDir: 'public',
  // Production builds only: tools/build/service-worker.mjs builds it and injects the shell's file list.
  serviceWorker: './src/serviceWorker/sw.ts',
  // What the shell loads only after it has started, on some pages or on a person's action: kept
  // out of the start-up chunk every page loads (tools/build/federation.mjs). Everything else the
  // shell's chunks hold is in that chunk, the service worker's registration included (0.3 KB: a
  // request of its own cost more in headers than it saved).
  laterModules: [
    /[\\/]node_modules[\\/](react-toastify|clsx)[\\/]/,
    /[\\/]shared-ui[\\/]src[\\/]toast[\\/](ToastContainerLazy\.tsx|toastEdge\.ts)$/,
    /[\\/]shared-api[\\/]src[\\/]offline[\\/]/,
    // IndexedDB, for what a signed-in person has seen or kept (shared-api's lastSeen and offline).
    /[\\/]node_modules[\\/]idb[\\/]/,
    /[\\/]shell[\\/]src[\\/]features[\\/]oneTap[\\/]offerOneTap\.ts$/,
    // The formatting of a page's errors (once it has one) and the release preview's bar (admins previewing).
    /[\\/]shell[\\/]src[\\/]clientReport[\\/]formatErrors\.ts$/,
    /[\\/]shell[\\/]src[\\/]features[\\/]releasePreview[\\/]PreviewBar\.tsx$/,
    // The releases contract's texts, which only the preview's bar shows (what every page reports is client-reports.ts).
    /[\\/]shared-api[\\/]src[\\/]contract[\\/]releases\.ts$/,
  ],
  templateParameters: {
    holdEarlyInput: inline('earlyInput/holdEarlyInput.js'),
    startAfterPaint: inline('firstPaint/startAfterPaint.js'),
  },
});
