// `npm run release -- <remote>` without --dist builds the remote for production first, as CI
// builds it (Nx, which builds what it depends on and caches), into remote-<remote>/dist.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RemoteName } from '@lectern/shared-api/contract';

/** The repository's root: this file is server/src/setup/release/. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export const buildCommand = (remote: RemoteName) => ['npx', 'nx', 'run', `@lectern/remote-${remote}:build`];
export const builtDir = (remote: RemoteName) => path.join(REPO_ROOT, `remote-${remote}`, 'dist');

/** Builds `remote`; its output goes to stderr, so stdout keeps only the report. Rejects when the build fails. */
export function buildRemote(remote: RemoteName): Promise<string> {
  const [command, ...args] = buildCommand(remote);
  return new Promise((resolve, reject) => {
    // npx is npx.cmd on Windows, which only a shell runs (a pipeline may build there).
    const child = spawn(command!, args, { cwd: REPO_ROOT, stdio: ['ignore', 2, 2], shell: process.platform === 'win32' });
    child.once('error', (error) => reject(new Error(`could not run ${buildCommand(remote).join(' ')} (${error.message})`)));
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(builtDir(remote));
      else reject(new Error(`the build of ${remote} failed (${buildCommand(remote).join(' ')}: ${signal ?? `exit code ${code}`})`));
    });
  });
}
