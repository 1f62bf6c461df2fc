import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { federatedConfig } from '@lectern/build/federation';

const dir = path.dirname(new URL(import.meta.url).pathname);

/**
 * The build the footer names: LECTERN_BUILD_ID when the deploy sets it (the e2e suite does, to
 * tell a redeployed remote from the old one), else the commit being built, else this package's
 * version where there is no git (a source tarball). Never a made-up "dev".
 */
function buildId() {
  if (process.env.LECTERN_BUILD_ID) return process.env.LECTERN_BUILD_ID;
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (commit) return commit;
  } catch {
    // No git here: the version below.
  }
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

// federatedConfig's DefinePlugin reads it from the environment, for the browser and the prerender alike.
process.env.LECTERN_BUILD_ID = buildId();

// The landing remote. `./LandingPage` is what the shell loads; `src/index.ts` is a
// standalone harness for working on this remote alone (`npm run dev`, port 3001).
export default federatedConfig({
  name: 'landing',
  dir,
  port: 3001,
  prerender: './src/prerender.tsx',
  exposes: { './LandingPage': './src/LandingPage.tsx' },
});
