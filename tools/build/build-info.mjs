// A remote's build says what it is (`build-info.json`, a `BuildInfo` of artifacts.mjs): its name,
// its package's version, the commit its sources come from, and the contract version it was built
// against. The server reads it when the build is published as a release (docs/releases.md): the
// contract version is checked against the ones the server speaks.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_INFO_FILE, BUILD_INFO_FORMAT } from './artifacts.mjs';

/** Where CONTRACT_VERSION is defined: the contract is its one home; the build reads it from there. */
const CONTRACT_FILE = path.join('shared-api', 'src', 'contract', 'releases.ts');
const CONTRACT_VERSION = /^export const CONTRACT_VERSION = (\d+);$/m;

/** The contract version in the repository at `rootDir`; a build without it fails, never guesses. */
export function contractVersion(rootDir) {
  const match = CONTRACT_VERSION.exec(readFileSync(path.join(rootDir, CONTRACT_FILE), 'utf8'));
  if (!match) throw new Error(`build-info: no "export const CONTRACT_VERSION = <number>;" in ${CONTRACT_FILE}`);
  return Number(match[1]);
}

/** What a remote is built from besides its own folder: the shared packages, the build settings and the locked dependencies. */
const SHARED_SOURCES = ['shared-ui', 'shared-api', 'tools/build', 'package-lock.json'];

/**
 * The last commit that changed what this build is made of, `-dirty` when those files have
 * uncommitted changes; LECTERN_COMMIT when set (a pipeline that knows better); null outside git.
 * Not HEAD: an unchanged remote built at a later commit is the same build, hence the same release.
 */
export function sourceCommit(rootDir, appDir) {
  if (process.env.LECTERN_COMMIT) return process.env.LECTERN_COMMIT;
  const paths = [path.relative(rootDir, appDir), ...SHARED_SOURCES];
  const git = (args) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const commit = git(['log', '-1', '--format=%H', '--', ...paths]);
    if (!commit) return null;
    return git(['status', '--porcelain', '--', ...paths]) ? `${commit}-dirty` : commit;
  } catch {
    return null;
  }
}

/** Emits build-info.json into a remote's production build. */
export class BuildInfoPlugin {
  constructor({ name, rootDir, appDir }) {
    this.options = { name, rootDir, appDir };
  }

  apply(compiler) {
    const { name, rootDir, appDir } = this.options;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
        /** @type {import('./artifacts.mjs').BuildInfo} */
        const info = { format: BUILD_INFO_FORMAT, name, version, commit: sourceCommit(rootDir, appDir), contractVersion: contractVersion(rootDir) };
        compilation.emitAsset(BUILD_INFO_FILE, new compiler.rspack.sources.RawSource(JSON.stringify(info)));
      });
    });
  }
}
