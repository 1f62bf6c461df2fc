// Remote builds as the build leaves them, small: a folder with mf-manifest.json (its shared
// packages), remoteEntry.js, build-info.json and a hashed chunk, and its .tar.gz as `npm run
// release` sends it. Each build's content differs by `marker`, so each is a release of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION, type RemoteName } from '@lectern/shared-api/contract';
import { publishBuild, publishLocalBuilds, readReleaseBuild } from '../../src/domain/releases/index.ts';
import type { Session } from './accounts.ts';
import { createFakeStaticRoot } from './fake-static-root.ts';
import { dataOf } from './responses.ts';
import { useTestApp, type TestApp } from './test-app.ts';

/** The shell's shared packages, as its mf-manifest.json lists them (what a release is checked against). */
export const SHELL_SHARED = [
  { name: 'react', version: '19.3.1' },
  { name: 'react-dom', version: '19.3.1' },
  { name: 'styled-components', version: '6.6.0' },
  { name: '@lectern/shared-api', version: '0.1.0' },
];

export const shellManifest = () => JSON.stringify({ name: 'shell', shared: SHELL_SHARED.map((pkg) => ({ ...pkg, singleton: true, requiredVersion: `^${pkg.version}` })) });

export interface BuildOptions {
  marker?: string;
  /** The name its manifest gives (another remote's, to test the refusal). */
  manifestName?: string;
  /** Shared packages it brings and requires: [name, version, required range]. */
  shared?: Array<[string, string, string]>;
  contractVersion?: number;
  /** Files to leave out (e.g. remoteEntry.js). */
  without?: string[];
  /** More files: path to content. */
  extra?: Record<string, string>;
}

/** Writes a build of `remote` into `dir` (created); answers `dir`. */
export function writeRemoteBuild(dir: string, remote: RemoteName, options: BuildOptions = {}): string {
  const marker = options.marker ?? 'a';
  const shared = options.shared ?? [['react', '19.3.1', '^19.3.1']];
  const chunk = `chunk.${Buffer.from(marker).toString('hex').padEnd(10, '0').slice(0, 10)}.js`;
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      id: options.manifestName ?? remote,
      name: options.manifestName ?? remote,
      shared: shared.map(([name, version, requiredVersion]) => ({ name, version, requiredVersion, singleton: true })),
    }),
    'remoteEntry.js': `var ${remote} = "${marker}";`,
    'build-info.json': JSON.stringify({ format: 1, name: remote, version: '0.1.0', commit: `commit-${marker}`, contractVersion: options.contractVersion ?? CONTRACT_VERSION }),
    [chunk]: `export default "${marker}";`,
    'preload.json': JSON.stringify({ files: [chunk], shared: {}, sizes: { [chunk]: 20 } }),
    ...options.extra,
  };
  for (const [file, content] of Object.entries(files)) {
    if (options.without?.includes(file)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** The name of the hashed chunk a build with this marker holds. */
export const chunkOf = (marker = 'a') => `chunk.${Buffer.from(marker).toString('hex').padEnd(10, '0').slice(0, 10)}.js`;

/** A fresh temp folder (removed by the caller's `cleanup`). */
export function tempDir(prefix = 'lectern-release-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The folder as a .tar.gz, entries relative to it (as `npm run release` packs it). */
export async function tarballOf(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = tar.c({ gzip: true, cwd: dir, portable: true }, fs.readdirSync(dir));
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A build of `remote` as a .tar.gz. */
export async function buildTarball(remote: RemoteName, options: BuildOptions = {}): Promise<Buffer> {
  const dir = tempDir();
  try {
    return await tarballOf(writeRemoteBuild(dir, remote, options));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const quietLog = { info() {}, warn() {} };

/**
 * What a restart does with the builds on disk, now: each remote's build in `staticRoot` is
 * published and made current (while nobody chose releases by hand), and the app reads its
 * pointers again. For tests that change a build after the app started.
 */
export async function redeployLocalBuilds(app: FastifyInstance, staticRoot: string): Promise<void> {
  await publishLocalBuilds(app.releases.publishing, staticRoot, quietLog);
  await app.releases.changed();
}

/**
 * A test app whose site has a shell build to check releases against (its mf-manifest.json), and
 * nothing published yet: what the release API tests start from.
 */
export function useReleasesTestApp(): TestApp {
  const site = createFakeStaticRoot();
  site.write('shell/dist/mf-manifest.json', shellManifest());
  afterAll(() => site.remove());
  return useTestApp({ STATIC_ROOT: site.root });
}

/**
 * Publishes a build of `remote` as the server's own publishing does once an archive is unpacked
 * (no archive, no child process): for tests about what happens to releases, not how they arrive
 * (publish.test.ts has the HTTP path). The trail names `by`. Its id.
 */
export async function publishDirectly(app: FastifyInstance, remote: RemoteName, by: string, options: BuildOptions = {}): Promise<string> {
  const dir = writeRemoteBuild(tempDir(), remote, options);
  try {
    return (await publishBuild(app.releases.publishing, await readReleaseBuild(remote, dir), { label: by })).release.id;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Two releases of `remote` published by `by` (builds with the two markers), the first promoted
 * through the API by `admin`: the start of every canary and skew test, a current release and a
 * candidate. Fails unless the promote answers 200.
 */
export async function currentAndCandidate(
  app: FastifyInstance,
  admin: Session,
  remote: RemoteName,
  by: string,
  markers: [current: string, candidate: string],
): Promise<{ current: string; candidate: string }> {
  const current = await publishDirectly(app, remote, by, { marker: markers[0] });
  const candidate = await publishDirectly(app, remote, by, { marker: markers[1] });
  dataOf(await app.inject({ method: 'POST', url: `/api/releases/${remote}/promote`, payload: { release: current }, headers: admin.cookie }), 200);
  return { current, candidate };
}
