import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from '@lectern/shared-api/contract';

export const SHELL_INDEX = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Lectern</title>
<script defer src="/main.3f9a1c.js"></script>
</head>
<body><div id="root"></div></body>
</html>`;

/** What the build writes beside every remote's files: a remote's folder without them is no build. */
function completeRemoteBuild(root: string, file: string): void {
  const match = /^remote-([a-z]+)\/dist\//.exec(file);
  if (!match) return;
  const remote = match[1]!;
  const dist = path.join(root, `remote-${remote}`, 'dist');
  const defaults: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ name: remote, shared: [] }),
    'remoteEntry.js': `var ${remote};`,
    'build-info.json': JSON.stringify({ format: 1, name: remote, version: '0.1.0', commit: null, contractVersion: CONTRACT_VERSION }),
  };
  for (const [name, content] of Object.entries(defaults)) {
    if (!fs.existsSync(path.join(dist, name))) fs.writeFileSync(path.join(dist, name), content);
  }
}

/**
 * A tiny STATIC_ROOT as the builds would leave it: the shell with one hashed chunk and its
 * federation manifest, and the landing remote with its manifest, entry, build info and a hashed
 * chunk. Other remotes are not built. `write` adds or replaces a file (its folders made as
 * needed), for a test's own builds; a file in a remote's dist completes that build with the files
 * every build has (manifest, entry, build info) where the test wrote none. The server publishes
 * these builds as releases when it starts with `publishLocalBuilds` (docs/releases.md).
 */
export function createFakeStaticRoot(options: { withShell?: boolean } = {}): { root: string; write(file: string, content: string | Buffer): void; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-static-'));
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
    completeRemoteBuild(root, file);
  };
  if (options.withShell !== false) {
    write('shell/dist/index.html', SHELL_INDEX);
    write('shell/dist/main.3f9a1c.js', 'console.log("shell");');
    write('shell/dist/mf-manifest.json', JSON.stringify({ name: 'shell', shared: [] }));
  }
  write('remote-landing/dist/mf-manifest.json', '{"name":"landing"}');
  write('remote-landing/dist/remoteEntry.js', 'var landing;');
  write('remote-landing/dist/__federation_expose_LandingPage.9b8c7d.js', 'export default 1;');
  write('secret.txt', 'outside every dist');
  return { root, write, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
